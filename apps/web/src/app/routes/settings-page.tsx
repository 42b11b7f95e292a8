/** Settings with the billing feature's 'Plans & Billing' tab, composed here so neither feature imports the other. */
import { BillingTab } from '@/features/billing/components/billing-tab';
import SettingsRoute from '@/features/settings/routes/settings';

const billingTab = (tier: Parameters<typeof BillingTab>[0]['tier']) => <BillingTab tier={tier} />;

export default function SettingsPage() {
  return <SettingsRoute billingTab={billingTab} />;
}
