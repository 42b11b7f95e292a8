import { TIER_LABELS } from '@physiomate/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageBody, PageHero } from '@/components/layout/page';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardText, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { refreshSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { billingKeys, getBilling, testSetCancel } from '../api/billing-api';
import { TestModeBanner } from '../components/test-mode-banner';
import { formatBillingDate } from '../lib/format';

/** Test mode's stand-in for Stripe's customer portal: cancel at the end of the period, or resume. */
export default function TestPortalRoute() {
  usePageTitle('Manage subscription');
  const queryClient = useQueryClient();
  const billing = useQuery({ queryKey: billingKeys.state, queryFn: getBilling });
  const change = useMutation({
    mutationFn: testSetCancel,
    onSuccess: async (state) => {
      queryClient.setQueryData(billingKeys.state, state);
      await refreshSession();
    },
  });
  const state = billing.data;
  const sub = state?.subscription;
  const live = sub && ['active', 'trialing', 'past_due'].includes(sub.status);
  const end = formatBillingDate(sub?.currentPeriodEnd);

  return (
    <>
      <PageHero eyebrow="Billing" title="Manage subscription" />
      <PageBody className="max-w-2xl space-y-6">
        <TestModeBanner />
        <Card>
          <CardTitle>Your subscription</CardTitle>
          {!state ? (
            <CardText>Loading...</CardText>
          ) : !live ? (
            <CardText>You have no active subscription.</CardText>
          ) : sub.cancelAtPeriodEnd ? (
            <CardText data-testid="portal-status">
              Cancelled: {TIER_LABELS[state.tier]} until {end}. Resume to keep it after that date.
            </CardText>
          ) : (
            <CardText data-testid="portal-status">
              {TIER_LABELS[state.tier]}, $4.99 per month. Renews on {end}.
            </CardText>
          )}
          {change.isError ? (
            <CardText role="alert" className="text-red-800">
              {errorMessage(change.error)}
            </CardText>
          ) : null}
          <div className="mt-6 flex flex-wrap gap-3">
            {live ? (
              sub.cancelAtPeriodEnd ? (
                <Button disabled={change.isPending} onClick={() => change.mutate(false)}>
                  Resume subscription
                </Button>
              ) : (
                <Button variant="danger" disabled={change.isPending} onClick={() => change.mutate(true)}>
                  Cancel subscription
                </Button>
              )
            ) : null}
            <Link to={paths.billing} className={buttonClasses('outline')}>
              Back to Settings
            </Link>
          </div>
        </Card>
      </PageBody>
    </>
  );
}
