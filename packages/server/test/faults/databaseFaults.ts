/**
 * PostgreSQL going away under load: restarted (connections cut) or frozen (SIGSTOP: sockets open,
 * nothing answers). A real server process takes a stream of collector requests meanwhile; the
 * run reports whether it lived, what it answered during the fault, how fast it recovered once
 * the database was back, and how many answered events the store lacks (must be 0).
 */
import { createAsset } from '../../src/admin/assets.js'
import { createWorkspace } from '../../src/admin/workspaces.js'
import { openStore } from '../../src/store/store.js'
import { runCollectorLoad, type LoadResult } from '../collectorLoad.js'
import { startPgCluster } from '../pgCluster.js'
import { startServerProcess, UNLIMITED } from '../serverProcess.js'
import { missingEvents } from './storedIds.js'

/** The fault to play. */
export type DatabaseFault = 'restart' | 'freeze'

/** How long and how hard. */
export interface DatabaseFaultOptions {
  /** Parallel senders (default 8). */
  senders?: number
  /** Load before the fault, in ms (default 1500). */
  beforeMs?: number
  /** How long a freeze lasts, in ms (default 6000: longer than any timeout). */
  freezeMs?: number
  /** Load after the database is back, in ms (default 6000). */
  afterMs?: number
}

/** What the run saw. */
export interface DatabaseFaultResult {
  fault: DatabaseFault
  /** The server process was still running at the end. */
  alive: boolean
  answeredEvents: number
  lostEvents: number
  statuses: LoadResult['statuses']
  /** Every 503 carried Retry-After. */
  retryAfterOn503: boolean
  /** Slowest answer to a request sent during the fault, in ms. */
  slowestDuringFaultMs: number
  /** `/readyz` during the fault (503 expected). */
  readyDuringFault: number | null
  /** Seconds from the database being back to the first 200, or null if none came. */
  recoverSeconds: number | null
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Plays `fault` against a fresh cluster and server process; cleans up after itself. */
export async function runDatabaseFault(fault: DatabaseFault, options: DatabaseFaultOptions = {}): Promise<DatabaseFaultResult> {
  const { senders = 8, beforeMs = 1500, freezeMs = 6000, afterMs = 6000 } = options
  const cluster = await startPgCluster()
  const server = { process: null as Awaited<ReturnType<typeof startServerProcess>> | null }
  try {
    const setup = await openStore(cluster.url)
    const workspace = await createWorkspace(setup, 'Faults')
    const asset = await createAsset(setup, { workspaceId: workspace.id, kind: 'docs', origins: ['*'] })
    await setup.close()
    server.process = await startServerProcess(cluster.url, UNLIMITED)
    const url = server.process.url

    let faultActive = false
    let backAt = 0
    let stopLoad = false
    const start = Date.now()
    const load = runCollectorLoad({ url, clientId: asset.client_id, senders, durationMs: 120_000, slowWindow: () => faultActive, stop: () => stopLoad })
    await sleep(beforeMs)
    faultActive = true
    let readyDuringFault: number | null = null
    if (fault === 'restart') {
      await cluster.restart()
    } else {
      await cluster.freeze()
      await sleep(Math.min(3000, freezeMs / 2))
      readyDuringFault = (await fetch(`${url}/readyz`).catch(() => null))?.status ?? null
      await sleep(freezeMs - Math.min(3000, freezeMs / 2))
      await cluster.thaw()
    }
    faultActive = false
    backAt = Date.now() - start
    await sleep(afterMs)
    stopLoad = true
    const result = await load
    const firstOk = result.timeline.find((entry) => entry.at >= backAt && entry.status === 200)
    const alive = server.process.child.exitCode === null && server.process.child.signalCode === null

    const check = await openStore(cluster.url)
    const lostEvents = await missingEvents(check, result.answeredIds)
    await check.close()
    return {
      fault,
      alive,
      answeredEvents: result.answeredIds.length,
      lostEvents,
      statuses: result.statuses,
      retryAfterOn503: result.retryAfterOn503,
      slowestDuringFaultMs: result.slowestInWindowMs,
      readyDuringFault,
      recoverSeconds: firstOk ? (firstOk.at - backAt) / 1000 : null,
    }
  } finally {
    if (server.process && server.process.child.exitCode === null) {
      server.process.child.kill('SIGTERM')
      await server.process.exited
    }
    cluster.stop()
  }
}
