/// <reference types="vitest/config" />
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

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    preloadLandingRoute(),
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
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
