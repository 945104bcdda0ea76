/**
 * Direct row inserts for data-service tests, so they do not depend on the collector.
 * Every helper fills sensible defaults and returns the inserted row.
 */
import type { FastifyInstance } from 'fastify'
import { createApiKey } from '../src/admin/apiKeys.js'
import { createApp } from '../src/app.js'
import type { RateLimits } from '../src/http/rateLimits.js'
import type { DataServiceOptions } from '../src/dataService/settings.js'
import { createWorkspace } from '../src/admin/workspaces.js'
import { newId } from '../src/ids.js'
import type { Database } from '../src/store/schema.js'
import type { Store } from '../src/store/store.js'
import type { Insertable } from 'kysely'

/** A workspace and a working API key for it. */
export async function seedWorkspace(store: Store, name = 'Acme'): Promise<{ workspaceId: string; key: string; keyId: string }> {
  const workspace = await createWorkspace(store, name)
  const key = await createApiKey(store, workspace.id, 'test')
  return { workspaceId: workspace.id, key: key.key, keyId: key.id }
}

/** Inserts an account. */
export async function insertAccount(store: Store, workspaceId: string, row: Partial<Insertable<Database['accounts']>> = {}) {
  const domain = row.domain ?? `${newId().slice(0, 8)}.example.com`
  const values = { id: newId(), workspace_id: workspaceId, name: domain.split('.')[0] ?? domain, domain, created_at: Date.now(), ...row }
  await store.db.insertInto('accounts').values(values).execute()
  return values
}

/** Inserts a developer. */
export async function insertDeveloper(store: Store, workspaceId: string, row: Partial<Insertable<Database['developers']>> = {}) {
  const values = { id: newId(), workspace_id: workspaceId, account_id: null, name: 'Dev', email: null, created_at: Date.now(), ...row }
  await store.db.insertInto('developers').values(values).execute()
  return values
}

/** Inserts an anonymous visitor (no developer, country or network) and answers its id. */
export async function insertVisitor(store: Store, workspaceId: string, row: Partial<Insertable<Database['visitors']>> = {}): Promise<string> {
  const now = Date.now()
  const id = row.id ?? newId()
  const values = {
    workspace_id: workspaceId,
    anonymous_id: id,
    developer_id: null,
    country: null,
    network: null,
    network_asn: null,
    first_seen: now,
    last_seen: now,
    ...row,
    id,
  }
  await store.db.insertInto('visitors').values(values).execute()
  return id
}

/** Inserts an activity. */
export async function insertActivity(store: Store, workspaceId: string, row: Partial<Insertable<Database['activities']>> = {}) {
  const now = Date.now()
  const values = {
    id: newId(),
    workspace_id: workspaceId,
    activity_type: 'PAGE_VISIT',
    activity_source: 'DOCS',
    source_type: 'DOCS_JS',
    occurred_at: now,
    received_at: now,
    ...row,
  }
  await store.db.insertInto('activities').values(values).execute()
  return values
}

/** Inserts a contact (buyer). */
export async function insertContact(store: Store, workspaceId: string, row: Partial<Insertable<Database['contacts']>> = {}) {
  const now = Date.now()
  const values = { id: newId(), workspace_id: workspaceId, email: `${newId().slice(0, 8)}@buyer.example`, created_at: now, updated_at: now, ...row }
  await store.db.insertInto('contacts').values(values).execute()
  return values
}

/** Inserts many rows of one table in batches (fast seeding of paging tests). */
export async function insertRows<T extends keyof Database & string>(store: Store, table: T, rows: Insertable<Database[T]>[], batch = 200): Promise<void> {
  for (let start = 0; start < rows.length; start += batch) {
    await store.db
      .insertInto(table)
      .values(rows.slice(start, start + batch) as never)
      .execute()
  }
}

/** An app over `store` for data-service tests: segment snapshots off and a high rate limit unless given. */
export async function createDataServiceApp(store: Store, dataService: DataServiceOptions = {}, rateLimits: RateLimits = {}): Promise<FastifyInstance> {
  const options = {
    store,
    tokenSecret: 'test-secret-test-secret-test-secret',
    dataService: { segmentSnapshotMs: 0, apiKeyCacheMs: 0, rateLimit: { max: 100_000 }, ...dataService },
    // tests send many bad keys on purpose; the failed-authentication limit has its own test
    rateLimits: { failedAuthPerIp: 100_000, ...rateLimits },
  }
  return createApp(options, { logger: false })
}
