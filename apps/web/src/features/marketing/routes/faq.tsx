import { PRODUCT_NAME, TIER_RULES } from '@physiomate/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageBody, PageHero } from '@/components/layout/page';
import { Accordion, AccordionItem } from '@/components/ui/accordion';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';

const faqs: { q: string; a: ReactNode }[] = [
  {
    q: `What is ${PRODUCT_NAME}?`,
    a: `${PRODUCT_NAME} is a guided self-assessment for people in pain. You describe your symptoms and mark where it hurts, and you receive a personalised plan with a summary, gentle exercises, lifestyle advice and suggested tools.`,
  },
  {
    q: `Does ${PRODUCT_NAME} replace a physiotherapist or doctor?`,
    a: (
      <>
        No. {PRODUCT_NAME} gives general guidance and education; it cannot examine you or make a diagnosis.
        Use it alongside professional care, and see a health professional if your pain is severe, getting
        worse or not improving. See our <Link to={paths.disclaimer}>Medical Disclaimer</Link>.
      </>
    ),
  },
  {
    q: 'Do I need an account?',
    a: 'No. You can complete an assessment and see your recommendations without signing up. A free account lets you keep your assessment and come back to it later.',
  },
  {
    q: 'How long does an assessment take?',
    a: 'About 5 to 10 minutes. Most of that is describing your symptoms in your own words; the more detail you give, the more useful your plan.',
  },
  {
    q: 'What happens if my answers suggest something serious?',
    a: 'Your answers are checked for warning signs before any plan is shown. If we find one, we explain what to do now, such as contacting your doctor or emergency services, instead of suggesting exercises.',
  },
  {
    q: 'Is my health information private?',
    a: (
      <>
        Yes. Your symptoms and results are encrypted when stored, we never sell your data, and you can
        download or delete everything from Settings. Read the <Link to={paths.privacy}>Privacy Policy</Link>{' '}
        for details.
      </>
    ),
  },
  {
    q: 'What do the paid plans add?',
    a: (
      <>
        The Free plan keeps {TIER_RULES.free.maxAssessments} saved assessment and shows the first{' '}
        {TIER_RULES.free.visibleExercises} exercises of a plan. Pro keeps up to{' '}
        {TIER_RULES.pro.maxAssessments} and shows every exercise; Master has unlimited assessments. An AI chat
        about your assessment is planned for the paid plans. Paid plans are coming soon and cannot be bought
        online yet. See <Link to={paths.pricing}>Plans</Link>.
      </>
    ),
  },
  {
    q: 'What should I do if an exercise hurts?',
    a: 'Stop the exercise. Mild, short-lived discomfort can be normal when you start moving again, but sharp pain, pain that builds during the exercise, or pain that lasts into the next day is a sign to ease off and check with a health professional.',
  },
];

export default function FaqRoute() {
  usePageTitle('FAQ');
  return (
    <>
      <PageHero eyebrow="Support" title="Frequently Asked Questions">
        <p>Quick answers about how {PRODUCT_NAME} works, your privacy and your plan.</p>
      </PageHero>
      <PageBody>
        <Accordion
          type="single"
          collapsible
          className="rounded-2xl border border-slate-200 bg-white px-5 shadow-sm sm:px-7 [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline"
        >
          {faqs.map((item, index) => (
            <AccordionItem key={item.q} value={`q${index + 1}`} question={item.q}>
              {item.a}
            </AccordionItem>
          ))}
        </Accordion>
        <p className="mt-8 leading-7 text-slate-700">
          Still have a question?{' '}
          <Link to={paths.contact} className="font-semibold text-brand-800 underline underline-offset-2">
            Contact us
          </Link>{' '}
          or visit the{' '}
          <Link to={paths.help} className="font-semibold text-brand-800 underline underline-offset-2">
            Help Center
          </Link>
          .
        </p>
      </PageBody>
    </>
  );
}
