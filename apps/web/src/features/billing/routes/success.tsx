import { BILLING_MESSAGES } from '@physiomate/shared';
import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { refreshSession, useSession } from '@/lib/session';
import { billingKeys, syncBilling } from '../api/billing-api';

/** How long the page keeps asking before it says the payment is still being confirmed. */
const PATIENCE_MS = 30_000;

/**
 * Where a checkout lands. It shows a paid plan only once the server says so: the server's word
 * comes from billing events (with Stripe it also reads the subscription from Stripe), never from
 * arriving here. Back from Stripe (a session id in the URL) it keeps asking until the plan is
 * there. Signed-in users only (the router sends visitors to sign in).
 */
export default function SuccessRoute() {
  const session = useSession();
  const [params] = useSearchParams();
  const returning = params.has('session_id');
  const [slow, setSlow] = useState(false);
  const billing = useQuery({
    queryKey: [...billingKeys.state, 'sync'],
    queryFn: syncBilling,
    refetchInterval: (query) => (returning && query.state.data?.tier === 'free' ? 2000 : false),
  });
  const tier = billing.data?.tier;

  useEffect(() => {
    if (tier && tier !== session.tier) void refreshSession();
  }, [tier, session.tier]);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!session.user) return null;
  if (!tier || (tier === 'free' && returning)) {
    return (
      <PlaceholderPage title="Thank you" documentTitle="Confirming your payment" intro={null}>
        <p role="status" aria-live="polite" className="text-lg text-slate-800">
          {slow || billing.isError ? BILLING_MESSAGES.successSlow : BILLING_MESSAGES.successWaiting}
        </p>
        <Link to={paths.billing} className={buttonClasses('outline', 'md', 'mt-6')}>
          Plans &amp; Billing
        </Link>
      </PlaceholderPage>
    );
  }
  if (tier === 'free') {
    return (
      <PlaceholderPage
        title="No upgrade yet"
        documentTitle="Your plan"
        intro="Your account is on the Free plan: no payment has been made."
      >
        <div className="flex flex-wrap gap-3">
          <Link to={paths.billing} className={buttonClasses('primary')}>
            Plans &amp; Billing
          </Link>
          <Link to={paths.myAssessments} className={buttonClasses('outline')}>
            My Assessments
          </Link>
        </div>
      </PlaceholderPage>
    );
  }
  return (
    <PlaceholderPage
      title={BILLING_MESSAGES.successTitle}
      documentTitle="Welcome to Pro"
      intro={tier === 'pro' ? BILLING_MESSAGES.successLead : "You're now a Master member!"}
    >
      <ul className="space-y-3" aria-label="What your plan includes">
        {BILLING_MESSAGES.successBenefits.map((benefit) => (
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
