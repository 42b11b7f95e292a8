import { PRODUCT_NAME } from '@physiomate/shared';
import { Link } from 'react-router';
import { PageBody, PageHero } from '@/components/layout/page';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';

const values = [
  {
    title: 'Supportive, not a substitute',
    text: `${PRODUCT_NAME} helps you make sense of everyday aches and take sensible first steps. It does not diagnose, and it never replaces a physiotherapist, doctor or other health professional.`,
  },
  {
    title: 'Safety before exercise',
    text: 'Before any plan is shown, your answers are checked for warning signs that need medical attention. If we spot one, we tell you what to do instead of suggesting exercises.',
  },
  {
    title: 'Private by design',
    text: 'Your health information belongs to you. It is encrypted when stored, never sold, and you can download or delete it at any time.',
  },
  {
    title: 'Plain language',
    text: 'No jargon and no scare tactics: clear explanations, realistic expectations and gentle, step-by-step exercises.',
  },
] as const;

export default function AboutRoute() {
  usePageTitle('About');
  return (
    <>
      <PageHero eyebrow="About us" title={`About ${PRODUCT_NAME}`}>
        <p>
          Pain is common, confusing and often lonely. {PRODUCT_NAME} gives you a calm, structured way to
          describe what you feel and practical guidance you can start using today.
        </p>
      </PageHero>
      <PageBody>
        <div className="prose-page">
          <h2>What we do</h2>
          <p>
            You describe your symptoms in your own words and mark where it hurts. {PRODUCT_NAME} turns that
            into a personalised plan: a short summary of what may be going on, what your recovery should focus
            on, gentle exercises with clear instructions, lifestyle advice and tools that may help.
          </p>
          <h2>Supporting your care, not replacing it</h2>
          <p>
            {PRODUCT_NAME} is a self-help and education tool. It is designed to support the care you receive
            from health professionals, to help you prepare for an appointment, and to keep you moving safely
            while you recover. It cannot examine you, and it is not a diagnosis. If your pain is severe,
            getting worse, or comes with other symptoms such as numbness, weakness, fever or loss of bladder
            or bowel control, please see a health professional promptly.
          </p>
        </div>
        <h2 className="mt-12 text-2xl font-semibold text-ink">What we stand for</h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2">
          {values.map((value) => (
            <li key={value.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-ink">{value.title}</h3>
              <p className="mt-2 leading-7 text-slate-700">{value.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col gap-3 sm:flex-row">
          <Link to={paths.assessment} className={buttonClasses('primary', 'lg')}>
            Start an Assessment
          </Link>
          <Link to={paths.disclaimer} className={buttonClasses('outline', 'lg')}>
            Read the Medical Disclaimer
          </Link>
        </div>
      </PageBody>
    </>
  );
}
