import { Link, useNavigate } from 'react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardText, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { signOut, useSession } from '@/features/auth/lib/session';

/**
 * My Rehab is not built yet: the page says so instead of promising a tracker, and keeps what the
 * spec puts on it that already works (who is signed in, Sign Out, a way to a new assessment).
 */
export default function MyRehabRoute() {
  const session = useSession();
  const navigate = useNavigate();
  if (!session.user) return null;
  return (
    <PlaceholderPage
      title="My Rehab Exercises"
      intro={
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <Avatar email={session.user.email} />
          <span className="min-w-0 truncate text-base font-medium text-ink">{session.user.email}</span>
          <Button variant="outline" size="sm" onClick={() => void signOut(() => navigate(paths.auth))}>
            Sign Out
          </Button>
        </div>
      }
    >
      <Card>
        <CardTitle>Coming soon</CardTitle>
        <CardText>
          Saving exercises from your plan and logging the days you do them is not available yet. Your saved
          assessments keep their full plans in the meantime.
        </CardText>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link to={paths.myAssessments} className={buttonClasses('secondary')}>
            My Assessments
          </Link>
          <Link to={paths.assessment} className={buttonClasses('primary')}>
            Create New Assessment
          </Link>
        </div>
      </Card>
    </PlaceholderPage>
  );
}
