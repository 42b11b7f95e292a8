import type { BillingModeName, BillingState } from '@physiomate/shared';
import { api } from '@/lib/api-client';

export const billingKeys = {
  state: ['billing'] as const,
  availability: ['billing', 'availability'] as const,
};

export const getBilling = () => api.get<BillingState>('/billing');
export const getAvailability = () => api.get<{ mode: BillingModeName }>('/billing/availability');
/** The success page's read: with Stripe the server reads the subscription from Stripe first. */
export const syncBilling = () => api.post<BillingState>('/billing/sync');
export const createCheckout = () => api.post<{ url: string }>('/billing/create-checkout', { plan: 'pro' });
export const openPortal = () => api.post<{ url: string }>('/billing/customer-portal');
export const testPay = () => api.post<{ url: string }>('/billing/test/pay');
export const testSetCancel = (cancelAtPeriodEnd: boolean) =>
  api.post<BillingState>('/billing/test/subscription', { cancelAtPeriodEnd });
