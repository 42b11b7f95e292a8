import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { SavePendingAssessment } from '@/features/assessments/components/save-pending-assessment';
import { EmailChangeNotice } from '@/features/settings/components/email-change-notice';
import { afterFirstPaint } from '@/lib/after-first-paint';
import { queryClient } from '@/lib/query-client';
import { requestToaster } from '@/lib/toast';

/** Layout for the interactive app areas (auth, assessment, results, account): data fetching and toasts. */
export default function AppLayout() {
  // The app areas are likely to toast: the toaster loads in advance, once the page has painted.
  useEffect(() => afterFirstPaint(requestToaster), []);
  return (
    <QueryClientProvider client={queryClient}>
      <SavePendingAssessment />
      <EmailChangeNotice />
      <Outlet />
    </QueryClientProvider>
  );
}
