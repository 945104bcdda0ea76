/** What `devtrail crm status` and `GET /crm/connections` answer about a connection (never its credentials). */
import type { Store } from '../store/store.js'
import type { CrmConnection } from './crmConnections.js'
import { failedRecords, recordCounts } from './crmRecords.js'
import { latestRuns } from './crmRuns.js'

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString())

/** A connection's status, last run, next run and the records failing, with their reasons. */
export async function connectionStatus(store: Store, connection: CrmConnection) {
  const [lastRun] = await latestRuns(store, connection.id)
  const counts = await recordCounts(store, connection.id)
  const failures = await failedRecords(store, connection.id)
  return {
    crm: connection.crm,
    status: connection.status,
    status_reason: connection.statusReason,
    selection: connection.selection,
    last_run: lastRun
      ? {
          started_at: iso(lastRun.startedAt)!,
          finished_at: iso(lastRun.finishedAt),
          pages_total: lastRun.pagesTotal,
          pages_done: lastRun.pagesDone,
          records_sent: lastRun.recordsSent,
          records_unchanged: lastRun.recordsUnchanged,
          records_failed: lastRun.recordsFailed,
        }
      : null,
    last_success_at: iso(connection.lastSuccessAt),
    next_run_at: iso(connection.nextRunAt),
    records_synced: counts.synced,
    records_failing: counts.failing,
    errors: failures.map((failure) => ({
      object: failure.object,
      key: failure.record_key,
      reason: failure.error ?? '',
      at: iso(failure.error_at === null ? null : Number(failure.error_at)),
    })),
  }
}

/** The status of a connection as answered. */
export type ConnectionStatus = Awaited<ReturnType<typeof connectionStatus>>
