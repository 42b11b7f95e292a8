import { Link } from 'react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

export default function AuthRoute() {
  return (
    <PlaceholderPage
      title="Sign In / Sign Up"
      intro="Accounts let you keep your assessments and come back to your exercises. Sign-in is on its way."
    >
      <p className="leading-7 text-slate-700">
        You don&rsquo;t need an account to get recommendations: you can start an assessment right now.
      </p>
      <Link to={paths.assessment} className={buttonClasses('primary', 'md', 'mt-6')}>
        Start an Assessment
      </Link>
    </PlaceholderPage>
  );
}
