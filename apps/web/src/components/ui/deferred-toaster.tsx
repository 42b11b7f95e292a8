import { lazy, Suspense, useEffect, useState } from 'react';
import { isToasterRequested, onToasterRequested } from '@/lib/toast';

const Toaster = lazy(() => import('./toaster'));

/** Mounts the toaster only once something asks for it (see lib/toast.ts). */
export function DeferredToaster() {
  const [mounted, setMounted] = useState(isToasterRequested);

  useEffect(() => {
    if (mounted) return;
    return onToasterRequested(() => setMounted(true));
  }, [mounted]);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
