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
