/**
 * The layers of packages/server/src and the rules between them, checked in `npm test` by
 * src/__tests__/server/layers.test.ts (and by hand: `npx depcruise --config
 * packages/server/.dependency-cruiser.cjs packages/server/src`). A module may import its own layer
 * and the layers below it, never one above:
 *
 *   entry (routes, CLI, HTTP wiring, configuration) -> features -> repositories -> store
 *
 * Every module not named by the entry, repositories or store paths is a feature module.
 */
const src = '^packages/server/src/'

/** Each layer by the paths of its modules (regular expressions on paths from the repository root). */
const layers = {
  /** What starts the server or the CLI and what binds features to HTTP: nothing imports these but each other. */
  entry: [
    `${src}(server|cli|app|appOptions|registerAppJobHandlers)[.]ts$`,
    `${src}(cli|routes|config)/`,
    `${src}http/(?!(escapeHtml|acceptEncoding|rateLimits)[.]ts$)`,
    `${src}demo/demoRoutes[.]ts$`,
  ],
  /** The modules that own a table's SQL and that several features call. */
  repositories: [
    `${src}(accounts|activities|admin|developers|visitors)/`,
    `${src}(auth/sessionRows|jobs/jobRows|users/users)[.]ts$`,
    `${src}identity/(identityConflicts|mergeLog)[.]ts$`,
  ],
  /** The store, and the pure pieces every layer shares: domain values and rules, errors, ids, sealing. */
  store: [`${src}(store|domain|secrets)/`, `${src}(errors|ids|boundedCache|importFileError)[.]ts$`, `${src}http/(escapeHtml|acceptEncoding|rateLimits)[.]ts$`],
}

/** Imports that run up a layer and stay, each with its reason: from a module of `layer` to `to`. */
const exceptions = [
  {
    // The data migration that filled the rollups once ran the rebuild `devtrail` runs, so both
    // fill them alike; a copy of the rebuild inside the migration would be a second one to keep equal.
    layer: 'store',
    from: `${src}store/migrations/018_backfill_rollups[.]ts$`,
    to: `${src}stats/rebuildRollups[.]ts$`,
  },
]

/** The layers above each layer. */
const above = {
  features: ['entry'],
  repositories: ['entry', 'features'],
  store: ['entry', 'features', 'repositories'],
}

/** The paths of a layer's modules, as a rule's `from` or `to`. */
function pathsOf(layer) {
  if (layer !== 'features') return { path: layers[layer], pathNot: [] }
  return { path: src, pathNot: [...layers.entry, ...layers.repositories, ...layers.store] }
}

/** The rules that keep `layer` from importing `upper`: one for the layer, one per exception in it. */
function layerRules(layer, upper) {
  const rule = {
    name: `${layer}-not-to-${upper}`,
    severity: 'error',
    comment: `A ${layer} module imports a ${upper} module, up a layer: move what both need down (to domain/, say).`,
  }
  const own = exceptions.filter((exception) => exception.layer === layer)
  const from = pathsOf(layer)
  return [
    { ...rule, from: { ...from, pathNot: [...from.pathNot, ...own.map((exception) => exception.from)] }, to: pathsOf(upper) },
    ...own.map((exception) => ({ ...rule, from: { path: exception.from }, to: { ...pathsOf(upper), pathNot: [...pathsOf(upper).pathNot, exception.to] } })),
  ]
}

module.exports = {
  forbidden: [
    ...Object.entries(above).flatMap(([layer, uppers]) => uppers.flatMap((upper) => layerRules(layer, upper))),
    {
      name: 'jobs-not-to-clients',
      severity: 'error',
      comment: 'The job engine takes its handlers by registration and imports none of its clients.',
      from: { path: `${src}jobs/` },
      to: { path: `${src}(alerts|crm)/` },
    },
    {
      name: 'no-runtime-circle',
      severity: 'error',
      comment: 'A circle of imports with at least one import kept at run time (circles of type-only imports are allowed).',
      from: { path: src },
      to: { circular: true, via: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['__tests__', '[.]d[.]ts$'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
}
