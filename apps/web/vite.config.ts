/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const API_TARGET = process.env.PHYSIOMATE_API_URL ?? 'http://localhost:3000';
const proxy = { '/api': { target: API_TARGET, changeOrigin: false } };

/** Module that renders the landing page; preloaded so "/" doesn't wait on a second round trip. */
const LANDING_MODULE = 'src/features/marketing/routes/landing.tsx';

/**
 * Adds <link rel="modulepreload"> for the landing route's lazy chunk (and its imports) to index.html.
 * The chunk is small, and on "/" it removes a request waterfall (entry -> router -> route chunk).
 */
function preloadLandingRoute(): Plugin {
  return {
    name: 'physiomate:preload-landing-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const landing = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(LANDING_MODULE));
        if (!landing) return [];
        const files = new Set<string>([landing.fileName]);
        for (const imported of landing.imports) files.add(imported);
        const entryImports = new Set(
          chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]),
        );
        return [...files]
          .filter((file) => !entryImports.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * Routes whose lazy chunk (with its static imports) is worth fetching next to the entry rather than
 * after it has run: pathname (or prefix ending in '/') -> the route's module.
 */
const ROUTE_MODULES: Record<string, string> = {
  '/assessment': 'src/features/assessments/routes/assessment.tsx',
  '/auth': 'src/features/auth/routes/auth.tsx',
  '/pricing': 'src/features/billing/routes/pricing.tsx',
  '/privacy': 'src/features/marketing/routes/privacy.tsx',
  '/terms': 'src/features/marketing/routes/terms.tsx',
  '/results/': 'src/app/routes/results-page.tsx',
  '/physiomate': 'src/features/assessments/routes/my-assessments.tsx',
  '/my-rehab': 'src/features/rehab/routes/my-rehab.tsx',
  '/settings': 'src/app/routes/settings-page.tsx',
};

/**
 * Appends to public/route-hint.js (already loaded, tiny and blocking, in <head>) a map from pathname
 * to the current route's chunks, and adds <link rel="modulepreload"> for them: the route's code then
 * downloads alongside the entry instead of after it has run (one round trip less before first paint
 * on every page other than "/", whose chunk index.html preloads already). No inline script: the CSP
 * allows scripts from 'self' only.
 */
function preloadCurrentRoute(): Plugin {
  return {
    name: 'physiomate:preload-current-route',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entryFiles = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const map: Record<string, string[]> = {};
      for (const [route, module] of Object.entries(ROUTE_MODULES)) {
        const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(module));
        // A moved route module would silently lose its preload: fail the build instead.
        if (!chunk) this.error(`ROUTE_MODULES: no chunk for ${route} (${module}); update the map`);
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file) || entryFiles.has(file)) return;
          files.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
        };
        visit(chunk.fileName);
        map[route] = [...files];
      }
      const hint = readFileSync(fileURLToPath(new URL('./public/route-hint.js', import.meta.url)), 'utf8');
      const preload = `
// Added by the build (vite.config.ts, preloadCurrentRoute): the current route's chunks.
(function (routes, path) {
  var files = routes[path] || routes[path.replace(/[^/]*$/, '')];
  if (!files) return;
  for (var i = 0; i < files.length; i++) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = '/' + files[i];
    document.head.appendChild(link);
  }
})(${JSON.stringify(map)}, location.pathname.replace(/[/]+$/, '') || '/');
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
    preloadLandingRoute(),
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
    rolldownOptions: {
      // The shared package is plain constants and schemas: let unused modules (e.g. zod schemas) drop out.
      treeshake: {
        moduleSideEffects: (id: string) => !id.replaceAll('\\', '/').includes('/packages/shared/'),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 20,
            },
            {
              name: 'router',
              test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
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
  },
});
