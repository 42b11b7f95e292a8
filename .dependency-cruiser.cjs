/**
 * Module boundaries of the web app, checked by `npm run check` (`npm run lint:deps`).
 * - A feature (apps/web/src/features/<name>) owns its API, hooks and screens; it never imports another
 *   feature. What several features need lives in src/components or src/lib; src/app composes features.
 * - Shared code (components, lib, config) never imports a feature.
 * - No import cycles anywhere in the web app, the server or the packages (a dynamic import counts: the
 *   server's admin socket and CLI once imported each other through one).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cross-feature-imports',
      comment:
        'A feature imports only itself, src/components, src/lib and src/config; compose features in src/app.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'no-feature-imports-from-shared-code',
      comment: 'src/components, src/lib and src/config are shared by every feature and import none of them.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib|config)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'no-circular',
      comment: 'Import cycles make load order matter and features impossible to split.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'apps/web/tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
