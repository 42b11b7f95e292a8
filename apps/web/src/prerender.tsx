/**
 * Build-time rendering of a route to static HTML (used for the landing page, see scripts/prerender.mjs).
 * Same component tree as the browser, with a StaticRouter instead of a BrowserRouter; waits for the
 * lazily loaded page so the HTML is complete.
 */
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { RootShell } from './app/routes/root';

export async function renderToHtml(url: string): Promise<string> {
  const { prelude } = await prerender(
    <AppProvider>
      <StaticRouter location={url}>
        <RootShell />
      </StaticRouter>
    </AppProvider>,
  );
  return new Response(prelude).text();
}
