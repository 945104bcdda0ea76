/**
 * Digests: the alerts a busy rule held back in one hour, gathered per account; and an e-mail
 * destination's daily or weekly digest of the accounts with the most activity in the period,
 * each scheduling the next one as a job (a dedupe key per period keeps it single).
 */
import { enqueueJob } from '../jobs/jobRows.js'
import type { Db } from '../store/store.js'
import type { AlertDestinationTable } from '../store/schema.js'
import type { AlertAccountView, AlertMessage } from './alertEvent.js'
import { accountView } from './alertFacts.js'
import { SCHEDULED_DIGEST_JOB, type ScheduledDigestJobPayload, HOUR_MS } from './alertJobKinds.js'

const DAY_MS = 24 * HOUR_MS

/** Accounts in a digest at most. */
export const DIGEST_ACCOUNTS = 20

/** The digest of alerts a rule held back in the hour starting at `hour`: accounts by alert count, most first. */
export async function digestOfHeldAlerts(db: Db, ruleId: string, hour: number, held: readonly { message: AlertMessage }[]): Promise<AlertMessage> {
  const rule = await db.selectFrom('alert_rules').select(['id', 'name', 'trigger']).where('id', '=', ruleId).executeTakeFirst()
  const counts = new Map<string, { account: AlertAccountView; alerts: number }>()
  for (const { message } of held) {
    if (message.type !== 'alert.fired' || !message.data.account) continue
    const entry = counts.get(message.data.account.id) ?? { account: message.data.account, alerts: 0 }
    entry.alerts += 1
    counts.set(message.data.account.id, entry)
  }
  const accounts = [...counts.values()].sort((a, b) => b.alerts - a.alerts || a.account.account_name.localeCompare(b.account.account_name))
  return {
    type: 'alert.digest',
    data: {
      rule: rule ? { id: rule.id, name: rule.name, trigger: rule.trigger } : null,
      title: `${held.length} alerts of "${rule?.name ?? 'a deleted rule'}" in one hour`,
      period_start: hour,
      period_end: hour + HOUR_MS,
      accounts,
    },
  }
}

/** When the period of a `daily` or `weekly` digest that contains `time` ends (UTC midnight; Monday for weekly). */
export function digestPeriodEnd(digest: string, time: number): number {
  const dayStart = Math.floor(time / DAY_MS) * DAY_MS
  if (digest !== 'weekly') return dayStart + DAY_MS
  // 1970-01-01 was a Thursday: days since the last Monday
  const weekday = (Math.floor(time / DAY_MS) + 3) % 7
  return dayStart + (7 - weekday) * DAY_MS
}

/** What a scheduled digest needs of its destination (an alert destination's row). */
export type DigestDestination = Pick<AlertDestinationTable, 'id' | 'workspace_id' | 'digest'>

/** Queues the digest of the period after `periodStart` (a no-op when it is queued already). */
export async function scheduleNextDigest(db: Db, destination: DigestDestination, periodStart: number): Promise<void> {
  if (!destination.digest) return
  const periodEnd = digestPeriodEnd(destination.digest, periodStart)
  await enqueueJob(db, {
    kind: SCHEDULED_DIGEST_JOB,
    workspaceId: destination.workspace_id,
    payload: { destinationId: destination.id, periodStart, periodEnd } satisfies ScheduledDigestJobPayload,
    dedupeKey: `${destination.id}:${periodEnd}`,
    runAt: periodEnd,
  })
}

/** The scheduled digest of [periodStart, periodEnd): the workspace's accounts with the most activities in it. */
export async function scheduledDigest(
  db: Db,
  destination: Omit<DigestDestination, 'id'>,
  periodStart: number,
  periodEnd: number,
  publicUrl: string | null,
): Promise<AlertMessage> {
  const busiest = await db
    .selectFrom('activities')
    .select((eb) => ['account_id', eb.fn.countAll<number>().as('activities')])
    .where('workspace_id', '=', destination.workspace_id)
    .where('occurred_at', '>=', periodStart)
    .where('occurred_at', '<', periodEnd)
    .where('account_id', 'is not', null)
    .groupBy('account_id')
    .orderBy('activities', 'desc')
    .orderBy('account_id')
    .limit(DIGEST_ACCOUNTS)
    .execute()
  const accounts: { account: AlertAccountView; alerts: number }[] = []
  for (const row of busiest) {
    const account = await accountView(db, row.account_id!, publicUrl)
    if (account) accounts.push({ account, alerts: Number(row.activities) })
  }
  return {
    type: 'alert.digest',
    data: {
      rule: null,
      title: `Your ${destination.digest === 'weekly' ? 'weekly' : 'daily'} digest: the accounts with the most activity`,
      period_start: periodStart,
      period_end: periodEnd,
      accounts,
    },
  }
}
