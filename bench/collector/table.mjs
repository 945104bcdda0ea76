// The collector bench's table: each case as a ratio to the bare route of the same run, against
// the targets (SQLite >= 0.5 of bare with 0 non-2xx; PostgreSQL with 1 worker >= 0.3; 2 workers
// >= 1.6x one worker; p99 under 100 ms at 200 connections).

const TARGETS = { sqlite: 0.5, postgres: 0.3, twoWorkers: 1.6, p99Ms: 100 }

function round(value, digits = 2) {
  const scale = 10 ** digits
  return Math.round(value * scale) / scale
}

/** One row per case: store, workers, events per request, connections, events/s, p99, ratios and whether the targets are met. */
export function resultRows(results) {
  const find = (server, workers, shape) =>
    results.find((each) => each.server === server && each.workers === workers && each.events === shape.events && each.connections === shape.connections)
  return results.map((result) => {
    const bare = find('bare', 1, result)
    const oneWorker = find(result.server, 1, result)
    const ofBare = bare && bare.events_per_s > 0 ? round(result.events_per_s / bare.events_per_s) : null
    const ofOneWorker = result.workers > 1 && oneWorker && oneWorker.events_per_s > 0 ? round(result.events_per_s / oneWorker.events_per_s) : null
    const checks = []
    if (result.server === 'sqlite') checks.push(ofBare !== null && ofBare >= TARGETS.sqlite && result.non_2xx === 0 && result.errors === 0)
    if (result.server === 'postgres' && result.workers === 1) checks.push(ofBare !== null && ofBare >= TARGETS.postgres && result.non_2xx === 0)
    if (result.server === 'postgres' && result.workers === 2) checks.push(ofOneWorker !== null && ofOneWorker >= TARGETS.twoWorkers)
    if (result.server !== 'bare' && result.connections === 200) checks.push(result.latency_ms.p99 < TARGETS.p99Ms)
    return {
      server: result.server,
      workers: result.workers,
      events_per_request: result.events,
      connections: result.connections,
      events_per_s: result.events_per_s,
      p99_ms: result.latency_ms.p99,
      non_2xx: result.non_2xx + result.errors,
      of_bare: ofBare,
      of_one_worker: ofOneWorker,
      rss_mb: result.rss_mb,
      target: checks.length === 0 ? '' : checks.every(Boolean) ? 'met' : 'missed',
    }
  })
}
