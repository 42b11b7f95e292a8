import { PRODUCT_SLUG } from './constants.ts';

/**
 * The paths the web app has a page for. The server answers these with the app and 200; any other
 * path gets the same app (which shows 'Oops! Page not found') with a 404, so that search engines and
 * link checkers see a missing page as missing. The web app's route table must match (a test checks).
 */
export const WEB_PAGE_PATHS = [
  '/',
  '/auth',
  '/assessment',
  '/results',
  `/${PRODUCT_SLUG}`,
  '/my-rehab',
  '/settings',
  '/pricing',
  '/success',
  '/test-checkout',
  '/test-portal',
  '/about',
  '/contact',
  '/help',
  '/faq',
  '/privacy',
  '/terms',
  '/disclaimer',
] as const;

/** Patterns for pages with a parameter (React Router's `:name` segments). */
export const WEB_PAGE_PATTERNS = ['/results/:assessmentId'] as const;

const EXACT = new Set<string>(WEB_PAGE_PATHS);
const PATTERNS = WEB_PAGE_PATTERNS.map((pattern) => new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`));

/** Whether the web app has a page at this path (query and hash ignored; like the router, any case). */
export function isWebPage(url: string): boolean {
  let pathname = url.split(/[?#]/)[0] ?? '';
  pathname = pathname.toLowerCase();
  if (pathname.length > 1) pathname = pathname.replace(/\/+$/, '');
  return EXACT.has(pathname) || PATTERNS.some((pattern) => pattern.test(pathname));
}
