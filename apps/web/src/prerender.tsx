/**
 * Build-time rendering of routes to static HTML (scripts/prerender.mjs). Same component tree as the
 * browser, with a StaticRouter instead of a BrowserRouter; waits for the lazily loaded page so the
 * HTML is complete. docs/decisions/landing-prerender.md says why and how the browser takes over.
 */
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { RootShell } from './app/routes/root';
import { SESSION_KEYS } from './lib/assessment-storage/session-keys';
import { pageTitle } from './lib/use-page-title';

export type PrerenderedRoute = {
  /** The pathname rendered, and the only one the HTML is shown on. */
  path: string;
  /** The page's title, for a page of its own (usePageTitle runs only in the browser). */
  title?: string;
  /**
   * Session-storage keys that change what the page first renders (a draft the page restores): while
   * one is there, the pre-render is not shown and React renders the page afresh.
   */
  unlessStored?: string[];
  /**
   * Forms on the page: until React has taken it over, its text fields are read-only, its buttons
   * aria-disabled and no form is sent (public/route-hint.js), so nothing typed is lost and no form is
   * sent natively (a password in the address bar). Browsers, and Playwright, wait for them.
   */
  lockUntilReady?: boolean;
};

/**
 * The pages whose first screen is in the HTML the server sends ("/" in index.html, the others in
 * dist/prerendered/<name>.html, apps/server/src/plugins/web.ts). Each must render without data from
 * the server or storage (the signed-in parts appear once React has the session).
 */
export const PRERENDERED_ROUTES: readonly PrerenderedRoute[] = [
  { path: '/' },
  {
    path: '/assessment',
    title: pageTitle('Assessment'),
    unlessStored: [SESSION_KEYS.draft],
    lockUntilReady: true,
  },
  { path: '/auth', title: pageTitle('Sign In'), lockUntilReady: true },
];

/**
 * The route's HTML, whole. React outlines a Suspense boundary that would take the HTML past
 * `progressiveChunkSize` bytes (a placeholder, and an inline script that swaps the content in later,
 * which the CSP forbids: script-src 'self'); without a limit every boundary is written in place.
 */
export async function renderToHtml(url: string): Promise<string> {
  const { prelude } = await prerender(
    <AppProvider>
      <StaticRouter location={url}>
        <RootShell />
      </StaticRouter>
    </AppProvider>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (/<script|<template/.test(html)) throw new Error(`${url} was pre-rendered with an inline script`);
  return html;
}
