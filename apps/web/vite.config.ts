/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const API_TARGET = process.env.PHYSIOMATE_API_URL ?? 'http://localhost:3000';
const proxy = { '/api': { target: API_TARGET, changeOrigin: false } };

/** React's start, a chunk of its own: main.tsx imports it (see there for when). */
const BOOT_MODULE = 'src/boot.tsx';

/**
 * Routes whose lazy chunks (with their static imports) are worth fetching next to the entry rather
 * than after it has run: pathname (or prefix ending in '/') -> the route's module, after the lazy app
 * layout for the pages inside it (else the page's code waited for the layout's round trip).
 */
const APP_LAYOUT = 'src/app/routes/app-layout.tsx';
/** The app layout's static imports, each a file of 0.4 to 3 KB on its own (see codeSplitting below). */
const APP_CORE = new RegExp(
  [
    '/node_modules/@tanstack/',
    '/apps/web/src/app/routes/app-layout\\.tsx$',
    '/apps/web/src/lib/(api-client|query-client|early-reads)\\.ts$',
    '/apps/web/src/lib/assessment-storage/(save-rules|session-keys|safety)\\.ts$',
    '/apps/web/src/features/assessments/api/(assessments-api|save-assessment)\\.ts$',
    '/apps/web/src/features/assessments/components/save-pending-assessment\\.tsx$',
    '/apps/web/src/features/settings/(lib/email-change\\.ts|components/email-change-notice\\.tsx)$',
    '/packages/shared/src/(messages/assessments|clinical/safety-questions)\\.ts$',
  ].join('|'),
);
/** Radix's parts shared by its primitives, and the collapsible (results page): vendor group 'radix'. */
const RADIX_BASE = new RegExp(
  `[\\\\/]node_modules[\\\\/]@radix-ui[\\\\/](${[
    'primitive',
    'react-slot',
    'react-context',
    'react-primitive',
    'react-compose-refs',
    'react-id',
    'react-presence',
    'react-collapsible',
    'react-use-controllable-state',
    'react-use-effect-event',
    'react-use-layout-effect',
    'react-use-callback-ref',
  ].join('|')})[\\\\/]`,
);
/** Radix's tabs and what they add to the common parts (Settings): vendor group 'radix-tabs'. */
const RADIX_TABS =
  /[\\/]node_modules[\\/]@radix-ui[\\/](react-tabs|react-roving-focus|react-collection|react-direction|react-use-is-hydrated)[\\/]/;
/** Small modules shared by the signed-in pages (see codeSplitting below): group 'app-ui'. */
const APP_UI = new RegExp(
  [
    '/apps/web/src/components/ui/(card|avatar|lazy-confirm-dialog)\\.tsx?$',
    '/apps/web/src/components/layout/page\\.tsx$',
    '/apps/web/src/lib/(avatar|format-date|viewer)\\.ts$',
  ].join('|'),
);
/**
 * What a saved result and the assessment share beyond app-core (how a result is shown, what the
 * engine understood and its editor, the body regions' names): group 'assessment-shared'.
 */
const ASSESSMENT_SHARED = new RegExp(
  [
    '/apps/web/src/features/assessments/lib/(result-view|draft-storage)\\.ts$',
    '/apps/web/src/features/assessments/body-diagram/selection\\.ts$',
    '/apps/web/src/(lib/understood\\.ts|components/understood-editor\\.tsx)$',
    '/packages/shared/src/(clinical/taxonomy|engine-version|exercise-talk)\\.ts$',
  ].join('|'),
);
const ROUTE_MODULES: Record<string, string[]> = {
  '/assessment': [APP_LAYOUT, 'src/features/assessments/routes/assessment.tsx'],
  '/auth': [APP_LAYOUT, 'src/features/auth/routes/auth.tsx'],
  '/pricing': ['src/features/billing/routes/pricing.tsx'],
  '/privacy': ['src/features/marketing/routes/privacy.tsx'],
  '/terms': ['src/features/marketing/routes/terms.tsx'],
  '/results/': [APP_LAYOUT, 'src/app/routes/results-page.tsx'],
  '/physiomate': [APP_LAYOUT, 'src/features/assessments/routes/my-assessments.tsx'],
  '/my-rehab': [APP_LAYOUT, 'src/features/rehab/routes/my-rehab.tsx'],
  '/settings': [APP_LAYOUT, 'src/app/routes/settings-page.tsx'],
};

/**
 * Appends to public/route-hint.js (already loaded, tiny and blocking, in <head>) the boot chunk's
 * files and a map from pathname to the current route's chunks and their stylesheets, and adds
 * <link rel="modulepreload"> (rel="preload" as="style" for a stylesheet) for them: React and the
 * page's code then download alongside the entry instead of after it has run.
 *
 * On a page whose pre-rendered HTML is shown (route-hint.js marks it data-prerender-shown), not at
 * once: it paints before any of its JavaScript is fetched, and a download started before the first
 * paint delays it on a phone's network. There the links are added by src/main.tsx once the page has
 * painted, through window.physiomatePreloadRoute. No inline script: the CSP allows scripts from
 * 'self' only.
 */
function preloadCurrentRoute(): Plugin {
  return {
    name: 'physiomate:preload-current-route',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const chunkOf = (module: string) =>
        chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(module));
      /** `file` and its static imports, leaving out those in `skip`. */
      const closure = (file: string, skip: Set<string>, into = new Set<string>()) => {
        if (into.has(file) || skip.has(file)) return into;
        into.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) closure(imported, skip, into);
        return into;
      };
      const entry = new Set<string>();
      for (const c of chunks.filter((c) => c.isEntry)) closure(c.fileName, new Set(), entry);
      const boot = chunkOf(BOOT_MODULE);
      if (!boot) this.error(`no chunk for ${BOOT_MODULE}`);
      const bootFiles = closure(boot.fileName, entry);
      const loaded = new Set([...entry, ...bootFiles]);
      const map: Record<string, string[]> = {};
      for (const [route, modules] of Object.entries(ROUTE_MODULES)) {
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = chunkOf(module);
          // A moved route module would silently lose its preload: fail the build instead.
          if (!chunk) this.error(`ROUTE_MODULES: no chunk for ${route} (${module}); update the map`);
          closure(chunk.fileName, loaded, files);
        }
        // The chunks' own stylesheets too: a lazy chunk's import waits for its CSS, which the
        // browser otherwise only asks for once the chunk has run (a round trip before the page shows).
        const css = new Set<string>();
        for (const file of files)
          for (const sheet of byFile.get(file)?.viteMetadata?.importedCss ?? []) css.add(sheet);
        map[route] = [...files, ...css];
      }
      // Every chunk is in assets/: the map leaves the folder out (the script is on every page).
      const short = (files: Iterable<string>) =>
        [...files].map((file) => {
          if (!file.startsWith('assets/')) this.error(`preloadCurrentRoute: ${file} is not in assets/`);
          return file.slice('assets/'.length);
        });
      for (const route of Object.keys(map)) map[route] = short(map[route] ?? []);
      const hint = readFileSync(fileURLToPath(new URL('./public/route-hint.js', import.meta.url)), 'utf8');
      const preload = `
// Added by the build (vite.config.ts, preloadCurrentRoute): React's chunks and the current route's.
(function (boot, routes, path) {
  var prefix = path.replace(/[^/]*$/, '');
  var files = boot.concat(routes[path] || (prefix !== '/' && routes[prefix]) || []);
  function preload() {
    for (var i = 0; i < files.length; i++) {
      var link = document.createElement('link');
      if (/[.]css$/.test(files[i])) {
        link.rel = 'preload';
        link.as = 'style';
      } else {
        link.rel = 'modulepreload';
        link.crossOrigin = '';
      }
      link.href = '/assets/' + files[i];
      document.head.appendChild(link);
    }
  }
  if (document.documentElement.hasAttribute('data-prerender-shown')) window.physiomatePreloadRoute = preload;
  else preload();
})(${JSON.stringify(short(bootFiles))}, ${JSON.stringify(map)}, location.pathname.replace(/[/]+$/, '') || '/');
`;
      // A syntax error here would break every page: fail the build instead.
      new Function(hint + preload);
      this.emitFile({ type: 'asset', fileName: 'route-hint.js', source: hint + preload });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    preloadCurrentRoute(),
    // Hashed assets ship with .br and .gz twins, served as they are (best compression, no CPU per
    // request). index.html is left out: it is pre-rendered after this step.
    compression({
      include: /\.(js|css|svg)$/,
      threshold: 1024,
      algorithms: ['brotliCompress', 'gzip'],
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    // Every browser the app supports has <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The shared package is plain constants and schemas: let unused modules (e.g. zod schemas) drop out.
      treeshake: {
        moduleSideEffects: (id: string) => !id.replaceAll('\\', '/').includes('/packages/shared/'),
      },
      output: {
        codeSplitting: {
          // React and the router in one long-cached chunk: every page needs both before it can
          // render, and one request fewer matters on a phone's network.
          groups: [
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            // The app layout and what it loads before any app page can render (TanStack Query, the
            // API client, the saved-assessment rules) in one chunk rather than eleven: every app page
            // (/assessment, /auth, the signed-in pages) needs all of it, and over HTTP/1.1 a browser
            // fetches six files at a time, a round trip each. Only these modules, not what they
            // import (includeDependenciesRecursively): their imports shared with the landing page
            // (packages/shared's constants, button, paths) stay out of it. Not on the landing page.
            {
              name: 'app-core',
              test: (id: string) => APP_CORE.test(id.replaceAll('\\', '/')),
              includeDependenciesRecursively: false,
              priority: 20,
            },
            // The signed-in pages fetch their code over HTTP/1.1, six files at a time and a round trip
            // each on a phone's network: the small files that several of them share, which the
            // default split left as files of 0.2 to 3 KB each, are grouped below (fewer requests
            // before the page can paint; none of them is on the landing page).
            // Radix's common parts (slot, context, presence, ...) and the collapsible: each Radix
            // package was a file of its own, three to five of them before a page with one could render.
            {
              name: 'radix',
              test: RADIX_BASE,
              priority: 15,
            },
            // Tabs (Settings) with what only they and the menus use: kept out of 'radix' so that the
            // results page does not fetch them.
            {
              name: 'radix-tabs',
              test: RADIX_TABS,
              priority: 15,
            },
            // lucide-react's icon factory and the icons: one file instead of one per icon shared
            // between pages (the landing page draws its own, see landing-icons.tsx).
            {
              name: 'icons',
              test: /[\\/]node_modules[\\/]lucide-react[\\/]/,
              priority: 15,
            },
            // Four files of 1 to 3.5 KB before a saved result could render (three on /assessment).
            {
              name: 'assessment-shared',
              test: (id: string) => ASSESSMENT_SHARED.test(id.replaceAll('\\', '/')),
              includeDependenciesRecursively: false,
              priority: 15,
            },
            // The small pieces of the signed-in pages' layout and formatting, each 0.2 to 0.7 KB.
            {
              name: 'app-ui',
              test: (id: string) => APP_UI.test(id.replaceAll('\\', '/')),
              includeDependenciesRecursively: false,
              priority: 15,
            },
          ],
        },
      },
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    // Unit tests run in Node; component tests (*.test.tsx) ask for jsdom in their first line.
    environment: 'node',
    setupFiles: ['src/testing/setup.ts'],
    // From Node 25 on, Node has a localStorage of its own that is undefined without
    // --localstorage-file; present on the global, it keeps jsdom's from being installed, and every
    // component test failed on Node 26 (the LTS line) at localStorage.clear(). Off, jsdom's is used.
    // The flag exists from Node 22.4, below the minimum in package.json.
    execArgv: ['--no-experimental-webstorage'],
  },
});
