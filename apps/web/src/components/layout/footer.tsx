import { COPYRIGHT_YEAR, PRODUCT_NAME } from '@physiomate/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { BrandMark } from './brand';

const groups = [
  {
    title: 'Product',
    links: [
      { to: paths.assessment, label: 'Start an Assessment' },
      { to: paths.pricing, label: 'Plans & Pricing' },
      { to: paths.about, label: `About ${PRODUCT_NAME}` },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: paths.help, label: 'Help Center' },
      { to: paths.faq, label: 'FAQ' },
      { to: paths.contact, label: 'Contact Us' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: paths.privacy, label: 'Privacy Policy' },
      { to: paths.terms, label: 'Terms of Service' },
      { to: paths.disclaimer, label: 'Medical Disclaimer' },
    ],
  },
] as const;

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div>
          <p className="flex items-center gap-2.5 text-lg font-bold text-ink">
            <BrandMark />
            {PRODUCT_NAME}
          </p>
          <p className="mt-3 max-w-xs leading-7 text-slate-700">
            Guided self-assessment and a personal plan for people in pain. We support your care; we
            don&rsquo;t replace it.
          </p>
        </div>
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">{group.title}</h2>
            <ul className="mt-3 space-y-1">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-flex min-h-10 items-center text-slate-700 hover:text-brand-800 hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-slate-600 sm:px-6 md:flex-row md:justify-between">
          <p>
            &copy; {COPYRIGHT_YEAR} {PRODUCT_NAME}. All rights reserved.
          </p>
          <p>In an emergency, call your local emergency number.</p>
        </div>
      </div>
    </footer>
  );
}
