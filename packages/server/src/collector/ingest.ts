/**
 * The ingest write: a group of validated batches stored in ONE transaction (visitors, identity
 * resolution, activities, aggregates). Either all of the group is stored or none of it.
 */
import { sql, type Insertable } from 'kysely'
import { ensureAccount } from '../accounts/ensureAccount.js'
import { newId } from '../ids.js'
import { developerProfiles } from '../identity/developerProfiles.js'
import { identifyVisitor } from '../identity/identifyVisitor.js'
import { refreshAccountAggregates, refreshDeveloperAggregates } from '../identity/aggregates.js'
import type { ActivityLevels } from '../identity/activityLevels.js'
import { referrerHostOf, rollUpActivities, type RolledActivity } from '../stats/rollup.js'
import { countRejectedIdentifies } from '../stats/identifyRejected.js'
import { storeWebVitals } from '../stats/webVitals.js'
import type { VisitorTable, WebVitalTable } from '../store/schema.js'
import type { Store } from '../store/store.js'
import type { NetworkOwner } from '../network/ipNetworks.js'
import type { CollectorAsset } from './collectorAsset.js'
import { occurredAtOf } from './eventTime.js'
import { activityTypeOf, copiedTextOf, sourceOfAsset, storableText, type IngestEvent } from './enrich.js'
import { insertNewActivities, type NewActivity } from './insertActivities.js'

type Db = Store['db']

/** One validated `POST /v1/events` request. */
export interface IngestBatch {
  /** The asset, without its identify secrets (they stay in the collector, never cross to the writer thread). */
  asset: Omit<CollectorAsset, 'identify'>
  /** The visitor's anonymous id (lower case). */
  anonymousId: string
  /** Country from the trusted proxy header, else from the IP databases, or ''. */
  country: string
  /** The owner of the visitor's network (from the IP-to-ASN data), or null. */
  network?: NetworkOwner | null
  /** The account domain the workspace maps the visitor's network to (anonymous activity only), or null. */
  networkDomain?: string | null
  /** When the request arrived, epoch ms. */
  receivedAt: number
  /** The events, secrets removed, copies classified and identifies checked (refused ones removed). */
  events: IngestEvent[]
  /** Identifies of the request refused by identity verification (counted as `identify_rejected`). */
  identifyRejected?: number
}

const ROWS_PER_INSERT = 500

function visitorKey(workspaceId: string, anonymousId: string): string {
  return `${workspaceId}\u0000${anonymousId}`
}

/** An activity's key: event ids are unique per workspace only. */
function activityKey(workspaceId: string, id: string): string {
  return `${workspaceId}\u0000${id}`
}

/** When an event happened: its time, or the arrival time when its time is implausible (see eventTime.ts). */
function occurredAtOfEvent(event: IngestEvent, batch: IngestBatch): number {
  return occurredAtOf(event.time, batch.receivedAt)
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

async function upsertVisitors(db: Db, batches: readonly IngestBatch[]): Promise<Map<string, { id: string; developerId: string | null }>> {
  const rows = new Map<string, Insertable<VisitorTable> & { last_seen: number }>()
  for (const batch of batches) {
    const key = visitorKey(batch.asset.workspaceId, batch.anonymousId)
    const row = rows.get(key)
    if (row) {
      row.last_seen = Math.max(row.last_seen, batch.receivedAt)
      row.country = batch.country || row.country
      if (batch.network) {
        row.network = batch.network.organisation
        row.network_asn = batch.network.asn
      }
    } else {
      rows.set(key, {
        id: newId(),
        workspace_id: batch.asset.workspaceId,
        anonymous_id: batch.anonymousId,
        country: batch.country || null,
        network: batch.network?.organisation ?? null,
        network_asn: batch.network?.asn ?? null,
        first_seen: batch.receivedAt,
        last_seen: batch.receivedAt,
      })
    }
  }
  // a stable order keeps concurrent collectors from locking the same visitors in opposite orders
  const ordered = [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row)
  const visitors = new Map<string, { id: string; developerId: string | null }>()
  for (let start = 0; start < ordered.length; start += ROWS_PER_INSERT) {
    const stored = await db
      .insertInto('visitors')
      .values(ordered.slice(start, start + ROWS_PER_INSERT))
      .onConflict((conflict) =>
        conflict.columns(['workspace_id', 'anonymous_id']).doUpdateSet((eb) => ({
          last_seen: eb.ref('excluded.last_seen'),
          country: eb.fn.coalesce('excluded.country', 'visitors.country'),
          network: eb.fn.coalesce('excluded.network', 'visitors.network'),
          network_asn: eb.fn.coalesce('excluded.network_asn', 'visitors.network_asn'),
        })),
      )
      .returning(['id', 'workspace_id', 'anonymous_id', 'developer_id'])
      .execute()
    for (const visitor of stored) {
      visitors.set(visitorKey(visitor.workspace_id, visitor.anonymous_id), { id: visitor.id, developerId: visitor.developer_id })
    }
  }
  return visitors
}

/** Stores a group of batches in one transaction; returns, per batch, how many of its events are kept. */
export async function writeBatches(store: Store, batches: readonly IngestBatch[]): Promise<number[]> {
  return store.db.transaction().execute(async (tx) => {
    const visitors = await upsertVisitors(tx, batches)
    const visitorOf = (batch: IngestBatch) => visitors.get(visitorKey(batch.asset.workspaceId, batch.anonymousId))!
    const touchedDevelopers = new Set<string>()
    const touchedAccounts = new Map<string, ActivityLevels>()
    const now = Date.now()

    const identifying = batches.filter((batch) => batch.events.some((event) => event.type === 'IDENTIFY'))
    if (identifying.length > 0 && store.dialect === 'postgres') {
      // collectors on one PostgreSQL must not both create a developer for the same new person
      const workspaces = [...new Set(identifying.map((batch) => batch.asset.workspaceId))].sort()
      for (const workspaceId of workspaces) await sql`select pg_advisory_xact_lock(hashtext(${workspaceId}))`.execute(tx)
    }
    for (const batch of identifying) {
      const visitor = visitorOf(batch)
      for (const event of batch.events) {
        if (event.type !== 'IDENTIFY') continue
        const outcome = await identifyVisitor(tx, {
          workspaceId: batch.asset.workspaceId,
          visitorId: visitor.id,
          identity: event.identity,
          country: batch.country,
          // which identify is a person's latest is decided by when it happened, not by arrival
          occurredAt: occurredAtOfEvent(event, batch),
          now,
          verified: event.verified === true,
        })
        if (!outcome) continue
        visitor.developerId = outcome.developerId
        touchedDevelopers.add(outcome.developerId)
        for (const accountId of outcome.accountIds) touchedAccounts.set(accountId, batch.asset.activityLevels)
      }
    }

    // an anonymous visitor from a network the workspace maps to a company counts for that account;
    // a person who identified keeps their own (identify wins)
    const networkAccounts = new Map<string, { workspaceId: string; domain: string }>()
    for (const batch of batches) {
      if (!batch.networkDomain || visitorOf(batch).developerId) continue
      networkAccounts.set(`${batch.asset.workspaceId}\u0000${batch.networkDomain}`, { workspaceId: batch.asset.workspaceId, domain: batch.networkDomain })
    }
    const networkAccountIds = new Map<string, string>()
    // in key order: two collectors creating the same new accounts cannot wait on each other in a cycle
    for (const [key, { workspaceId, domain }] of [...networkAccounts].sort(([a], [b]) => compareText(a, b))) {
      networkAccountIds.set(key, await ensureAccount(tx, workspaceId, domain, now))
    }
    const networkAccountOf = (batch: IngestBatch, developerId: string | null) =>
      batch.networkDomain && !developerId ? (networkAccountIds.get(`${batch.asset.workspaceId}\u0000${batch.networkDomain}`) ?? null) : null

    const developerIds = [...new Set(batches.map((batch) => visitorOf(batch).developerId).filter((id): id is string => id !== null))]
    const profiles = await developerProfiles(tx, developerIds)
    const rows: NewActivity[] = []
    const referrers = new Map<string, string>()
    const vitals: WebVitalTable[] = []
    const kept: number[] = []
    for (const batch of batches) {
      const visitor = visitorOf(batch)
      const profile = visitor.developerId ? profiles.get(visitor.developerId) : undefined
      const source = sourceOfAsset[batch.asset.kind]
      let count = 0
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
        if (event.type === 'IDENTIFY' || activityType) count += 1
        if (!activityType) continue
        const referrer = event.type === 'PAGE_VISIT' ? referrerHostOf(event.referrer, event.url) : null
        if (referrer) referrers.set(activityKey(batch.asset.workspaceId, event.id.toLowerCase()), referrer)
        rows.push({
          // ids are UUIDs: one spelling per id, so a retry in other case is still a duplicate
          id: event.id.toLowerCase(),
          workspace_id: batch.asset.workspaceId,
          asset_id: batch.asset.id,
          visitor_id: visitor.id,
          developer_id: visitor.developerId,
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
    }

    const levelsOfWorkspace = new Map(batches.map((batch) => [batch.asset.workspaceId, batch.asset.activityLevels]))
    // key order: two collectors inserting one retried batch cannot wait on each other in a cycle
    rows.sort((a, b) => compareText(a.workspace_id, b.workspace_id) || compareText(a.id, b.id))
    const rolled: RolledActivity[] = []
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      const chunk = rows.slice(start, start + ROWS_PER_INSERT)
      // event ids are unique per workspace: another workspace's id is no duplicate
      const inserted = await insertNewActivities(tx, store.dialect, chunk)
      const insertedKeys = new Set(inserted.map((row) => activityKey(row.workspace_id, row.id)))
      for (const row of chunk) {
        const key = activityKey(row.workspace_id, row.id)
        if (!insertedKeys.has(key)) continue
        rolled.push({ ...row, referrer: referrers.get(key) ?? null })
        if (row.developer_id) touchedDevelopers.add(row.developer_id)
        if (row.account_id) touchedAccounts.set(row.account_id, levelsOfWorkspace.get(row.workspace_id)!)
      }
    }

    await rollUpActivities(tx, rolled)
    await countRejectedIdentifies(tx, batches)
    await storeWebVitals(tx, vitals)
    for (const developerId of [...touchedDevelopers].sort()) await refreshDeveloperAggregates(tx, developerId)
    for (const [accountId, levels] of [...touchedAccounts].sort(([a], [b]) => (a < b ? -1 : 1))) {
      await refreshAccountAggregates(tx, accountId, levels, now)
    }
    return kept
  })
}
