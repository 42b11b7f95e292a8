import { BILLING_MESSAGES } from '@physiomate/shared';
import { FlaskConical } from 'lucide-react';

/** Says, unmissably, that nothing here takes a payment. */
export function TestModeBanner() {
  return (
    <p
      role="note"
      className="flex items-center gap-3 rounded-xl border-2 border-dashed border-amber-500 bg-amber-50 px-4 py-3 font-semibold text-amber-950"
    >
      <FlaskConical aria-hidden="true" className="size-5 shrink-0" />
      {BILLING_MESSAGES.testModeLabel}
    </p>
  );
}
