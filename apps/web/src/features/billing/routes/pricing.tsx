import { PLANS, TIER_LABELS, TIER_RULES, type Tier } from '@physiomate/shared';
import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageBody, PageHero } from '@/components/layout/page';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';

function assessmentLimit(tier: Tier): string {
  const max = TIER_RULES[tier].maxAssessments;
  if (max === null) return 'Unlimited saved assessments';
  return max === 1 ? '1 saved assessment' : `Up to ${max} saved assessments`;
}

const features: Record<Tier, string[]> = {
  free: [
    assessmentLimit('free'),
    'Personalised summary and recovery focus',
    `First ${TIER_RULES.free.visibleExercises} recommended exercises`,
    'Lifestyle advice and suggested tools',
  ],
  pro: [assessmentLimit('pro'), 'All recommended exercises', 'PhysioMate AI chat about your assessments'],
  master: [assessmentLimit('master'), 'Everything in Pro', 'Ideal for managing several problems over time'],
};

const blurbs: Record<Tier, string> = {
  free: 'Everything you need to get started.',
  pro: 'For an active recovery with ongoing support.',
  master: 'For long-term care of several problems.',
};

/**
 * Whether Pro can be bought here (Stripe or the test checkout), asked without TanStack Query: this
 * page is outside the app layout. Unknown (or unreachable) reads as not available.
 */
function useUpgradesAvailable(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/billing/availability', { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<{ mode: string }>) : null))
      .then((answer) => setAvailable(answer !== null && answer.mode !== 'off'))
      .catch(() => {});
    return () => controller.abort();
  }, []);
  return available;
}

export default function PricingRoute() {
  usePageTitle('Plans');
  const session = useSession();
  const current = session.user ? session.tier : null;
  const upgrades = useUpgradesAvailable();
  return (
    <>
      <PageHero eyebrow="Plans" title="Choose the plan that fits your recovery">
        <p>
          Start free, with no card needed.{' '}
          {upgrades
            ? 'Upgrade to Pro from Settings, Plans & Billing, and cancel any time.'
            : 'Paid plans are coming soon: they cannot be bought online yet.'}
        </p>
      </PageHero>
      <PageBody className="max-w-6xl">
        <ul className="grid gap-6 lg:grid-cols-3">
          {PLANS.map((plan) => {
            const isCurrent = plan.tier === current;
            const featured = current ? isCurrent : plan.tier === 'pro';
            return (
              <li
                key={plan.tier}
                aria-current={isCurrent ? 'true' : undefined}
                data-testid={`plan-${plan.tier}`}
                className={cn(
                  'relative flex flex-col rounded-2xl border bg-white p-7 shadow-sm',
                  featured ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
                )}
              >
                {isCurrent ? (
                  <p className="absolute -top-3.5 left-7 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
                    Your current plan
                  </p>
                ) : featured ? (
                  <p className="absolute -top-3.5 left-7 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
                    Most popular
                  </p>
                ) : null}
                <h2 className="text-2xl font-semibold text-ink">{plan.name}</h2>
                <p className="mt-1 text-slate-700">{blurbs[plan.tier]}</p>
                <p className="mt-6 flex items-baseline gap-2">
                  <span className="text-4xl font-bold tracking-tight text-ink">{plan.price}</span>
                  <span className="text-slate-600">{plan.period}</span>
                </p>
                {plan.tier === 'master' || (plan.tier === 'pro' && !upgrades) ? (
                  <p className="mt-2 text-sm font-semibold text-slate-700">Coming soon</p>
                ) : null}
                <ul className="mt-6 flex-1 space-y-3">
                  {features[plan.tier].map((feature) => (
                    <li key={feature} className="flex items-start gap-3 leading-7 text-slate-800">
                      <Check
                        aria-hidden="true"
                        className="mt-1 size-5 shrink-0 text-teal-700"
                        strokeWidth={2.5}
                      />
                      {feature}
                    </li>
                  ))}
                </ul>
                {plan.tier === 'pro' && upgrades && !isCurrent && current !== 'master' ? (
                  <Link to={paths.billing} className={buttonClasses('primary', 'md', 'mt-6 w-full')}>
                    Upgrade<span className="sr-only"> to Pro</span>
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
        {current ? (
          <section
            aria-labelledby="your-plan"
            className="mt-12 flex flex-col items-start gap-5 rounded-2xl bg-brand-50 p-7 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <h2 id="your-plan" className="text-xl font-semibold text-ink">
                You are on the {TIER_LABELS[current]} plan
              </h2>
              <p className="mt-1 leading-7 text-slate-700">
                {assessmentLimit(current)} {TIER_RULES[current].maxAssessments === 1 ? 'is' : 'are'} included.
                Your saved assessments are in My Assessments.
              </p>
            </div>
            <Link
              to={paths.myAssessments}
              className={buttonClasses('primary', 'lg', 'w-full shrink-0 sm:w-auto')}
            >
              My Assessments
            </Link>
          </section>
        ) : (
          <section
            aria-labelledby="start-free"
            className="mt-12 flex flex-col items-start gap-5 rounded-2xl bg-brand-50 p-7 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <h2 id="start-free" className="text-xl font-semibold text-ink">
                Keep your results
              </h2>
              <p className="mt-1 leading-7 text-slate-700">
                Create a free account in under a minute to save your assessment and come back to it later.
              </p>
            </div>
            <Link to={paths.signUp} className={buttonClasses('primary', 'lg', 'w-full shrink-0 sm:w-auto')}>
              Create Free Account
            </Link>
          </section>
        )}
      </PageBody>
    </>
  );
}
