import { PRODUCT_NAME } from '@physiomate/shared';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';
import {
  Check,
  ClipboardList,
  HeartPulse,
  Lightbulb,
  MapPin,
  PenLine,
  ShieldCheck,
} from '../components/landing-icons';

const promises = ['Free', 'No signup required', 'Instant results'] as const;

const benefits = [
  {
    icon: ClipboardList,
    title: 'A plan made for you',
    text: 'Exercises chosen for the areas you mark and the symptoms you describe, each with clear steps, how long and how often.',
  },
  {
    icon: Lightbulb,
    title: 'Clear, calm explanations',
    text: 'A plain-language summary of what your symptoms may point to and what your recovery should focus on first.',
  },
  {
    icon: ShieldCheck,
    title: 'Safety comes first',
    text: 'We check for warning signs before anything else. If something needs a doctor, we tell you straight away instead of suggesting exercises.',
  },
] as const;

const steps = [
  {
    icon: PenLine,
    title: 'Describe your symptoms',
    text: 'In your own words: where it hurts, how it started, what makes it better or worse.',
  },
  {
    icon: MapPin,
    title: 'Mark your pain areas',
    text: 'Draw on the body diagram, or tick body regions from a list if you prefer the keyboard.',
  },
  {
    icon: HeartPulse,
    title: 'Get your recommendations',
    text: 'Receive a summary, gentle exercises, everyday advice and helpful tools in moments.',
  },
] as const;

function ExamplePlan() {
  const items = [
    { name: 'Chin tucks', dose: '10 reps · 3 times a day' },
    { name: 'Shoulder blade squeezes', dose: '2 sets of 12' },
    { name: 'Gentle neck rotations', dose: '5 each side · morning and evening' },
  ];
  return (
    <div aria-hidden="true" className="relative isolate mx-auto w-full max-w-md">
      <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-br from-brand-100 via-sky-100 to-teal-50" />
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg">
        <div className="flex items-center justify-between">
          <p className="text-sm font-semibold text-brand-800">Example plan</p>
          <span className="rounded-full bg-teal-50 px-3 py-1 text-xs font-semibold text-teal-800">
            Neck &amp; shoulders
          </span>
        </div>
        <p className="mt-4 leading-7 text-slate-700">
          Stiffness after long desk days, easing with movement. Focus: posture and restoring range of motion.
        </p>
        <ul className="mt-5 space-y-3">
          {items.map((item) => (
            <li key={item.name} className="flex items-start gap-3 rounded-xl bg-slate-50 p-3">
              <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
                <Check className="size-4" strokeWidth={3} />
              </span>
              <span>
                <span className="block font-semibold text-ink">{item.name}</span>
                <span className="block text-sm text-slate-600">{item.dose}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export default function LandingRoute() {
  usePageTitle();
  return (
    <>
      <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 via-white to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-24">
          <div>
            <p className="inline-flex rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200">
              Guided self-assessment for pain
            </p>
            <h1
              id="hero-title"
              className="mt-5 text-4xl leading-tight font-bold tracking-tight text-ink sm:text-5xl lg:text-[3.5rem]"
            >
              Understand your pain. Start feeling better.
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-8 text-slate-700">
              {PRODUCT_NAME} walks you through a short check-in about your symptoms and where it hurts, then
              gives you a personalised plan of gentle exercises and everyday advice.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to={paths.assessment} className={buttonClasses('primary', 'lg')}>
                Try the Tool
              </Link>
              <a href="#how-it-works" className={buttonClasses('outline', 'lg')}>
                See how it works
              </a>
            </div>
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-3" aria-label="Our promises">
              {promises.map((promise) => (
                <li key={promise} className="flex items-center gap-2 font-semibold text-slate-800">
                  <Check aria-hidden="true" className="size-5 text-teal-700" strokeWidth={3} />
                  {promise}
                </li>
              ))}
            </ul>
          </div>
          <ExamplePlan />
        </div>
      </section>

      <section aria-labelledby="helps-title" className="py-16 sm:py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="helps-title" className="text-center text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            How {PRODUCT_NAME} Helps You
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-center text-lg leading-8 text-slate-700">
            Practical, personalised guidance for everyday aches and pains, available whenever you need it.
          </p>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {benefits.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-slate-200 bg-white p-7 shadow-sm">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-5 text-xl font-semibold text-ink">{title}</h3>
                <p className="mt-2 leading-7 text-slate-700">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        id="how-it-works"
        aria-labelledby="steps-title"
        className="scroll-mt-20 bg-slate-50 py-16 sm:py-20"
      >
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="steps-title" className="text-center text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            Simple Steps to Relief
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-center text-lg leading-8 text-slate-700">
            An assessment takes about 5 to 10 minutes.
          </p>
          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {steps.map(({ icon: Icon, title, text }, index) => (
              <li key={title} className="relative rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
                <div className="flex items-center gap-4">
                  <span className="flex size-11 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
                    {index + 1}
                  </span>
                  <Icon aria-hidden="true" className="size-6 text-teal-700" />
                </div>
                <h3 className="mt-5 text-xl font-semibold text-ink">{title}</h3>
                <p className="mt-2 leading-7 text-slate-700">{text}</p>
              </li>
            ))}
          </ol>
          <div className="mt-12 text-center">
            <Link to={paths.assessment} className={buttonClasses('primary', 'lg')}>
              Start My Assessment
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="care-title" className="py-16">
        <div className="mx-auto max-w-4xl px-4 sm:px-6">
          <div className="rounded-2xl border border-amber-200 bg-amber-50 p-6 sm:p-8">
            <h2 id="care-title" className="text-xl font-semibold text-ink">
              We support your care. We don&rsquo;t replace it.
            </h2>
            <p className="mt-3 leading-7 text-slate-800">
              {PRODUCT_NAME} gives general guidance, not a diagnosis. Seek medical help straight away if you
              have severe or worsening pain, numbness or weakness, loss of bladder or bowel control, chest
              pain, fever with back pain, or pain after a fall or accident.{' '}
              <Link
                to={paths.disclaimer}
                className="font-semibold text-brand-800 underline underline-offset-2"
              >
                Read our medical disclaimer
              </Link>
              .
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
