import { TIER_LABELS, TIER_RULES } from '@physiomate/shared';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/lib/session';

/**
 * Where a checkout lands. Checkout is not built yet, so only a paid plan (set by an operator) is
 * congratulated; a free account is told plainly that nothing was bought. Signed-in users only (the
 * router sends visitors to sign in).
 */
export default function SuccessRoute() {
  const session = useSession();
  if (!session.user) return null;
  const tier = session.tier;
  if (tier === 'free') {
    return (
      <PlaceholderPage
        title="No upgrade yet"
        documentTitle="Your plan"
        intro="Your account is on the Free plan. Paid plans are coming soon and cannot be bought online yet."
      >
        <div className="flex flex-wrap gap-3">
          <Link to={paths.myAssessments} className={buttonClasses('primary')}>
            My Assessments
          </Link>
          <Link to={paths.pricing} className={buttonClasses('outline')}>
            Compare plans
          </Link>
        </div>
      </PlaceholderPage>
    );
  }
  const max = TIER_RULES[tier].maxAssessments;
  const benefits = [
    max === null ? 'Unlimited saved assessments' : `${max} assessment limit`,
    'Every recommended exercise in your plans',
    'AI conversation feature (coming soon)',
  ];
  return (
    <PlaceholderPage
      title="Congratulations!"
      documentTitle="Welcome to your new plan"
      intro={`You're now a ${TIER_LABELS[tier]} member!`}
    >
      <ul className="space-y-3" aria-label="What your plan includes">
        {benefits.map((benefit) => (
          <li key={benefit} className="flex items-start gap-3 leading-7 text-slate-800">
            <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-teal-700" strokeWidth={2.5} />
            {benefit}
          </li>
        ))}
      </ul>
      <Link to={paths.myAssessments} className={buttonClasses('primary', 'md', 'mt-8')}>
        Start Exploring
      </Link>
    </PlaceholderPage>
  );
}
