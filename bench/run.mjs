// `npm run bench`: runs every benchmark in turn (each writes bench/results/<name>.json, the
// collector bench/results.json and bench/results.svg) and
// prints one summary. Benchmarks send traffic only to 127.0.0.1 and stop by themselves.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

const benches = [
  { name: 'sizes', command: ['npx', 'size-limit', '--json'] },
  // the collector's cases against a bare Fastify route: bench/results.json and bench/results.svg
  { name: 'collector', command: ['node', 'bench/collector.mjs'], results: 'bench/results.json' },
  // identity verification: ingest events/s with signed vs unsigned identifies, same run
  { name: 'identify', command: ['node', 'bench/identify.mjs'] },
  { name: 'dataService', command: ['node', 'bench/dataService.mjs'] },
  { name: 'stats', command: ['node', 'bench/stats.mjs'] },
  { name: 'dashboard', command: ['node', 'bench/dashboard.mjs'] },
  { name: 'contactsImport', command: ['node', 'bench/contactsImport.mjs'] },
  { name: 'tracker', command: ['node', 'bench/tracker.mjs'] },
  // a first visit against Plausible's published tracker, both gzip: bytes up and down, CPU, SPA page-view latency
  { name: 'firstVisit', command: ['node', 'bench/firstVisit.mjs'] },
  // team access: argon2id sign-in time, an unknown e-mail against a known one (no enumeration by timing)
  { name: 'signin', command: ['node', 'bench/signin.mjs'] },
  // key scopes: a keyed read's latency against unauthenticated routes and a refusal, same run
  { name: 'scopes', command: ['node', 'bench/scopes.mjs'] },
  // alerts: collector events/s with 20 active rules against none, and event-to-receiver latency
  { name: 'alerts', command: ['node', 'bench/alerts.mjs'] },
  // CRM sync: an initial sync of 50,000 contacts and 5,000 companies against the HubSpot limits
  { name: 'crm', command: ['node', 'bench/crm.mjs'] },
]
const only = process.argv.slice(2)

let failed = false
for (const bench of benches) {
  if (only.length > 0 && !only.includes(bench.name)) continue
  console.log(`\n== ${bench.name}`)
  if (bench.name === 'sizes') {
    const result = spawnSync(bench.command[0], bench.command.slice(1), { encoding: 'utf8' })
    try {
      const rows = JSON.parse(result.stdout)
      console.table(rows.map((row) => ({ entry: row.name, bytes: row.size, passed: row.passed })))
    } catch {
      console.log(result.stdout, result.stderr)
      failed = true
    }
    continue
  }
  if (!existsSync(bench.command[1])) {
    console.log(`${bench.command[1]} is missing`)
    failed = true
    continue
  }
  const result = spawnSync(bench.command[0], bench.command.slice(1), { stdio: 'inherit' })
  if (result.status !== 0) failed = true
  const file = bench.results ?? `bench/results/${bench.name}.json`
  if (existsSync(file)) console.log(`results: ${file} (${readFileSync(file, 'utf8').length} bytes)`)
}
process.exit(failed ? 1 : 0)
