/**
 * What the evaluator reads after an ingest commit: the committed activities (by their ids) with
 * the aggregates ingest already keeps on their account and developer, the levels it last saw,
 * and the content of an alert (the account, the developer, the latest activities).
 */
import type { StoreDialect, Db } from '../store/store.js'
import type { AlertAccountView, AlertActivityView, AlertFired } from './alertEvent.js'
import type { ActivityFact } from './alertTriggers.js'
import { activitySeq } from './evaluationMarks.js'

/** A committed activity with its account's and developer's current aggregates. */
export interface CommittedActivity extends ActivityFact {
  workspaceId: string
  accountId: string | null
  developerId: string | null
  /** The activity's own country ('' when unknown). */
  country: string
  account: {
    level: string
    customerFit: string
    country: string
    createdAt: number
  } | null
  developer: { createdAt: number } | null
  /** The activity's sequence number (insert order; null for rows stored before sequence numbers). */
  seq: number | null
}

/** Ids per query (an IN list both stores take comfortably). */
const IDS_PER_QUERY = 500

/** The committed activities of `workspaceId` among `ids` (ids not stored, e.g. web vitals, are absent). */
export async function committedActivities(db: Db, dialect: StoreDialect, workspaceId: string, ids: readonly string[]): Promise<CommittedActivity[]> {
  const found: CommittedActivity[] = []
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    const rows = await db
      .selectFrom('activities')
      .leftJoin('accounts', 'accounts.id', 'activities.account_id')
      .leftJoin('developers', 'developers.id', 'activities.developer_id')
      .select([
        'activities.id',
        'activities.workspace_id',
        'activities.account_id',
        'activities.developer_id',
        'activities.activity_type',
        'activities.activity_source',
        'activities.page',
        'activities.copied_text',
        'activities.country',
        'activities.occurred_at',
        'accounts.developer_activity',
        'accounts.customer_fit',
        'accounts.country as account_country',
        'accounts.created_at as account_created_at',
        'developers.created_at as developer_created_at',
        activitySeq(dialect).as('seq'),
      ])
      .where('activities.workspace_id', '=', workspaceId)
      .where('activities.id', 'in', ids.slice(start, start + IDS_PER_QUERY))
      .execute()
    for (const row of rows) {
      found.push({
        id: row.id,
        workspaceId: row.workspace_id,
        accountId: row.account_id,
        developerId: row.developer_id,
        activityType: row.activity_type,
        activitySource: row.activity_source,
        page: row.page,
        copiedText: row.copied_text,
        country: row.country,
        occurredAt: Number(row.occurred_at),
        account:
          row.account_id && row.account_created_at !== null
            ? {
                level: row.developer_activity ?? 'LOW',
                customerFit: row.customer_fit ?? 'WEAK',
                country: row.account_country ?? '',
                createdAt: Number(row.account_created_at),
              }
            : null,
        developer: row.developer_id && row.developer_created_at !== null ? { createdAt: Number(row.developer_created_at) } : null,
        seq: row.seq === null ? null : Number(row.seq),
      })
    }
  }
  return found.sort((a, b) => a.occurredAt - b.occurredAt || (a.id < b.id ? -1 : 1))
}

/** The level the evaluator last recorded for each of `accountIds` (absent: never seen). */
export async function recordedLevels(db: Db, workspaceId: string, accountIds: readonly string[]): Promise<Map<string, string>> {
  if (accountIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('alert_account_levels')
    .select(['account_id', 'level'])
    .where('workspace_id', '=', workspaceId)
    .where('account_id', 'in', [...accountIds])
    .execute()
  return new Map(rows.map((row) => [row.account_id, row.level]))
}

/** Whether `activityId` is the account's first PRODUCT_LOGIN ever. */
export async function isFirstProductLogin(db: Db, accountId: string, activityId: string): Promise<boolean> {
  const first = await db
    .selectFrom('activities')
    .select('id')
    .where('account_id', '=', accountId)
    .where('activity_type', '=', 'PRODUCT_LOGIN')
    .orderBy('occurred_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
  return first?.id === activityId
}

const nullIfEmpty = (text: string | null | undefined) => (text ? text : null)

function activityView(row: {
  id: string
  activity_type: string
  activity_source: string
  page: string
  copied_text: string
  occurred_at: number
}): AlertActivityView {
  return {
    id: row.id,
    activity_type: row.activity_type,
    activity_source: row.activity_source,
    page: nullIfEmpty(row.page),
    copied_text: nullIfEmpty(row.copied_text),
    action_time: Number(row.occurred_at),
  }
}

/** An account as alerts show it, with its dashboard link when the server's public URL is known. */
export async function accountView(db: Db, accountId: string, publicUrl: string | null): Promise<AlertAccountView | null> {
  const account = await db
    .selectFrom('accounts')
    .select(['id', 'name', 'domain', 'country', 'developer_activity', 'customer_fit'])
    .where('id', '=', accountId)
    .executeTakeFirst()
  if (!account) return null
  return {
    id: account.id,
    account_name: account.name,
    account_domain: account.domain,
    country: nullIfEmpty(account.country),
    developer_activity: account.developer_activity,
    customer_fit: account.customer_fit,
    dashboard_url: publicUrl ? `${publicUrl.replace(/\/+$/, '')}/dashboard/#/accounts/${encodeURIComponent(account.id)}` : null,
  }
}

/** The content of an alert about `accountId` (and `developerId`, `activityId` when known). */
export async function alertContent(
  db: Db,
  input: { accountId: string | null; developerId: string | null; activityId: string | null; workspaceId: string },
  publicUrl: string | null,
): Promise<Pick<AlertFired, 'account' | 'developer' | 'activity' | 'recent_activities'>> {
  const columns = ['id', 'activity_type', 'activity_source', 'page', 'copied_text', 'occurred_at'] as const
  const account = input.accountId ? await accountView(db, input.accountId, publicUrl) : null
  const developer = input.developerId
    ? await db.selectFrom('developers').select(['id', 'name', 'email']).where('id', '=', input.developerId).executeTakeFirst()
    : undefined
  const activity = input.activityId
    ? await db.selectFrom('activities').select(columns).where('workspace_id', '=', input.workspaceId).where('id', '=', input.activityId).executeTakeFirst()
    : undefined
  const recent = input.accountId
    ? await db
        .selectFrom('activities')
        .select(columns)
        .where('account_id', '=', input.accountId)
        .orderBy('occurred_at', 'desc')
        .orderBy('id', 'desc')
        .limit(5)
        .execute()
    : []
  return {
    account,
    developer: developer ? { id: developer.id, developer_name: nullIfEmpty(developer.name), developer_business_email: nullIfEmpty(developer.email) } : null,
    activity: activity ? activityView(activity) : null,
    recent_activities: recent.map(activityView),
  }
}

/** When each (rule, subject) pair among `ruleIds` x `subjectKeys` last alerted, keyed `rule id \0 subject key`. */
export async function lastAlerts(db: Db, ruleIds: readonly string[], subjectKeys: readonly string[]): Promise<Map<string, number>> {
  const last = new Map<string, number>()
  if (ruleIds.length === 0 || subjectKeys.length === 0) return last
  for (let start = 0; start < subjectKeys.length; start += IDS_PER_QUERY) {
    const rows = await db
      .selectFrom('alert_quiet_windows')
      .select(['rule_id', 'account_id', 'last_alert_at'])
      .where('rule_id', 'in', [...ruleIds])
      .where('account_id', 'in', subjectKeys.slice(start, start + IDS_PER_QUERY))
      .execute()
    for (const row of rows) last.set(`${row.rule_id}\u0000${row.account_id}`, Number(row.last_alert_at))
  }
  return last
}
