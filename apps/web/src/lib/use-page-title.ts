import { PRODUCT_NAME } from '@physiomate/shared';
import { useEffect } from 'react';

export function pageTitle(title?: string): string {
  return title ? `${title} | ${PRODUCT_NAME}` : `${PRODUCT_NAME}: guided self-assessment for pain`;
}

/** Sets document.title for the current page. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
