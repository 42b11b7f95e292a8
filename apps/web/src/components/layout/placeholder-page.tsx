import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';
import { PageBody, PageHero } from './page';

/** A page whose feature arrives in a later issue: the right title and landmarks, and a way onward. */
export function PlaceholderPage({
  title,
  documentTitle,
  intro,
  children,
}: {
  title: string;
  documentTitle?: string;
  intro: ReactNode;
  children?: ReactNode;
}) {
  usePageTitle(documentTitle ?? title);
  return (
    <>
      <PageHero title={title}>{intro}</PageHero>
      <PageBody>{children}</PageBody>
    </>
  );
}
