import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function MyRehabRoute() {
  return (
    <PlaceholderPage
      title="My Rehab Exercises"
      intro="Keep track of the exercises you’ve saved and the days you’ve done them."
    />
  );
}
