/**
 * The `jobs` table: enqueue, claim under a lease, finish, retry, give up, list. Every change a
 * runner makes to a job it holds is fenced by its lease: a runner that lost the lease (it stalled
 * past `lease_until` and another took the job over) changes nothing.
 */
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely'
import { newId } from '../ids.js'
import type { Database, JobState, JobTable } from '../store/schema.js'

/** A job to enqueue. */
export interface NewJob {
  /** Which handler runs it. */
  kind: string
  workspaceId: string | null
  /** What the handler needs (stored as JSON). */
  payload: unknown
  /** Unique per kind: a second enqueue with the same key is a no-op. */
  dedupeKey?: string
  /** Jobs sharing it run one at a time, in enqueue order. */
  orderingKey?: string
  /** Not before this time (epoch ms; default now). */
  runAt?: number
}

/** A stored job, as listed. */
export interface JobRecord {
  id: string
  workspaceId: string | null
  kind: string
  state: JobState
  /** Attempts started so far. */
  attempts: number
  runAt: number
  lastError: string | null
  createdAt: number
  updatedAt: number
  finishedAt: number | null
  dedupeKey: string | null
  orderingKey: string | null
  payload: unknown
}

/** A job a runner holds under a lease. */
export interface ClaimedJob extends JobRecord {
  seq: number
}

type Db = Kysely<Database> | Transaction<Database>

type JobRow = Omit<Selectable<JobTable>, 'lease_owner' | 'lease_until'>

function recordOf(row: JobRow): ClaimedJob {
  return {
    seq: Number(row.seq),
    id: row.id,
    workspaceId: row.workspace_id,
    kind: row.kind,
    state: row.state,
    attempts: Number(row.attempts),
    runAt: Number(row.run_at),
    lastError: row.last_error,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
    dedupeKey: row.dedupe_key,
    orderingKey: row.ordering_key,
    payload: JSON.parse(row.payload) as unknown,
  }
}

/**
 * Writes jobs to the outbox; `db` may be a transaction, so a job is decided and written at once.
 * Returns the ids written (a job whose dedupe key is taken is skipped).
 */
export async function enqueueJobs(db: Db, jobs: readonly NewJob[], now = Date.now()): Promise<string[]> {
  const ids: string[] = []
  for (const job of jobs) {
    const written = await db
      .insertInto('jobs')
      .values({
        id: newId(),
        workspace_id: job.workspaceId,
        kind: job.kind,
        dedupe_key: job.dedupeKey ?? null,
        ordering_key: job.orderingKey ?? null,
        payload: JSON.stringify(job.payload ?? null),
        state: 'pending',
        run_at: job.runAt ?? now,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.columns(['kind', 'dedupe_key']).doNothing())
      .returning('id')
      .executeTakeFirst()
    if (written) ids.push(written.id)
  }
  return ids
}

/** Writes one job (see `enqueueJobs`); its id, or null when its dedupe key is taken. */
export async function enqueueJob(db: Db, job: NewJob, now = Date.now()): Promise<string | null> {
  const [id] = await enqueueJobs(db, [job], now)
  return id ?? null
}

/**
 * Leases up to `limit` due jobs of `kinds` to `owner` until `now + leaseMs`: waiting jobs whose
 * time has come and running jobs whose lease has ended (their runner died). A job waits while an
 * earlier job with its ordering key is unfinished. PostgreSQL skips rows another runner is
 * claiming, so each job goes to one runner; SQLite has a single writer.
 */
export async function claimJobs(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  owner: string,
  kinds: readonly string[],
  limit: number,
  leaseMs: number,
  now = Date.now(),
): Promise<ClaimedJob[]> {
  if (kinds.length === 0 || limit <= 0) return []
  const kindList = sql.join(kinds.map((kind) => sql`${kind}`))
  const lockClause = dialect === 'postgres' ? sql`for update skip locked` : sql``
  const claimed = await sql<JobRow>`
    update jobs set state = 'running', lease_owner = ${owner}, lease_until = ${now + leaseMs}, attempts = attempts + 1, updated_at = ${now}
    where seq in (
      select due.seq from jobs due
      where due.kind in (${kindList})
        and ((due.state = 'pending' and due.run_at <= ${now}) or (due.state = 'running' and due.lease_until <= ${now}))
        and (due.ordering_key is null or not exists (
          select 1 from jobs earlier
          where earlier.ordering_key = due.ordering_key and earlier.seq < due.seq and earlier.state in ('pending', 'running')
        ))
      order by due.run_at, due.seq
      limit ${limit}
      ${lockClause}
    )
    returning seq, id, workspace_id, kind, dedupe_key, ordering_key, payload, state, attempts, run_at, last_error, created_at, updated_at, finished_at`.execute(
    db,
  )
  return claimed.rows.map(recordOf).sort((a, b) => a.seq - b.seq)
}

/** Extends a held lease; false when the runner no longer holds it. */
export async function extendJobLease(db: Kysely<Database>, seq: number, owner: string, leaseUntil: number, now = Date.now()): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ lease_until: leaseUntil, updated_at: now })
    .where('seq', '=', seq)
    .where('lease_owner', '=', owner)
    .where('state', '=', 'running')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Marks a held job done; false when the runner no longer holds it. */
export async function finishJob(db: Kysely<Database>, seq: number, owner: string, now = Date.now()): Promise<boolean> {
  return settleJob(db, seq, owner, { state: 'done', finished_at: now, updated_at: now })
}

/** Gives a held job up (dead letter) with its reason; false when the runner no longer holds it. */
export async function buryJob(db: Kysely<Database>, seq: number, owner: string, reason: string, now = Date.now()): Promise<boolean> {
  return settleJob(db, seq, owner, { state: 'dead', last_error: reason, finished_at: now, updated_at: now })
}

/**
 * Puts a held job back to wait until `runAt`; `countAttempt: false` gives back the attempt its
 * claim counted (a paused destination, a graceful stop). False when the runner no longer holds it.
 */
export async function retryJob(
  db: Kysely<Database>,
  seq: number,
  owner: string,
  runAt: number,
  reason: string | null,
  countAttempt: boolean,
  now = Date.now(),
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set((eb) => ({
      state: 'pending',
      run_at: runAt,
      last_error: reason,
      lease_owner: null,
      lease_until: null,
      updated_at: now,
      ...(countAttempt ? {} : { attempts: eb('attempts', '-', 1) }),
    }))
    .where('seq', '=', seq)
    .where('lease_owner', '=', owner)
    .where('state', '=', 'running')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/**
 * Replaces a running job's payload with its progress (a checkpoint): a runner that takes the job
 * over after a crash or a stop reads it and resumes from there. False when the job is not running.
 */
export async function checkpointJob(db: Db, id: string, payload: unknown, now = Date.now()): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ payload: JSON.stringify(payload ?? null), updated_at: now })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

async function settleJob(
  db: Kysely<Database>,
  seq: number,
  owner: string,
  values: { state: JobState; finished_at: number; updated_at: number; last_error?: string },
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ ...values, lease_owner: null, lease_until: null })
    .where('seq', '=', seq)
    .where('lease_owner', '=', owner)
    .where('state', '=', 'running')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Which jobs to list or wake. */
export interface JobFilter {
  workspaceId?: string
  kind?: string
  states?: readonly JobState[]
  orderingKey?: string
  /** At most this many, newest first (default 100). */
  limit?: number
}

/** Jobs matching `filter`, newest first. */
export async function listJobs(db: Db, filter: JobFilter = {}): Promise<JobRecord[]> {
  let query = db.selectFrom('jobs').selectAll()
  if (filter.workspaceId !== undefined) query = query.where('workspace_id', '=', filter.workspaceId)
  if (filter.kind !== undefined) query = query.where('kind', '=', filter.kind)
  if (filter.orderingKey !== undefined) query = query.where('ordering_key', '=', filter.orderingKey)
  if (filter.states && filter.states.length > 0) query = query.where('state', 'in', [...filter.states])
  const rows = await query
    .orderBy('seq', 'desc')
    .limit(filter.limit ?? 100)
    .execute()
  return rows.map((row) => {
    const { seq: _seq, ...record } = recordOf(row as JobRow)
    return record
  })
}

/** Makes waiting jobs matching `filter` due now (a destination resumed); how many. */
export async function wakeJobs(db: Db, filter: Omit<JobFilter, 'states' | 'limit'>, now = Date.now()): Promise<number> {
  let query = db.updateTable('jobs').set({ run_at: now, updated_at: now }).where('state', '=', 'pending').where('run_at', '>', now)
  if (filter.workspaceId !== undefined) query = query.where('workspace_id', '=', filter.workspaceId)
  if (filter.kind !== undefined) query = query.where('kind', '=', filter.kind)
  if (filter.orderingKey !== undefined) query = query.where('ordering_key', '=', filter.orderingKey)
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** Deletes jobs in `state` (done or dead) that finished before `before`; how many. */
export async function pruneFinishedJobs(db: Kysely<Database>, before: number, state: 'done' | 'dead'): Promise<number> {
  const result = await db.deleteFrom('jobs').where('state', '=', state).where('finished_at', '<', before).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Replaces a job's payload and last error (erasure replaces an erased person's e-mail in them). */
export async function rewriteJobTexts(db: Db, id: string, texts: { payload?: string; last_error?: string | null }): Promise<void> {
  await db.updateTable('jobs').set(texts).where('id', '=', id).execute()
}
