import { PLANS } from '@physiomate/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { PageBody, PageHero } from '@/components/layout/page';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardText, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { refreshSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { billingKeys, getBilling, testPay } from '../api/billing-api';
import { TestModeBanner } from '../components/test-mode-banner';
import { goTo } from '../lib/format';

const pro = PLANS.find((p) => p.tier === 'pro');

/**
 * The built-in checkout of test mode (no Stripe configured). 'Pay' asks the server, which makes the
 * events Stripe would send and handles them like Stripe's; nothing is charged.
 */
export default function TestCheckoutRoute() {
  usePageTitle('Test checkout');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const billing = useQuery({ queryKey: billingKeys.state, queryFn: getBilling });
  const pay = useMutation({
    mutationFn: testPay,
    onSuccess: async ({ url }) => {
      await Promise.all([refreshSession(), queryClient.invalidateQueries({ queryKey: billingKeys.state })]);
      goTo(url, navigate);
    },
  });
  const available = billing.data?.mode === 'test';

  return (
    <>
      <PageHero eyebrow="Checkout" title="Upgrade to Pro">
        <p>
          {pro?.price} {pro?.period}. Cancel any time: you keep Pro until the end of the period you paid for.
        </p>
      </PageHero>
      <PageBody className="max-w-2xl space-y-6">
        <TestModeBanner />
        <Card>
          <CardTitle>PhysioMate Pro</CardTitle>
          <CardText>
            <span className="text-2xl font-bold text-ink">{pro?.price}</span> {pro?.period}
          </CardText>
          {billing.data && !available ? (
            <CardText role="alert">The test checkout is not available on this server.</CardText>
          ) : null}
          {pay.isError ? (
            <CardText role="alert" className="text-red-800">
              {errorMessage(pay.error)}
            </CardText>
          ) : null}
          <div className="mt-6 flex flex-wrap gap-3">
            <Button disabled={!available || pay.isPending} onClick={() => pay.mutate()}>
              Pay
            </Button>
            <Link to={paths.billing} className={buttonClasses('outline')}>
              Cancel
            </Link>
          </div>
        </Card>
      </PageBody>
    </>
  );
}
