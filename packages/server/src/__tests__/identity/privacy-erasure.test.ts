/**
 * Erasure on both stores: after a person is deleted, no row of any table holds their e-mail or
 * name: not the refused claims, the merge log, the audit log, CRM sync records, alert deliveries
 * kept for redelivery, jobs, list rows or contacts. The whole database is read back, every table
 * and column, so a table added later that keeps the person fails this test until erasure covers it.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiKey } from '../../admin/apiKeys.js'
import { createAsset, type Asset } from '../../admin/assets.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { createApp } from '../../app.js'
import { createAudience } from '../../audiences/audience.js'
import { writeGithubActivities } from '../../github/writeGithubActivities.js'
import { createList } from '../../lists/list.js'
import { createSegment } from '../../segments/segment.js'
import type { Store } from '../../store/store.js'
import { insertContact } from '../../../test/seed.js'
import { createTestStore, dialects } from '../../../test/stores.js'

const ua = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15'
const EMAIL = 'eve.stone@evecorp.dev'
const NAME = 'Evelina Stonebridge'

describe.each(dialects)('erasure on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  let workspaceId: string
  let docs: Asset
  let key: string

  const send = async (anonymousId: string, events: object[]) => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/events',
      headers: { 'user-agent': ua },
      payload: {
        client_id: docs.client_id,
        anonymous_id: anonymousId,
        events: events.map((event) => ({ id: randomUUID(), url: 'https://docs.x.dev/', ...event })),
      },
    })
    expect(response.statusCode, response.body).toBe(200)
  }
  const identify = (identity: object) => ({ type: 'IDENTIFY', time: Date.now() - 1000, identity })
  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: { 'x-api-key': key }, ...(payload ? { payload } : {}) })
  const holderOf = async (type: 'email' | 'github', username: string) =>
    (
      await store.db
        .selectFrom('developer_identities')
        .select('developer_id')
        .where('type', '=', type)
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).developer_id

  /** Every row of every table, with the columns that hold the text. */
  async function rowsHolding(text: string): Promise<string[]> {
    const tables =
      dialect === 'sqlite'
        ? await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(store.db)
        : await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public'`.execute(store.db)
    const found: string[] = []
    for (const { name } of tables.rows) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(store.db)
      for (const row of rows.rows) {
        for (const [column, value] of Object.entries(row)) {
          const shown = value instanceof Uint8Array ? Buffer.from(value).toString('latin1') : String(value)
          if (shown.toLowerCase().includes(text.toLowerCase())) found.push(`${name}.${column}`)
        }
      }
    }
    return found
  }

  beforeAll(async () => {
    store = await createTestStore(dialect)
    app = await createApp({ store, tokenSecret: 'privacy-erasure-secret-0123456789' })
    workspaceId = (await createWorkspace(store, 'Vendor')).id
    docs = await createAsset(store, { workspaceId, kind: 'docs', origins: ['*'] })
    key = (await createApiKey(store, workspaceId)).key
  })
  afterAll(async () => {
    await app.close()
    await store.close()
  })

  it('leaves no row anywhere holding the deleted person, and keeps the others', async () => {
    const [first, last] = NAME.split(' ')
    // Eve signs in, visits, stars; merges in a GitHub-only record and is split from it again
    const eveBrowser = randomUUID()
    await send(eveBrowser, [{ type: 'PAGE_VISIT', time: Date.now() - 5000 }, identify({ username: EMAIL, type: 'email', firstname: first, lastname: last })])
    const eve = await holderOf('email', EMAIL)
    await writeGithubActivities(store, workspaceId, [
      { id: randomUUID(), activityType: 'STAR', sourceType: 'GITHUB_WEBHOOK', page: 'https://github.com/x/y', occurredAt: Date.now() - 4000, login: 'old-gh' },
    ])
    await send(eveBrowser, [identify({ username: EMAIL, type: 'email', other_identities: [{ username: 'old-gh', type: 'github' }] })])
    expect((await api('POST', `/developer/${eve}/unmerge`, { identity: { type: 'github', username: 'old-gh' } })).statusCode).toBe(200)
    await send(eveBrowser, [identify({ username: EMAIL, type: 'email', other_identities: [{ username: 'eve-gh', type: 'github' }] })])
    // Bob, and a claim naming Eve's e-mail with Bob's login: refused, listed as a conflict
    const bobBrowser = randomUUID()
    await send(bobBrowser, [identify({ username: 'bob@bobco.dev', type: 'email', other_identities: [{ username: 'bob-gh', type: 'github' }] })])
    await send(randomUUID(), [identify({ username: 'bob-gh', type: 'github', other_identities: [{ username: EMAIL, type: 'email' }] })])
    expect((await api('GET', '/identity/conflicts')).json().data.length).toBeGreaterThan(0)
    const bob = await holderOf('email', 'bob@bobco.dev')

    // a contact in an audience, list rows, a CRM record, an alert delivery, a failed job, an audit entry
    const contact = await insertContact(store, workspaceId, { email: EMAIL, full_name: NAME, developer_id: eve, seniority: 'Director' })
    await insertContact(store, workspaceId, { email: 'someone@elsewhere.dev', github: 'eve-gh' })
    const buyers = await createSegment(store, { workspaceId, type: 'BUYER', name: 'Directors', filter: {} })
    await createAudience(store, { workspaceId, segmentId: buyers.id, name: 'Directors', createdBy: 'ops@vendor.dev' })
    const people = await createList(store, workspaceId, 'ops@vendor.dev', {
      name: 'People',
      type: 'DEVELOPER',
      primaryKey: 'who',
      mapping: [{ clientKey: 'who', fieldType: 'String' }],
    })
    const companies = await createList(store, workspaceId, 'ops@vendor.dev', {
      name: 'Companies',
      type: 'ACCOUNT',
      primaryKey: 'domain',
      mapping: [{ clientKey: 'domain', fieldType: 'String' }],
    })
    const now = Date.now()
    await store.db
      .insertInto('list_rows')
      .values([
        { list_id: people.id, row_key: EMAIL, data: JSON.stringify({ who: EMAIL }), created_at: now, updated_at: now },
        { list_id: people.id, row_key: 'github:eve-gh', data: '{}', created_at: now, updated_at: now },
        { list_id: companies.id, row_key: 'evecorp.dev', data: JSON.stringify({ domain: 'evecorp.dev', owner: EMAIL }), created_at: now, updated_at: now },
      ])
      .execute()
    const connection = randomUUID()
    await store.db
      .insertInto('crm_connections')
      .values({
        id: connection,
        workspace_id: workspaceId,
        crm: 'hubspot',
        sealed_credentials: 'x',
        settings: '{}',
        selection: '{}',
        status: 'active',
        sync_interval_ms: 1000,
        created_at: now,
        updated_at: now,
      })
      .execute()
    await store.db
      .insertInto('crm_records')
      .values({ connection_id: connection, object: 'contact', record_key: EMAIL, crm_id: '17', error: `contact ${EMAIL} refused` })
      .execute()
    const destination = randomUUID()
    await store.db
      .insertInto('alert_destinations')
      .values({ id: destination, workspace_id: workspaceId, name: 'hook', kind: 'webhook', url: 'https://hooks.vendor.dev/', created_at: now, updated_at: now })
      .execute()
    const payload = {
      type: 'alert.fired',
      data: {
        title: `${NAME} (${EMAIL}) starred x/y`,
        developer: { id: eve, developer_name: NAME, developer_business_email: EMAIL },
        account: null,
        activity: null,
      },
    }
    await store.db
      .insertInto('alert_deliveries')
      .values({
        id: randomUUID(),
        workspace_id: workspaceId,
        destination_id: destination,
        rule_id: null,
        account_id: null,
        kind: 'alert',
        status: 'retrying',
        attempts: 1,
        response_code: 500,
        response_body: `bad ${EMAIL}`,
        error: null,
        payload: JSON.stringify(payload),
        created_at: now,
        updated_at: now,
      })
      .execute()
    await store.db
      .insertInto('jobs')
      .values({
        id: randomUUID(),
        workspace_id: workspaceId,
        kind: 'crm.sync-page',
        dedupe_key: null,
        ordering_key: null,
        payload: '{}',
        state: 'dead',
        run_at: now,
        lease_owner: null,
        lease_until: null,
        last_error: `HubSpot refused ${EMAIL}`,
        created_at: now,
        updated_at: now,
        finished_at: now,
      })
      .execute()
    await store.db
      .insertInto('audit_events')
      .values({
        id: randomUUID(),
        workspace_id: workspaceId,
        at: now,
        actor_user_id: null,
        actor_api_key_id: null,
        actor_label: 'cli',
        action: 'list.rows.upsert',
        target_type: 'list',
        target_id: people.id,
        address: null,
        before: null,
        after: JSON.stringify({ keys: [EMAIL.toUpperCase()] }),
      })
      .execute()
    expect(await rowsHolding(EMAIL)).not.toEqual([])
    expect(contact.email).toBe(EMAIL)

    const deleted = await api('DELETE', `/developer/${eve}`)
    expect(deleted.statusCode).toBe(200)
    expect(await rowsHolding(EMAIL)).toEqual([])
    expect(await rowsHolding(NAME)).toEqual([])
    expect(await rowsHolding('eve-gh')).toEqual([])
    // the others stay: Bob, the GitHub-only record split off, the account list row
    expect(await store.db.selectFrom('developers').select('id').where('id', '=', bob).execute()).toHaveLength(1)
    expect(await holderOf('github', 'old-gh')).not.toBe(eve)
    const companyRows = await store.db.selectFrom('list_rows').select('data').where('list_id', '=', companies.id).execute()
    expect(companyRows).toHaveLength(1)
  })
})
