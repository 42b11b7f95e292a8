/** Settings with the billing feature's 'Plans & Billing' tab, composed here so neither feature imports the other. */
import { lazy, Suspense, useEffect } from 'react';
import type { BillingTab as BillingTabType } from '@/features/billing/components/billing-tab';
import SettingsRoute from '@/features/settings/routes/settings';
import { afterFirstPaint } from '@/lib/after-first-paint';

// The billing tab (its plans, invoices and their formatting) is hidden behind its tab on a visit to
// /settings: a chunk of its own, fetched once the page has painted (or at once on /settings#billing,
// where it is the first screen), so Settings' first paint does not wait for it.
const loadBillingTab = () => import('@/features/billing/components/billing-tab');
const BillingTab = lazy(() => loadBillingTab().then((m) => ({ default: m.BillingTab })));

type Tier = Parameters<typeof BillingTabType>[0]['tier'];

const billingTab = (tier: Tier) => (
  <Suspense
    fallback={
      <p role="status" className="text-slate-700">
        Loading your plan…
      </p>
    }
  >
    <BillingTab tier={tier} />
  </Suspense>
);

export default function SettingsPage() {
  useEffect(() => afterFirstPaint(() => void loadBillingTab()), []);
  return <SettingsRoute billingTab={billingTab} />;
}
