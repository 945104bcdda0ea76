/**
 * PostgreSQL restarted or frozen under a stream of collector requests: the server process lives,
 * answers 503 with Retry-After (never hangs past 5 s), recovers within 5 s of the database coming
 * back, and every event it answered 200 is stored. The long version runs in `npm run stress`.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { runDatabaseFault } from '../../../test/faults/databaseFaults.js'
import { killServerProcesses } from '../../../test/serverProcess.js'

afterAll(killServerProcesses)

describe('PostgreSQL faults under load', () => {
  it('survives a restart: 503 with Retry-After while down, back within 5 s, no answered event lost', async () => {
    const result = await runDatabaseFault('restart', { senders: 6, beforeMs: 1000, afterMs: 5000 })
    expect(result.alive).toBe(true)
    expect(result.answeredEvents).toBeGreaterThan(0)
    expect(result.lostEvents).toBe(0)
    expect(result.retryAfterOn503).toBe(true)
    expect(result.statuses['500'] ?? 0).toBe(0)
    expect(result.recoverSeconds).not.toBeNull()
    expect(result.recoverSeconds!).toBeLessThan(5)
  }, 60_000)

  it('turns a frozen database into 503 within 5 s, says so on /readyz, and recovers once it thaws', async () => {
    const result = await runDatabaseFault('freeze', { senders: 6, beforeMs: 1000, freezeMs: 6000, afterMs: 5000 })
    expect(result.alive).toBe(true)
    expect(result.statuses['503'] ?? 0).toBeGreaterThan(0)
    expect(result.slowestDuringFaultMs).toBeLessThan(5500)
    expect(result.readyDuringFault).toBe(503)
    expect(result.lostEvents).toBe(0)
    expect(result.retryAfterOn503).toBe(true)
    expect(result.recoverSeconds).not.toBeNull()
    expect(result.recoverSeconds!).toBeLessThan(5)
  }, 60_000)
})
