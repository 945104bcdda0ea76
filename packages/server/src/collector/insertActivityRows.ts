/** Step 6 of an ingest write: the activities inserted, duplicates skipped. */
import { insertNewActivities } from '../activities/insertNewActivities.js'
import { activityKey, compareText, ROWS_PER_INSERT, type IngestWrite } from './ingestWrite.js'

/**
 * Inserts the activity rows in key order and chunks, skipping ids the workspace already has;
 * marks the developers and accounts of the new ones touched, and keeps their keys (`inserted`)
 * and, for the rollups, the rows (`rolled`).
 */
export async function insertActivityRows(write: IngestWrite): Promise<void> {
  const { rows, referrers } = write.activityRows
  const levelsOfWorkspace = new Map(write.batches.map((batch) => [batch.asset.workspaceId, batch.asset.activityLevels]))
  // key order: two collectors inserting one retried batch cannot wait on each other in a cycle
  rows.sort((a, b) => compareText(a.workspace_id, b.workspace_id) || compareText(a.id, b.id))
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT)
    // event ids are unique per workspace: another workspace's id is no duplicate
    const inserted = await insertNewActivities(write.tx, write.dialect, chunk)
    const insertedKeys = new Set(inserted.map((row) => activityKey(row.workspace_id, row.id)))
    for (const row of chunk) {
      const key = activityKey(row.workspace_id, row.id)
      // an id sent twice in the group is inserted once, and counted once
      if (!insertedKeys.has(key) || write.inserted.has(key)) continue
      write.inserted.add(key)
      write.rolled.push({ ...row, referrer: referrers.get(key) ?? null })
      if (row.developer_id) write.touchedDevelopers.add(row.developer_id)
      if (row.account_id) write.touchedAccounts.set(row.account_id, levelsOfWorkspace.get(row.workspace_id)!)
    }
  }
}
