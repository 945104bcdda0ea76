/**
 * A server process killed under load, by SIGKILL (no chance to flush) or SIGTERM (graceful): every
 * event it answered 200 before dying must be in the store.
 */
import { createAsset } from '../../src/admin/assets.js'
import { createWorkspace } from '../../src/admin/workspaces.js'
import { openStore } from '../../src/store/store.js'
import { waitFor } from '../../../../test/fixtures/waitFor.js'
import { runCollectorLoad } from '../collectorLoad.js'
import { startServerProcess, UNLIMITED } from '../serverProcess.js'
import { missingEvents } from './storedIds.js'

/** What the run saw. */
export interface KillResult {
  signal: 'SIGKILL' | 'SIGTERM'
  answeredEvents: number
  lostEvents: number
  exitCode: number | null
  /** Seconds from starting a new process on the same store until it answers `/readyz` (it recovers what the dead one left). */
  recoverSeconds: number
}

// the load runs for a real time before the kill: that wait is the experiment, not a synchronisation
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Loads a server on `databaseUrl` for `loadMs`, then kills it with `signal` mid-stream. */
export async function runProcessKill(
  databaseUrl: string,
  signal: 'SIGKILL' | 'SIGTERM',
  options: { senders?: number; loadMs?: number } = {},
): Promise<KillResult> {
  const { senders = 8, loadMs = 1500 } = options
  const setup = await openStore(databaseUrl)
  const workspace = await createWorkspace(setup, `Killed by ${signal}`)
  const asset = await createAsset(setup, { workspaceId: workspace.id, kind: 'website', origins: ['*'] })
  await setup.close()
  const server = await startServerProcess(databaseUrl, UNLIMITED)
  let killed = false
  const progress = { answered: 0 }
  const load = runCollectorLoad({
    progress,
    url: server.url,
    clientId: asset.client_id,
    senders,
    durationMs: 60_000,
    pauseMs: 1,
    stop: () => killed && (server.child.exitCode !== null || server.child.signalCode !== null),
  })
  await sleep(loadMs)
  // a busy machine may still be warming the server up: the kill must fall mid-stream, after answers
  await waitFor(() => progress.answered > 0, { timeout: 30_000, interval: 50, what: 'the first answered events' }).catch(() => {})
  server.child.kill(signal)
  killed = true
  const exitCode = await server.exited
  const result = await load
  const check = await openStore(databaseUrl)
  const lostEvents = await missingEvents(check, result.answeredIds)
  await check.close()
  const restartedAt = Date.now()
  const again = await startServerProcess(databaseUrl, UNLIMITED)
  await waitFor(
    () =>
      fetch(`${again.url}/readyz`).then(
        (answer) => answer.ok,
        () => false,
      ),
    { timeout: 60_000, interval: 50, what: 'the restarted server to be ready' },
  )
  const recoverSeconds = (Date.now() - restartedAt) / 1000
  again.child.kill('SIGTERM')
  await again.exited
  return { signal, answeredEvents: result.answeredIds.length, lostEvents, exitCode, recoverSeconds }
}
