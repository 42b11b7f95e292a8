/**
 * The results screen with what other features lend it: the chat dock (its own lazily loaded chunk,
 * fetched only when a pro or master user opens a saved result) and 'Add to My Rehab'. Composed here so
 * that no feature imports another.
 */
import { lazy, Suspense } from 'react';
import { matchPath } from 'react-router';
import { routePatterns } from '@/config/paths';
import { resultQuery } from '@/features/assessments/api/assessments-api';
import ResultsRoute, { type ResultsChat } from '@/features/assessments/routes/results';
import { hasConversation } from '@/features/chat/api/chat-api';
import { useAddToRehab } from '@/features/rehab/hooks/use-add-to-rehab';
import { seedQueries } from '@/lib/early-reads';

const ChatDock = lazy(() => import('@/features/chat/components/chat-dock'));

const chat: ResultsChat = {
  render: (props) => (
    <Suspense fallback={null}>
      <ChatDock {...props} />
    </Suspense>
  ),
  hasConversation,
};

/** For the router's lazy load: a saved result's answer already in from <head>, in its query. */
export function seedEarlyReads(): Promise<void> {
  const id = matchPath(routePatterns.result, window.location.pathname)?.params.assessmentId;
  return id ? seedQueries([resultQuery(id)]) : Promise.resolve();
}

export default function ResultsPage() {
  return <ResultsRoute chat={chat} useAddToRehab={useAddToRehab} />;
}
