import { PRODUCT_NAME } from '@physiomate/shared';
import { Link } from 'react-router';
import { PageBody, PageHero } from '@/components/layout/page';
import { buttonClasses } from '@/components/ui/button';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';

/** The reply times promised (docs/decisions/product-texts.md): general 24 h, technical 48 h, urgent 12 h. */
const responseTimes = [
  { label: 'General questions', hours: 24 },
  { label: 'Technical issues', hours: 48 },
  { label: 'Urgent account matters', hours: 12 },
] as const;

const topics = [
  'Using the assessment and understanding your results',
  'Your account, sign-in and email changes',
  'Plans and what they include',
  'Privacy requests: downloading or deleting your data',
  'Reporting a bug or an accessibility problem',
  'Feedback and ideas',
] as const;

export default function ContactRoute() {
  usePageTitle('Contact');
  const email = env.supportEmail;
  return (
    <>
      <PageHero eyebrow="Support" title="Contact Us">
        <p>Questions, feedback or a problem with your account? We’re happy to help.</p>
      </PageHero>
      <PageBody className="max-w-5xl">
        <div className="grid gap-6 md:grid-cols-[1.3fr_1fr]">
          <section
            aria-labelledby="email-title"
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <h2 id="email-title" className="text-xl font-semibold text-ink">
              Email support
            </h2>
            <p className="mt-2 leading-7 text-slate-700">
              Write to us and include the email address you use with {PRODUCT_NAME}, if you have an account.
              Please don’t send anything you wouldn’t want in an email, such as your password.
            </p>
            <a
              href={`mailto:${email}`}
              className={buttonClasses('primary', 'lg', 'mt-6 w-full break-all sm:w-auto')}
            >
              {email}
            </a>
          </section>
          <section
            aria-labelledby="times-title"
            className="rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8"
          >
            <h2 id="times-title" className="text-xl font-semibold text-ink">
              Response times
            </h2>
            <dl className="mt-4 space-y-3">
              {responseTimes.map((row) => (
                <div
                  key={row.label}
                  className="flex items-baseline justify-between gap-4 border-b border-brand-100 pb-3 last:border-b-0"
                >
                  <dt className="text-slate-700">{row.label}</dt>
                  <dd className="font-semibold whitespace-nowrap text-brand-900">within {row.hours} hours</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>

        <div className="mt-6 rounded-2xl border border-amber-200 bg-amber-50 p-6">
          <h2 className="text-lg font-semibold text-ink">Need medical help now?</h2>
          <p className="mt-2 leading-7 text-slate-800">
            Our support team can’t give medical advice. If you have severe pain, chest pain, difficulty
            breathing, sudden weakness or numbness, or loss of bladder or bowel control, call your local
            emergency number.
          </p>
        </div>

        <section aria-labelledby="topics-title" className="mt-12">
          <h2 id="topics-title" className="text-2xl font-semibold text-ink">
            What we can help with
          </h2>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2">
            {topics.map((topic) => (
              <li
                key={topic}
                className="flex items-start gap-3 rounded-xl bg-slate-50 p-4 leading-7 text-slate-800"
              >
                <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-brand-600" />
                {topic}
              </li>
            ))}
          </ul>
          <p className="mt-8 leading-7 text-slate-700">
            You may find a faster answer in our{' '}
            <Link to={paths.faq} className="font-semibold text-brand-800 underline underline-offset-2">
              FAQ
            </Link>{' '}
            or{' '}
            <Link to={paths.help} className="font-semibold text-brand-800 underline underline-offset-2">
              Help Center
            </Link>
            .
          </p>
        </section>
      </PageBody>
    </>
  );
}
