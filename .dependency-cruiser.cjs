/**
 * Architecture boundaries (CONVENTIONS habit 8). `npm run lint` runs these, then the feature-level
 * rules of .dependency-cruiser-features.cjs over the features alone.
 */
module.exports = {
  forbidden: [
    {
      name: 'shared-is-standalone',
      comment: 'packages/shared is imported by both apps and imports nothing from them.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-stay-apart',
      comment: 'The server and the web app meet only in packages/shared.',
      severity: 'error',
      from: { path: '^apps/(server|web)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'no-feature-internals',
      comment:
        "A feature may use another feature only through that feature's index.ts (its public surface), never its internals.",
      severity: 'error',
      from: { path: '^apps/([^/]+)/src/features/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '^apps/$1/src/features/[^/]+/',
        pathNot: ['^apps/$1/src/features/$2/', '^apps/$1/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'no-feature-internals-in-tests',
      comment:
        "A feature's tests may also use another feature's test data (`testing.ts`), nothing else of it.",
      severity: 'error',
      from: { path: '^apps/([^/]+)/src/features/([^/]+)/.*\\.test\\.tsx?$' },
      to: {
        path: '^apps/$1/src/features/[^/]+/',
        pathNot: [
          '^apps/$1/src/features/$2/',
          '^apps/$1/src/features/[^/]+/index\\.tsx?$',
          '^apps/$1/src/features/[^/]+/testing\\.tsx?$',
        ],
      },
    },
    {
      name: 'server-lib-without-adapters',
      comment:
        "The server's lib/ is helpers for every layer and reaches no adapter: the composition root (src/deps.ts) chooses them, features and jobs use them (issue 34).",
      severity: 'error',
      from: { path: '^apps/server/src/lib/' },
      to: { path: '^apps/server/src/adapters/' },
    },
    {
      name: 'no-feature-imports-app',
      comment:
        "The app (router, frames, providers) composes the features; a feature never imports it back: what it needs from the frame or from a feature that uses it comes in through props or the router (issue 34). A feature's tests may still mount the app's router.",
      severity: 'error',
      from: { path: '^apps/([^/]+)/src/features/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^apps/$1/src/app/' },
    },
    {
      name: 'no-undeclared-dependency',
      comment:
        'Every package imported is declared in the package.json of its workspace or of the repository (issue 15: zod was imported by 37 files and declared nowhere, installed only as a peer of another library).',
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
