/**
 * The demo workspace of `devtrail start --demo`: three assets (website, docs, product), an API key,
 * a segment of each type, a few buyer contacts and an audience. Idempotent: the workspace is found
 * by name on later runs and completed if something is missing.
 *
 * The API key is stored hashed like any other, so it cannot be printed again from the store; for
 * this local demo the key is also kept in `<data folder>/demo.json` (mode 0600) and reused while
 * it still opens the demo workspace.
 */
import { createPrivateFolder } from '../store/dataFilePermissions.js'
import { chmodSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createApiKey, workspaceOfApiKey } from '../admin/apiKeys.js'
import { createAsset, listAssets, normaliseOrigin, setAssetOrigins } from '../admin/assets.js'
import { createWorkspace } from '../admin/workspaces.js'
import { upsertContacts } from '../contacts/upsertContacts.js'
import type { AssetKind, SegmentType } from '../store/schema.js'
import { dialectOf, type Store } from '../store/store.js'
import { demoContacts } from './demoContacts.js'

/** Name of the demo workspace; later runs find it by this name. */
export const DEMO_WORKSPACE_NAME = 'Devtrail demo'
const AUDIENCE_NAME = 'Engineering leaders in the US'

/** What the demo consists of, for the banner and the demo pages. */
export interface DemoSetup {
  /** The demo workspace's id. */
  workspaceId: string
  /** Whether this run created the workspace (false when an earlier run had). */
  created: boolean
  /** The demo data-service API key. */
  apiKey: string
  /** Client ID of each demo asset. */
  clientIds: Record<'website' | 'docs' | 'product', string>
  /** Id of each demo segment. */
  segmentIds: Record<'account' | 'developer' | 'buyer', string>
  /** Id of the demo audience. */
  audienceId: string
}

/** The demo workspace's id, or null before the first `start --demo`. */
export async function findDemoWorkspace(store: Store): Promise<string | null> {
  const row = await store.db
    .selectFrom('workspaces')
    .select('id')
    .where('name', '=', DEMO_WORKSPACE_NAME)
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst()
  return row?.id ?? null
}

async function ensureAssets(store: Store, workspaceId: string, origins: string[]): Promise<DemoSetup['clientIds']> {
  const existing = await listAssets(store, workspaceId)
  const wanted = origins.map(normaliseOrigin)
  const clientIdOf = async (kind: AssetKind): Promise<string> => {
    const asset = existing.find((candidate) => candidate.kind === kind)
    if (!asset) return (await createAsset(store, { workspaceId, kind, name: `Demo ${kind.toLowerCase()}`, origins: wanted })).client_id
    // a later run on another port must still be allowed to send events
    const missing = wanted.filter((origin) => !asset.allowed_origins.includes(origin))
    if (missing.length > 0) {
      await setAssetOrigins(store, asset.id, [...asset.allowed_origins, ...missing])
    }
    return asset.client_id
  }
  return { website: await clientIdOf('WEBSITE'), docs: await clientIdOf('DOCS'), product: await clientIdOf('PRODUCT') }
}

/**
 * Where the demo key of a store is kept: `demo.json` beside a SQLite file, and for PostgreSQL a
 * file named after the server and database, so a PostgreSQL demo never overwrites the SQLite one.
 */
export function demoFileOf(databaseUrl: string, dataFolder: string): string {
  if (dialectOf(databaseUrl) !== 'postgres') return join(dataFolder, 'demo.json')
  const url = new URL(databaseUrl)
  const name = `${url.hostname}-${url.port || '5432'}-${url.pathname.slice(1) || 'postgres'}`.replace(/[^a-zA-Z0-9.-]+/g, '_')
  return join(dataFolder, `demo-postgres-${name}.json`)
}

async function ensureApiKey(store: Store, workspaceId: string, file: string): Promise<string> {
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { workspace_id?: unknown; api_key?: unknown }
    if (typeof saved.api_key === 'string' && (await workspaceOfApiKey(store, saved.api_key)) === workspaceId) return saved.api_key
  } catch {
    // no saved key yet, or an unreadable one: make a new key below
  }
  // the demo's owner manages its settings from the dashboard too
  const { key } = await createApiKey(store, workspaceId, 'demo', 'admin')
  createPrivateFolder(dirname(file))
  writeFileSync(file, `${JSON.stringify({ workspace_id: workspaceId, api_key: key }, null, 2)}\n`, { mode: 0o600 })
  chmodSync(file, 0o600)
  return key
}

async function ensureSegment(store: Store, workspaceId: string, type: SegmentType, name: string, description: string, filter: object): Promise<string> {
  const existing = await store.db.selectFrom('segments').select('id').where('workspace_id', '=', workspaceId).where('name', '=', name).executeTakeFirst()
  if (existing) return existing.id
  // loaded on use, like the CLI's segment commands
  const { createSegment } = await import('../segments/segment.js')
  return (await createSegment(store, { workspaceId, type, name, description, filter })).id
}

async function ensureAudience(store: Store, workspaceId: string, segmentId: string): Promise<string> {
  const { createAudience, refreshAudience } = await import('../audiences/audience.js')
  const existing = await store.db
    .selectFrom('audiences')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('name', '=', AUDIENCE_NAME)
    .executeTakeFirst()
  if (existing) return (await refreshAudience(store, workspaceId, existing.id)).id
  const audience = await createAudience(store, {
    workspaceId,
    name: AUDIENCE_NAME,
    segmentId,
    filter: { location: ['US'] },
    limit: 100,
    createdBy: 'demo@devtrail.dev',
  })
  return audience.id
}

/**
 * Creates (first run) or completes (later runs) the demo workspace. `origins` are the origins the
 * demo pages are served from (`http://localhost:PORT`, `http://127.0.0.1:PORT`); `demoFile` keeps the demo key (see demoFileOf).
 * With `history`, a new demo workspace starts with 90 days of activity (see writeDemoActivity).
 */
export async function setupDemo(store: Store, options: { origins: string[]; demoFile: string; history?: boolean }): Promise<DemoSetup> {
  let workspaceId = await findDemoWorkspace(store)
  const created = workspaceId === null
  workspaceId ??= (await createWorkspace(store, DEMO_WORKSPACE_NAME)).id
  const clientIds = await ensureAssets(store, workspaceId, options.origins)
  const apiKey = await ensureApiKey(store, workspaceId, options.demoFile)
  const segmentIds = {
    account: await ensureSegment(store, workspaceId, 'ACCOUNT', 'All accounts', 'Every company seen on the demo pages', {}),
    developer: await ensureSegment(store, workspaceId, 'DEVELOPER', 'Code copiers', 'Developers who copied a command or code', {
      activity_types: ['COPY_COMMAND', 'COPY_CODE'],
    }),
    buyer: await ensureSegment(store, workspaceId, 'BUYER', 'Engineering leaders', 'Directors and VPs of engineering', {
      seniority: ['Director', 'VP', 'CXO'],
    }),
  }
  if (created) await upsertContacts(store, workspaceId, demoContacts)
  if (created && options.history && options.origins[0]) {
    const { writeDemoActivity } = await import('./demoActivity.js')
    const assets = await listAssets(store, workspaceId)
    const assetOf = (kind: AssetKind) => {
      const asset = assets.find((candidate) => candidate.kind === kind)!
      return { id: asset.id, workspaceId, kind, allowedOrigins: asset.allowed_origins }
    }
    await writeDemoActivity(store, { website: assetOf('WEBSITE'), docs: assetOf('DOCS'), product: assetOf('PRODUCT') }, options.origins[0])
  }
  const audienceId = await ensureAudience(store, workspaceId, segmentIds.buyer)
  return { workspaceId, created, apiKey, clientIds, segmentIds, audienceId }
}
