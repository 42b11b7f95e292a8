import type { ReactNode } from 'react';
import { PageBody, PageHero } from '@/components/layout/page';
import { usePageTitle } from '@/lib/use-page-title';

export type PolicySection = { title: string; body: ReactNode };

/** Long-form legal page: title band, "last updated" line, numbered sections. */
export function PolicyPage({
  title,
  documentTitle,
  lastUpdated,
  intro,
  sections,
  children,
}: {
  title: string;
  documentTitle?: string;
  lastUpdated: string;
  intro?: ReactNode;
  sections: readonly PolicySection[];
  children?: ReactNode;
}) {
  usePageTitle(documentTitle ?? title);
  return (
    <>
      <PageHero eyebrow="Legal" title={title}>
        <p className="text-base text-slate-600">{lastUpdated}</p>
        {intro ? <div className="mt-3">{intro}</div> : null}
      </PageHero>
      <PageBody>
        <div className="prose-page">
          {sections.map((section, index) => (
            <section key={section.title} aria-labelledby={`section-${index + 1}`}>
              <h2 id={`section-${index + 1}`}>
                {index + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
        {children}
      </PageBody>
    </>
  );
}
