/**
 * Import rules checked by `npm run lint` (decision 062). File-level cycles in the API are refused
 * outright, type-only imports included: a type import still means one file cannot be read or
 * moved without the other. The apps never import each other, and shared imports no app.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-api-cycle',
      comment: 'A cycle between API files. Pass the thing in, or move what both need down a level.',
      severity: 'error',
      // The API's tests, fakes and bench too: they are read and moved like the code.
      from: { path: '^apps/api/' },
      to: { circular: true },
    },
    {
      name: 'api-imports-no-web',
      severity: 'error',
      from: { path: '^apps/api/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'web-imports-no-api',
      comment:
        'The web app talks to the API over HTTP (or app.inject), through shared contracts. The ' +
        'end-to-end harness starts the real API and its fakes, so it may import them.',
      severity: 'error',
      from: { path: '^apps/web/', pathNot: '^apps/web/e2e/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'shared-imports-no-app',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|build|build-analysis|\\.react-router|coverage)/' },
    // Type-only imports count: they were what tied every API file into one circle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
}
