/** Step 5 of an ingest write: the rows the group's events become. */
import { developerProfiles } from '../identity/developerProfiles.js'
import { referrerHostOf } from '../stats/rollup.js'
import type { WebVitalTable } from '../store/schema.js'
import { activityTypeOf, copiedTextOf, sourceOfAsset, storableText } from './enrich.js'
import type { NewActivity } from '../activities/insertNewActivities.js'
import { activityKey, occurredAtOfEvent, visitorOf, type ActivityRows, type IngestWrite, type NetworkAccountOf } from './ingestWrite.js'

/**
 * Turns every event of the group into an activity row (with its developer's profile or its
 * network's account) or a web vital row, and counts the events kept per batch.
 */
export async function buildActivityRows(write: IngestWrite, networkAccountOf: NetworkAccountOf): Promise<ActivityRows> {
  const { batches } = write
  const developerIds = [...new Set(batches.map((batch) => visitorOf(write, batch).developerId).filter((id): id is string => id !== null))]
  const profiles = await developerProfiles(write.tx, developerIds)
  const rows: NewActivity[] = []
  const referrers = new Map<string, string>()
  const vitals: WebVitalTable[] = []
  const kept: number[] = []
  const activityIds: string[][] = []
  for (const batch of batches) {
    const visitor = visitorOf(write, batch)
    const profile = visitor.developerId ? profiles.get(visitor.developerId) : undefined
    const source = sourceOfAsset[batch.asset.kind]
    let count = 0
    const ids: string[] = []
    for (const event of batch.events) {
      if (event.type === 'WEB_VITAL') {
        vitals.push({
          workspace_id: batch.asset.workspaceId,
          id: event.id.toLowerCase(),
          asset_id: batch.asset.id,
          page: storableText(event.url),
          name: event.name,
          value: event.value,
          rating: event.rating,
          occurred_at: occurredAtOfEvent(event, batch),
        })
        count += 1
        continue
      }
      const activityType = activityTypeOf(event, batch.asset.kind)
      // a late title is accepted, and stored nowhere: page titles are not kept
      if (event.type === 'IDENTIFY' || event.type === 'PAGE_TITLE' || activityType) count += 1
      if (!activityType) continue
      const referrer = event.type === 'PAGE_VISIT' ? referrerHostOf(event.referrer, event.url) : null
      // ids are UUIDs: one spelling per id, so a retry in other case is still a duplicate
      const id = event.id.toLowerCase()
      if (referrer) referrers.set(activityKey(batch.asset.workspaceId, id), referrer)
      ids.push(id)
      rows.push({
        id,
        workspace_id: batch.asset.workspaceId,
        asset_id: batch.asset.id,
        visitor_id: visitor.id,
        developer_id: visitor.developerId,
        identity: visitor.developerId ? visitor.identity : null,
        account_id: profile?.accountId ?? networkAccountOf(batch, visitor.developerId),
        activity_type: activityType,
        ...source,
        page: storableText(event.url),
        copied_text: copiedTextOf(event),
        country: batch.country,
        developer_designation: profile?.designation ?? '',
        actor: profile?.actor ?? '',
        occurred_at: occurredAtOfEvent(event, batch),
        received_at: batch.receivedAt,
      })
    }
    kept.push(count)
    activityIds.push(ids)
  }
  return { rows, referrers, vitals, kept, activityIds }
}
