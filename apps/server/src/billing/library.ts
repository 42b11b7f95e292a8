import type Stripe from 'stripe';

let library: Promise<typeof Stripe> | undefined;

/**
 * The official `stripe` library (about 4 MB of heap), imported at the first billing event or Stripe
 * call rather than at start: most requests never touch billing. Every use in the server goes
 * through here.
 */
export function stripeLibrary(): Promise<typeof Stripe> {
  library ??= import('stripe').then((module) => module.default);
  return library;
}
