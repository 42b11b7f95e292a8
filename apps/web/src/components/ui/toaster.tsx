import { TOAST } from '@physiomate/shared';
import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { toasterMounted } from '@/lib/toast';

/** App-wide toast settings (top right, 92 px from the top, 5 s, close button, one at a time: docs/decisions/product-texts.md). */
export default function Toaster() {
  useEffect(() => {
    toasterMounted();
  }, []);
  return (
    <Sonner
      position="top-right"
      offset={{ top: TOAST.offsetPx }}
      mobileOffset={{ top: TOAST.offsetPx }}
      duration={TOAST.durationMs}
      visibleToasts={TOAST.visible}
      closeButton
      theme="light"
      richColors
    />
  );
}
