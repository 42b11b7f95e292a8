import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function MyAssessmentsRoute() {
  return (
    <PlaceholderPage
      title="My Assessments"
      intro="Your saved assessments, newest first, with their exercises and suggested tools."
    />
  );
}
