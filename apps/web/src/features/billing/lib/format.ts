/** Billing dates as the plans are described: '12 March 2027'. */
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

export function formatBillingDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : day.format(date);
}

/** An amount in the currency's smallest unit ('$4.99'). */
export function formatAmount(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
      amount / 100,
    );
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

const STATUS_LABELS: Record<string, string> = {
  paid: 'Paid',
  failed: 'Payment failed',
  open: 'Open',
  void: 'Void',
  uncollectible: 'Uncollectible',
};
export const invoiceStatusLabel = (status: string) => STATUS_LABELS[status] ?? status;

/** Goes to a URL the server gave: ours within the app, Stripe's as a full page load. */
export function goTo(url: string, navigate: (to: string) => void): void {
  if (url.startsWith('/')) navigate(url);
  else window.location.assign(url);
}
