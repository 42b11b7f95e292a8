import { useParams, useSearchParams } from 'react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function ResultsRoute() {
  const { assessmentId } = useParams();
  const [search] = useSearchParams();
  const id = assessmentId ?? search.get('assessment');
  return (
    <PlaceholderPage
      title="Your Personalized Recommendations"
      documentTitle="Your Results"
      intro="Your summary, exercises, lifestyle advice and suggested tools will appear here."
    >
      {id ? <p className="text-slate-700">Assessment reference: {id}</p> : null}
    </PlaceholderPage>
  );
}
