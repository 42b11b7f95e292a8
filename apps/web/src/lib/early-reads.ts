import type { QueryKey } from '@tanstack/react-query';
import { buildUrl, peekEarlyGet, type Query } from './api-client';
import { queryClient } from './query-client';

/** One of a page's first-screen queries, with the API read it makes (path and query as for `api.get`). */
export type EarlyQuery = {
  path: string;
  query?: Query;
  queryKey: QueryKey;
  queryFn: () => Promise<unknown>;
};

/**
 * Puts the answers of the reads public/route-hint.js started from <head> into the page's queries,
 * for a page's lazy load to wait on (src/app/router.tsx) so that the page's first render already
 * has its data: its first paint shows the content, not 'Loading…' followed by a second, blocking
 * render once the answers are taken. A data answer that arrives after React's first render is a
 * render outside the first (time-sliced) one, a long task on a phone.
 *
 * Never waits for the network: only answers already in (route-hint.js marks them `arrived`), and
 * only successful ones. A read still on its way, or a refusal (signed out: 401), is left where it
 * is for the page's own query to take and handle as before.
 */
export function seedQueries(queries: EarlyQuery[]): Promise<void> {
  const seeded: Promise<unknown>[] = [];
  for (const { path, query, queryKey, queryFn } of queries) {
    const early = peekEarlyGet(buildUrl(path, query));
    if (!early?.arrived) continue;
    seeded.push(
      early.response.then(
        (response) => (response.ok ? queryClient.prefetchQuery({ queryKey, queryFn }) : undefined),
        () => undefined,
      ),
    );
  }
  return Promise.all(seeded).then(() => undefined);
}
