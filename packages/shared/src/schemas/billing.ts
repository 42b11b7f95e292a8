import { z } from 'zod';
import { BILLING_MODES, TIERS } from '../constants.ts';

/** What create-checkout takes (`{ plan: 'pro' }`). */
export const createCheckoutSchema = z.object({ plan: z.literal('pro') });
export const billingUrlSchema = z.object({ url: z.string() });

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
