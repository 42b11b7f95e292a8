import { PRODUCT_SLUG } from '@physiomate/shared';

/** Every route path of the web app, in one place. Use these instead of string literals. */
export const paths = {
  home: '/',
  auth: '/auth',
  signUp: '/auth?tab=signup',
  assessment: '/assessment',
  results: '/results',
  result: (assessmentId: string) => `/results/${encodeURIComponent(assessmentId)}`,
  myAssessments: `/${PRODUCT_SLUG}`,
  myRehab: '/my-rehab',
  settings: '/settings',
  billing: '/settings#billing',
  pricing: '/pricing',
  success: '/success',
  testCheckout: '/test-checkout',
  testPortal: '/test-portal',
  about: '/about',
  contact: '/contact',
  help: '/help',
  faq: '/faq',
  privacy: '/privacy',
  terms: '/terms',
  disclaimer: '/disclaimer',
} as const;

/** Router patterns (where they differ from the link targets above). */
export const routePatterns = {
  result: '/results/:assessmentId',
} as const;

/** Linked from elsewhere on the web but not built yet: they show the shared not-found screen. */
export const placeholderPaths = ['/team', '/careers', '/blog', '/guides'] as const;
