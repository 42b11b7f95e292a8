import { PRODUCT_NAME, TIER_RULES } from '@physiomate/shared';
import { Link } from 'react-router';
import { PageBody, PageHero } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';

const topics = [
  {
    title: 'Getting Started',
    items: [
      {
        q: 'Starting an assessment',
        a: 'Choose “Try the Tool” or “Create New Assessment”. No account is needed. An assessment takes about 5 to 10 minutes.',
      },
      {
        q: 'Describing your symptoms',
        a: 'Write at least 100 characters in your own words: where it hurts, when it started, what makes it better or worse, and how it affects your day.',
      },
      {
        q: 'Marking pain areas',
        a: 'Draw on the body diagram, or tick regions from the list below it (handy with a keyboard or screen reader). Both fill in the same selection.',
      },
    ],
  },
  {
    title: 'Your Results',
    items: [
      {
        q: 'What you receive',
        a: 'A summary of your assessment, what may be going on, what recovery should focus on, recommended exercises with duration and frequency, lifestyle advice and suggested tools.',
      },
      {
        q: 'If we suggest seeing a doctor',
        a: 'When your answers include warning signs, we show what to do now instead of exercises. Please follow that advice before starting any exercise programme.',
      },
      {
        q: 'Doing the exercises safely',
        a: 'Start gently and stop any exercise that causes sharp or increasing pain. Mild discomfort that settles quickly can be normal.',
      },
    ],
  },
  {
    title: 'Account & Plans',
    items: [
      {
        q: 'Saving your assessments',
        a: `Create a free account to keep your assessment. Free keeps ${TIER_RULES.free.maxAssessments} assessment, Pro up to ${TIER_RULES.pro.maxAssessments}, and Master has no limit.`,
      },
      {
        q: 'Changing your email or password',
        a: 'Go to Settings, then Account. You can change your email address and password there.',
      },
      {
        q: 'Upgrading your plan',
        a: 'Paid plans are coming soon and cannot be bought online yet. Compare them on the Plans page; Settings, under Plans & Billing, shows the plan you are on.',
      },
    ],
  },
  {
    title: 'Privacy & Data',
    items: [
      {
        q: 'How your data is protected',
        a: 'Health information is encrypted when stored, your session is kept in a secure cookie, and passwords are never stored in readable form.',
      },
      {
        q: 'Downloading your data',
        a: 'In Settings you can download everything we hold about you as a file.',
      },
      {
        q: 'Deleting your account',
        a: 'In Settings, under Danger Zone, you can permanently delete your account and all of its health data.',
      },
    ],
  },
] as const;

const quickLinks = [
  { to: paths.faq, title: 'FAQ', text: 'Answers to the most common questions.' },
  { to: paths.contact, title: 'Contact Support', text: 'Write to us; we reply within 24 hours.' },
  { to: paths.disclaimer, title: 'Medical Disclaimer', text: `What ${PRODUCT_NAME} can and cannot do.` },
] as const;

export default function HelpRoute() {
  usePageTitle('Help Center');
  return (
    <>
      <PageHero eyebrow="Support" title="Help Center">
        <p>
          Everything you need to get the most from {PRODUCT_NAME}. An assessment takes about 5-10 minutes from
          start to finish.
        </p>
      </PageHero>
      <PageBody className="max-w-6xl">
        <nav aria-labelledby="quick-links-title">
          <h2 id="quick-links-title" className="text-xl font-semibold text-ink">
            Quick links
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="block h-full rounded-2xl border border-brand-100 bg-brand-50 p-5 transition-colors hover:border-brand-600"
                >
                  <span className="block font-semibold text-brand-800">{link.title}</span>
                  <span className="mt-1 block text-slate-700">{link.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {topics.map((topic) => (
            <section
              key={topic.title}
              aria-labelledby={`topic-${topic.title}`}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-7"
            >
              <h2 id={`topic-${topic.title}`} className="text-xl font-semibold text-ink">
                {topic.title}
              </h2>
              <dl className="mt-4 space-y-4">
                {topic.items.map((item) => (
                  <div key={item.q}>
                    <dt className="font-semibold text-ink">{item.q}</dt>
                    <dd className="mt-1 leading-7 text-slate-700">{item.a}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      </PageBody>
    </>
  );
}
