import { PLANS, PRODUCT_NAME, TIER_LABELS, type Tier } from '@physiomate/shared';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardText, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** Plans & Billing: the current plan now; checkout and the billing portal come with billing. */
export function BillingTab({ tier }: { tier: Tier }) {
  const plan = PLANS.find((p) => p.tier === tier);
  return (
    <div className="space-y-6">
      <Card>
        <CardTitle>Current plan</CardTitle>
        <CardText>
          You are on the <strong data-testid="current-plan">{TIER_LABELS[tier]}</strong> plan of{' '}
          {PRODUCT_NAME}
          {plan ? ` (${plan.price} ${plan.period})` : ''}.
        </CardText>
        <Link to={paths.pricing} className={buttonClasses('outline', 'sm', 'mt-4')}>
          Compare plans
        </Link>
      </Card>
      <Card>
        <CardTitle>Billing History</CardTitle>
        <CardText>No billing history available</CardText>
      </Card>
    </div>
  );
}
