import {
  BILLING_MESSAGES,
  type BillingState,
  PLANS,
  TIER_LABELS,
  TIER_RULES,
  type Tier,
} from '@physiomate/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardText, CardTitle } from '@/components/ui/card';
import { errorMessage, isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { refreshSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { billingKeys, createCheckout, getBilling, openPortal } from '../api/billing-api';
import { TestModeBanner } from '../components/test-mode-banner';
import { formatAmount, formatBillingDate, goTo, invoiceStatusLabel } from '../lib/format';

const FEATURES: Record<Tier, string[]> = {
  free: ['1 saved assessment', `First ${TIER_RULES.free.visibleExercises} recommended exercises`],
  pro: [
    `Up to ${TIER_RULES.pro.maxAssessments} saved assessments`,
    'All recommended exercises',
    'PhysioMate AI chat about your assessments',
  ],
  master: ['Unlimited saved assessments', 'Everything in Pro'],
};

/** One line about where the plan stands: 'Pro until 12 March 2027', a renewal date, a failed payment. */
function planStatus(state: BillingState): string | null {
  const sub = state.subscription;
  if (!sub || state.tier === 'free') return null;
  const end = formatBillingDate(sub.currentPeriodEnd);
  if (sub.cancelAtPeriodEnd && end) return `${TIER_LABELS[state.tier]} until ${end}`;
  if (sub.status === 'past_due')
    return 'Your last payment did not go through. It will be tried again; you keep Pro meanwhile. Please check your payment details in Manage subscription.';
  return end ? `Renews on ${end}` : null;
}

/** Settings → Plans & Billing: the current plan, upgrading, managing the subscription and invoices. */
export function BillingTab({ tier }: { tier: Tier }) {
  const navigate = useNavigate();
  const billing = useQuery({ queryKey: billingKeys.state, queryFn: getBilling });
  const state = billing.data;
  const current = state?.tier ?? tier;

  // The menu label follows the server's word at once (a plan can change in another tab, or by a webhook).
  useEffect(() => {
    if (state && state.tier !== tier) void refreshSession();
  }, [state, tier]);

  const checkout = useMutation({
    mutationFn: createCheckout,
    onSuccess: ({ url }) => goTo(url, navigate),
    onError: (error) =>
      void notify('error', isApiError(error) ? error.message : BILLING_MESSAGES.checkoutFailed),
  });
  const portal = useMutation({
    mutationFn: openPortal,
    onSuccess: ({ url }) => goTo(url, navigate),
    onError: (error) =>
      void notify('error', isApiError(error) ? error.message : BILLING_MESSAGES.portalFailed),
  });

  const status = state ? planStatus(state) : null;
  const plan = PLANS.find((p) => p.tier === current);
  return (
    <div className="space-y-6">
      {state?.mode === 'test' ? <TestModeBanner /> : null}
      <Card>
        <CardTitle>Current plan</CardTitle>
        <CardText>
          You are on the <strong data-testid="current-plan">{TIER_LABELS[current]}</strong> plan
          {plan ? ` (${plan.price} ${plan.period})` : ''}.
        </CardText>
        {status ? (
          <p data-testid="plan-status" className="mt-2 font-semibold text-ink">
            {status}
          </p>
        ) : null}
        {state?.canManage ? (
          <Button
            variant="outline"
            size="sm"
            className="mt-4"
            disabled={portal.isPending}
            onClick={() => portal.mutate()}
          >
            Manage subscription
          </Button>
        ) : null}
      </Card>

      <ul className="grid gap-4 lg:grid-cols-3" aria-label="Plans">
        {PLANS.map((p) => {
          const isCurrent = p.tier === current;
          return (
            <li
              key={p.tier}
              data-testid={`billing-plan-${p.tier}`}
              aria-current={isCurrent ? 'true' : undefined}
              className={cn(
                'flex flex-col rounded-2xl border bg-white p-5 shadow-sm',
                isCurrent ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
              )}
            >
              <h3 className="text-lg font-semibold text-ink">{p.name}</h3>
              <p className="mt-1 flex items-baseline gap-2">
                <span className="text-2xl font-bold text-ink">{p.price}</span>
                <span className="text-slate-600">{p.period}</span>
              </p>
              <ul className="mt-4 flex-1 space-y-2">
                {FEATURES[p.tier].map((feature) => (
                  <li key={feature} className="flex items-start gap-2 text-slate-800">
                    <Check
                      aria-hidden="true"
                      className="mt-1 size-4 shrink-0 text-teal-700"
                      strokeWidth={2.5}
                    />
                    {feature}
                  </li>
                ))}
              </ul>
              <div className="mt-5">
                {isCurrent ? (
                  <p className="font-semibold text-brand-800">Current plan</p>
                ) : p.tier === 'master' ? (
                  <Button variant="outline" disabled className="w-full">
                    {BILLING_MESSAGES.masterComingSoon}
                  </Button>
                ) : p.tier === 'pro' && current === 'free' ? (
                  state?.mode === 'off' ? (
                    <p className="text-slate-700">{BILLING_MESSAGES.upgradesOff}</p>
                  ) : (
                    <Button
                      className="w-full"
                      disabled={!state || checkout.isPending}
                      onClick={() => checkout.mutate()}
                    >
                      Upgrade to Pro
                    </Button>
                  )
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>

      <Card>
        <CardTitle>Billing History</CardTitle>
        {billing.isError ? (
          <CardText role="alert">{errorMessage(billing.error)}</CardText>
        ) : !state ? (
          <CardText>Loading...</CardText>
        ) : state.invoices.length === 0 ? (
          <CardText>{BILLING_MESSAGES.noHistory}</CardText>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm sm:text-base">
              <thead className="border-b border-slate-200 text-slate-700">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Date
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Amount
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Status
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    Invoice
                  </th>
                </tr>
              </thead>
              <tbody>
                {state.invoices.map((invoice) => (
                  <tr key={invoice.id} className="border-b border-slate-100 last:border-0">
                    <td className="py-2 pr-3">{formatBillingDate(invoice.date)}</td>
                    <td className="py-2 pr-3">{formatAmount(invoice.amount, invoice.currency)}</td>
                    <td className="py-2 pr-3">{invoiceStatusLabel(invoice.status)}</td>
                    <td className="py-2">
                      {invoice.url ? (
                        <a
                          href={invoice.url}
                          target="_blank"
                          rel="noreferrer"
                          className="font-medium text-brand-800 underline"
                        >
                          View<span className="sr-only"> invoice of {formatBillingDate(invoice.date)}</span>
                        </a>
                      ) : (
                        <span className="text-slate-600">Not available</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}
