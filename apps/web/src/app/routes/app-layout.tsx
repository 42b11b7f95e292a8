import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { SavePendingAssessment } from '@/features/assessments/components/save-pending-assessment';
import { EmailChangeNotice } from '@/features/settings/components/email-change-notice';
import { queryClient } from '@/lib/query-client';
import { requestToaster } from '@/lib/toast';

/** Layout for the interactive app areas (auth, assessment, results, account): data fetching and toasts. */
export default function AppLayout() {
  useEffect(() => {
    requestToaster();
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <SavePendingAssessment />
      <EmailChangeNotice />
      <Outlet />
    </QueryClientProvider>
  );
}
