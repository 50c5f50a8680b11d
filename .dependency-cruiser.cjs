/**
 * Import-cycle check over every app and package (`npm run lint:deps`, part of `npm test`).
 * Module boundaries themselves are enforced by eslint-plugin-boundaries in eslint.config.js.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import cycle ties modules together: break it (move the shared part down). Type-only ' +
        'links (route factories naming the AppContext type) vanish at run time and are not counted ' +
        'until the wiring contract replaces AppContext.',
      from: {},
      to: {
        circular: true,
        dependencyTypesNot: ['type-only'],
        viaOnly: { dependencyTypesNot: ['type-only'] },
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '\\.test\\.tsx?$', 'test-kit\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
