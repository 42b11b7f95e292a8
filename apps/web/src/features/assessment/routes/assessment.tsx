import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function AssessmentRoute() {
  return (
    <PlaceholderPage
      title="Assessment"
      intro="Two short steps: describe your symptoms, then mark where it hurts. It takes about 5 to 10 minutes."
    >
      <ol className="list-decimal space-y-2 pl-6 leading-7 text-slate-700">
        <li>Symptoms: tell us what you feel, when it started and what makes it better or worse.</li>
        <li>Pain Areas: mark the places that hurt on a body diagram, or pick them from a list.</li>
      </ol>
    </PlaceholderPage>
  );
}
