import { z } from 'zod';
import { TIERS } from '../constants.ts';

/** Every user-facing message of billing (docs/decisions/product-texts.md, docs/decisions/billing.md). */
export const BILLING_MESSAGES = {
  checkoutFailed: 'Failed to start checkout.',
  portalFailed: 'Failed to open billing portal.',
  cancelBeforeDeleteFailed:
    'We could not cancel your Pro subscription with our payment provider, so your account was not deleted. Please try again in a few minutes.',
  alreadyPro: 'You are already on a paid plan. Use Manage subscription to change it.',
  noSubscription: 'There is no subscription to manage yet.',
  upgradesOff: 'Upgrades are not available on this server.',
  masterComingSoon: 'Coming soon',
  noHistory: 'No billing history available',
  testModeLabel: 'Test mode: no payment is taken',
  successTitle: 'Congratulations!',
  successLead: "You're now a Pro member!",
  // 'Priority support' would have nothing behind it: Pro's real third benefit instead (docs/decisions/product-texts.md).
  successBenefits: [
    '5 assessment limit',
    'AI conversation feature',
    'Every recommended exercise in your plans',
  ],
  successWaiting: 'Confirming your payment…',
  successSlow:
    'Your payment is still being confirmed. This page will update by itself; you can also come back later from Settings.',
  chatReadOnly:
    'Your Pro plan has ended, so this conversation is read-only. Upgrade to Pro to continue the conversation.',
} as const;

/** What create-checkout takes (`{ plan: 'pro' }`). */
export const createCheckoutSchema = z.object({ plan: z.literal('pro') });
export const billingUrlSchema = z.object({ url: z.string() });

export const BILLING_MODES = ['stripe', 'test', 'off'] as const;
export type BillingModeName = (typeof BILLING_MODES)[number];

export const billingAvailabilitySchema = z.object({ mode: z.enum(BILLING_MODES) });

export const invoiceSchema = z.object({
  id: z.string(),
  date: z.string(),
  /** In the currency's smallest unit (cents). */
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  url: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** The user's plan as billing sees it, for Settings, /success and the test-mode portal. */
export const billingStateSchema = z.object({
  mode: z.enum(BILLING_MODES),
  tier: z.enum(TIERS),
  subscription: z
    .object({
      status: z.string(),
      currentPeriodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
    })
    .nullable(),
  /** Whether 'Manage subscription' has something to open (a billing customer exists). */
  canManage: z.boolean(),
  invoices: z.array(invoiceSchema),
});
export type BillingState = z.infer<typeof billingStateSchema>;

/** The test-mode portal: cancel at the end of the period, or resume. */
export const testSubscriptionChangeSchema = z.object({ cancelAtPeriodEnd: z.boolean() });
