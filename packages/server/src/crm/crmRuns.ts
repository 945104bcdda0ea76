/**
 * The `crm_sync_runs` and `crm_sync_pages` repository: a run is planned once (its pages counted),
 * each page is recorded once when it finishes, and the run is finished by its last page.
 */
import type { Transaction } from 'kysely'
import type { Database } from '../store/schema.js'
import type { Store } from '../store/store.js'

/** A run as `crm status` shows it. */
export interface CrmRunSummary {
  id: string
  startedAt: number
  finishedAt: number | null
  pagesTotal: number
  pagesDone: number
  recordsSent: number
  recordsUnchanged: number
  recordsFailed: number
}

/** Writes a planned run; false when it was planned already (a plan job redone after a crash). The caller records it as the connection's last run. */
export async function insertRun(trx: Transaction<Database>, run: { id: string; connectionId: string; pagesTotal: number; now: number }): Promise<boolean> {
  const existing = await trx.selectFrom('crm_sync_runs').select('id').where('id', '=', run.id).executeTakeFirst()
  if (existing) return false
  await trx
    .insertInto('crm_sync_runs')
    .values({
      id: run.id,
      connection_id: run.connectionId,
      started_at: run.now,
      finished_at: run.pagesTotal === 0 ? run.now : null,
      pages_total: run.pagesTotal,
    })
    .execute()
  return true
}

/** The counts of one finished page. */
export interface PageCounts {
  sent: number
  unchanged: number
  failed: number
}

/**
 * Records a finished page once, and whether it finished its run (every page recorded). A page
 * recorded already (redone after a crash) changes nothing and answers false.
 */
export async function finishPage(trx: Transaction<Database>, runId: string, page: number, counts: PageCounts, now: number): Promise<boolean> {
  const existing = await trx.selectFrom('crm_sync_pages').select('page').where('run_id', '=', runId).where('page', '=', page).executeTakeFirst()
  if (existing) return false
  await trx
    .insertInto('crm_sync_pages')
    .values({ run_id: runId, page, records_sent: counts.sent, records_unchanged: counts.unchanged, records_failed: counts.failed, finished_at: now })
    .execute()
  const run = await trx.selectFrom('crm_sync_runs').select('pages_total').where('id', '=', runId).executeTakeFirst()
  const done = await trx
    .selectFrom('crm_sync_pages')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('run_id', '=', runId)
    .executeTakeFirst()
  if (!run || Number(done?.count ?? 0) < run.pages_total) return false
  await trx.updateTable('crm_sync_runs').set({ finished_at: now }).where('id', '=', runId).execute()
  return true
}

/** The connection's latest runs, newest first, with their page totals. */
export async function latestRuns(store: Store, connectionId: string, limit = 1): Promise<CrmRunSummary[]> {
  const runs = await store.db
    .selectFrom('crm_sync_runs')
    .selectAll()
    .where('connection_id', '=', connectionId)
    .orderBy('started_at', 'desc')
    .limit(limit)
    .execute()
  const summaries: CrmRunSummary[] = []
  for (const run of runs) {
    const pages = await store.db
      .selectFrom('crm_sync_pages')
      .select((eb) => [
        eb.fn.countAll<string>().as('pages'),
        eb.fn.sum<string>('records_sent').as('sent'),
        eb.fn.sum<string>('records_unchanged').as('unchanged'),
        eb.fn.sum<string>('records_failed').as('failed'),
      ])
      .where('run_id', '=', run.id)
      .executeTakeFirst()
    summaries.push({
      id: run.id,
      startedAt: Number(run.started_at),
      finishedAt: run.finished_at === null ? null : Number(run.finished_at),
      pagesTotal: run.pages_total,
      pagesDone: Number(pages?.pages ?? 0),
      recordsSent: Number(pages?.sent ?? 0),
      recordsUnchanged: Number(pages?.unchanged ?? 0),
      recordsFailed: Number(pages?.failed ?? 0),
    })
  }
  return summaries
}

/** Deletes the runs and pages of a connection (on disconnect). */
export async function deleteRuns(trx: Transaction<Database>, connectionId: string): Promise<void> {
  const runIds = trx.selectFrom('crm_sync_runs').select('id').where('connection_id', '=', connectionId)
  await trx.deleteFrom('crm_sync_pages').where('run_id', 'in', runIds).execute()
  await trx.deleteFrom('crm_sync_runs').where('connection_id', '=', connectionId).execute()
}
