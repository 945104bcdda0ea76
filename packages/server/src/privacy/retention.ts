/**
 * A per-workspace retention period: activities older than it are deleted by the periodic sweep,
 * and the first-activity aggregates of the people and accounts that lose history are recomputed.
 */
import { accountIdsActiveBefore } from '../accounts/account.js'
import { refreshAccountAggregates } from '../accounts/accountAggregates.js'
import { getWorkspace, setWorkspaceSettings } from '../admin/workspaces.js'
import { developersActiveBefore } from '../developers/developerRows.js'
import { DevtrailError } from '../errors.js'
import { refreshDeveloperAggregates } from '../identity/aggregates.js'
import { activityLevelsOf } from '../domain/activityLevels.js'
import { dayOf, forgetDeveloperDaysBefore, rollUpActivities } from '../stats/rollup.js'
import type { Store } from '../store/store.js'
import { activitiesBefore, deleteActivities } from '../activities/activityRows.js'

const DAY_MS = 24 * 60 * 60 * 1000
// activities deleted per statement
const RETENTION_SLICE = 5000

/** A workspace's retention in days from its settings JSON, or null when activity is kept forever. */
export function retentionDaysOf(settings: string | null | undefined): number | null {
  try {
    const days = (JSON.parse(settings || '{}') as { retentionDays?: unknown }).retentionDays
    return typeof days === 'number' && Number.isInteger(days) && days > 0 ? days : null
  } catch {
    return null
  }
}

/** A workspace's retention in days, or null when activity is kept forever; not_found for an unknown workspace. */
export async function workspaceRetentionDays(store: Store, workspaceId: string): Promise<number | null> {
  await getWorkspace(store, workspaceId)
  const row = await store.db.selectFrom('workspaces').select('settings').where('id', '=', workspaceId).executeTakeFirstOrThrow()
  return retentionDaysOf(row.settings)
}

/** Sets (a positive number of days) or clears (null or 0) a workspace's retention; answers the value in force. */
export async function setRetentionDays(store: Store, workspaceId: string, days: number | null): Promise<number | null> {
  await getWorkspace(store, workspaceId)
  if (days !== null && (!Number.isInteger(days) || days < 0))
    throw new DevtrailError('params_invalid', 'retention must be a whole number of days (0 keeps activity forever)')
  const row = await store.db.selectFrom('workspaces').select('settings').where('id', '=', workspaceId).executeTakeFirstOrThrow()
  const settings = JSON.parse(row.settings || '{}') as Record<string, unknown>
  if (days) settings.retentionDays = days
  else delete settings.retentionDays
  await setWorkspaceSettings(store, workspaceId, settings)
  return days || null
}

/** Deletes the activities past every workspace's retention; answers how many it deleted. */
export async function applyRetention(store: Store, now = Date.now()): Promise<number> {
  const workspaces = await store.db.selectFrom('workspaces').select(['id', 'settings']).execute()
  let deleted = 0
  for (const workspace of workspaces) {
    const days = retentionDaysOf(workspace.settings)
    if (days === null) continue
    const cutoff = now - days * DAY_MS
    await store.db.transaction().execute(async (trx) => {
      // whose history starts before the cutoff loses some of it: their aggregates change
      const developers = await developersActiveBefore(trx, workspace.id, cutoff)
      const accounts = await accountIdsActiveBefore(trx, workspace.id, cutoff)
      // in slices, so no single statement outlives the server's statement timeout
      for (;;) {
        const slice = await activitiesBefore(trx, workspace.id, cutoff, RETENTION_SLICE)
        if (slice.length === 0) break
        await rollUpActivities(trx, slice, -1)
        const ids = slice.map((row) => row.id)
        const removed = await deleteActivities(trx, workspace.id, ids)
        deleted += removed
        if (removed < RETENTION_SLICE) break
      }
      await forgetDeveloperDaysBefore(trx, workspace.id, dayOf(cutoff))
      for (const developer of developers) await refreshDeveloperAggregates(trx, developer.id)
      const levels = activityLevelsOf(workspace.settings)
      for (const account of new Set([...accounts, ...developers.flatMap((row) => (row.account_id ? [row.account_id] : []))])) {
        await refreshAccountAggregates(trx, account, levels, now)
      }
    })
  }
  return deleted
}
