import { PLANS, TIER_RULES, type Tier } from '@physiomate/shared';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { PageBody, PageHero } from '@/components/layout/page';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
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
  pro: [
    assessmentLimit('pro'),
    'All recommended exercises',
    'AI chat about your assessments',
    'Priority support',
  ],
  master: [assessmentLimit('master'), 'Everything in Pro', 'Ideal for managing several problems over time'],
};

const blurbs: Record<Tier, string> = {
  free: 'Everything you need to get started.',
  pro: 'For an active recovery with ongoing support.',
  master: 'For long-term care of several problems.',
};

export default function PricingRoute() {
  usePageTitle('Plans');
  return (
    <>
      <PageHero eyebrow="Plans" title="Choose the plan that fits your recovery">
        <p>Start free, with no card needed. Upgrade any time from Settings if you want more.</p>
      </PageHero>
      <PageBody className="max-w-6xl">
        <ul className="grid gap-6 lg:grid-cols-3">
          {PLANS.map((plan) => {
            const featured = plan.tier === 'pro';
            return (
              <li
                key={plan.tier}
                className={cn(
                  'relative flex flex-col rounded-2xl border bg-white p-7 shadow-sm',
                  featured ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
                )}
              >
                {featured ? (
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
              </li>
            );
          })}
        </ul>
        <section
          aria-labelledby="start-free"
          className="mt-12 flex flex-col items-start gap-5 rounded-2xl bg-brand-50 p-7 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="start-free" className="text-xl font-semibold text-ink">
              Keep your results and track your progress
            </h2>
            <p className="mt-1 leading-7 text-slate-700">
              Create a free account in under a minute. Paid plans are available from Settings once you’re
              signed in.
            </p>
          </div>
          <Link to={paths.signUp} className={buttonClasses('primary', 'lg', 'w-full shrink-0 sm:w-auto')}>
            Create Free Account
          </Link>
        </section>
      </PageBody>
    </>
  );
}
