// Data-service reads while the collector ingests: one server process (the built server) on the
// seeded store takes a steady collector load (autocannon, 50 connections, 10 events a request)
// while sequential reads of activities and segment pages are timed against the same process.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { runLoad, visitorsOf } from '../collector/load.mjs'
import { startProcess } from '../collector/processes.mjs'

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** Starts a collector load on `databaseUrl` for `seconds` and times reads meanwhile; answers p50/p99 per read and the ingest rate. */
export async function readsDuringIngest({ dist, store, databaseUrl, seeded, developers, seconds = 15 }) {
  const { createAsset } = await import(pathToFileURL(join(dist, 'admin/assets.js')).href)
  const asset = await createAsset(store, { workspaceId: seeded.workspaceId, kind: 'docs', origins: ['*'] })
  const server = await startProcess([join(dist, 'server.js')], {
    DATABASE_URL: databaseUrl,
    TOKEN_SECRET: 'bench-token-secret-0123456789',
    RATE_LIMIT_COLLECTOR_IP: '0',
    RATE_LIMIT_COLLECTOR_CLIENT: '0',
    DEVTRAIL_RATE_LIMIT_MAX: '100000000',
  })
  try {
    const visitors = await visitorsOf(server.url, asset.client_id)
    const load = runLoad({ url: server.url, clientId: asset.client_id, visitors, addresses: ['127.0.0.1'], connections: 50, events: 10, duration: seconds })
    const random = (values) => values[Math.floor(Math.random() * values.length)]
    const reads = {
      'GET /developer/{id}/activities': () => `/developer/${random(seeded.developerIds)}/activities`,
      'GET /account/{id}/activities': () => `/account/${random(seeded.accountIds)}/activities`,
      'GET /segment/{id}/developers (random page)': () =>
        `/segment/${seeded.segments.developers}/developers?page=${1 + Math.floor(Math.random() * Math.ceil(developers / 100))}`,
    }
    const durations = Object.fromEntries(Object.keys(reads).map((name) => [name, []]))
    let failures = 0
    // reads start once the load runs and stop a second before it ends
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const until = Date.now() + (seconds - 2) * 1000
    while (Date.now() < until) {
      for (const [name, path] of Object.entries(reads)) {
        const started = performance.now()
        const answer = await fetch(server.url + path(), { headers: { 'x-api-key': seeded.key } })
        await answer.arrayBuffer()
        durations[name].push(performance.now() - started)
        if (answer.status !== 200) failures += 1
      }
    }
    const ingest = await load
    const round = (value) => Math.round(value * 100) / 100
    return {
      ingest_events_per_s: ingest.events_per_s,
      ingest_non_2xx: ingest.non_2xx,
      failures,
      reads: Object.fromEntries(
        Object.entries(durations).map(([name, values]) => {
          const sorted = [...values].sort((a, b) => a - b)
          return [name, { n: sorted.length, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)) }]
        }),
      ),
    }
  } finally {
    await server.stop()
  }
}
