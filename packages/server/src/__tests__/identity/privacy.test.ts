/**
 * Data protection on both stores: deleting a person through the API or the CLI removes them
 * everywhere (activities, including what they did before signing in, identities, visitor ids,
 * list rows, contact and audience membership) and recomputes their account; other people stay.
 * A workspace's retention period deletes older activity at the sweep and recomputes aggregates.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refreshAccountAggregates } from '../../accounts/accountAggregates.js'
import { createAudience } from '../../audiences/audience.js'
import { refreshDeveloperAggregates } from '../../identity/aggregates.js'
import { defaultActivityLevels } from '../../domain/activityLevels.js'
import { newId } from '../../ids.js'
import { createList } from '../../lists/list.js'
import { applyRetention, setRetentionDays } from '../../privacy/retention.js'
import { createSegment } from '../../segments/segment.js'
import { openStore, type Store } from '../../store/store.js'
import { createDataServiceApp, insertAccount, insertActivity, insertContact, insertDeveloper, seedWorkspace } from '../../../test/seed.js'
import { createTestDatabase, dialects } from '../../../test/stores.js'
import { runDevtrail } from '../cliRun.js'

const DAY = 86_400_000

describe.each(dialects)('data protection on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    store = await openStore(database.url)
    app = await createDataServiceApp(store)
  })
  afterAll(async () => {
    await app.close()
    await store.close()
    await database.drop()
  })

  /** Eve (signed in after browsing anonymously, known by e-mail and GitHub, a buyer contact in an audience) and Bob, both of Acme. */
  async function seedPeople() {
    const { workspaceId, key } = await seedWorkspace(store, `Privacy ${newId().slice(0, 6)}`)
    const account = await insertAccount(store, workspaceId, { domain: `acme-${newId().slice(0, 6)}.io` })
    const eve = await insertDeveloper(store, workspaceId, { account_id: account.id, email: `eve@${account.domain}` })
    const bob = await insertDeveloper(store, workspaceId, { account_id: account.id, email: `bob@${account.domain}` })
    await store.db
      .insertInto('developer_identities')
      .values([
        { workspace_id: workspaceId, type: 'email', username: `eve@${account.domain}`, developer_id: eve.id },
        { workspace_id: workspaceId, type: 'github', username: 'eve-codes', developer_id: eve.id },
        { workspace_id: workspaceId, type: 'email', username: `bob@${account.domain}`, developer_id: bob.id },
      ])
      .execute()
    const now = Date.now()
    const visitor = { id: newId(), workspace_id: workspaceId, anonymous_id: newId(), developer_id: eve.id, first_seen: now, last_seen: now }
    await store.db.insertInto('visitors').values(visitor).execute()
    // before sign-in (visitor only), after sign-in, and Bob's
    await insertActivity(store, workspaceId, { visitor_id: visitor.id, occurred_at: now - 3 * DAY })
    await insertActivity(store, workspaceId, { visitor_id: visitor.id, developer_id: eve.id, account_id: account.id, occurred_at: now - DAY })
    await insertActivity(store, workspaceId, { developer_id: eve.id, account_id: account.id, activity_type: 'COPY_COMMAND', occurred_at: now })
    await insertActivity(store, workspaceId, { developer_id: bob.id, account_id: account.id, occurred_at: now - 2 * DAY })
    for (const developer of [eve, bob]) await refreshDeveloperAggregates(store.db, developer.id)
    await refreshAccountAggregates(store.db, account.id, defaultActivityLevels, now)
    await insertContact(store, workspaceId, { email: `eve@${account.domain}`, developer_id: eve.id, seniority: 'Director' })
    await insertContact(store, workspaceId, { email: `bob@${account.domain}`, developer_id: bob.id, seniority: 'Director' })
    const buyers = await createSegment(store, { workspaceId, type: 'BUYER', name: 'Directors', filter: {} })
    const audience = await createAudience(store, { workspaceId, segmentId: buyers.id, name: 'Directors', createdBy: 'ops@acme.com' })
    const list = await createList(store, workspaceId, 'ops@acme.com', {
      name: 'People',
      type: 'DEVELOPER',
      primaryKey: 'who',
      mapping: [{ clientKey: 'who', fieldType: 'String' }],
    })
    await store.db
      .insertInto('list_rows')
      .values(
        [`eve@${account.domain}`, 'github:eve-codes', `bob@${account.domain}`].map((rowKey) => ({
          list_id: list.id,
          row_key: rowKey,
          data: '{}',
          created_at: now,
          updated_at: now,
        })),
      )
      .execute()
    return { workspaceId, key, account, eve, bob, visitor, audience, list }
  }

  it('deletes a person everywhere through the API and recomputes their account', async () => {
    const { key, account, eve, bob, audience, list } = await seedPeople()
    expect(audience.count).toBe(2)
    const headers = { 'x-api-key': key }
    const answer = await app.inject({ method: 'DELETE', url: `/developer/${eve.id}`, headers })
    expect(answer.statusCode).toBe(200)
    expect(answer.json().data).toEqual({ developer_id: eve.id, activities: 3, identities: 2, visitors: 1, list_rows: 2, contacts: 1, audience_members: 1 })

    expect((await app.inject({ url: `/developer/${eve.id}/activities`, headers })).statusCode).toBe(404)
    expect((await app.inject({ method: 'DELETE', url: `/developer/${eve.id}`, headers })).statusCode).toBe(404)
    const developers = await app.inject({ url: `/account/${account.id}/developers`, headers })
    expect(developers.json().data.map((developer: { id: string }) => developer.id)).toEqual([bob.id])
    const activities = await app.inject({ url: `/account/${account.id}/activities`, headers })
    expect(activities.json().data).toHaveLength(1)
    const stored = await store.db
      .selectFrom('accounts')
      .select(['active_developers_count', 'latest_activity'])
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow()
    expect(stored.active_developers_count).toBe(1)
    const rows = await store.db.selectFrom('list_rows').select('row_key').where('list_id', '=', list.id).execute()
    expect(rows.map((row) => row.row_key)).toEqual([`bob@${account.domain}`])
    const members = await app.inject({ url: `/audiences/${audience.id}/members?page=1`, headers })
    expect(members.json().data.map((member: { email: string }) => member.email)).toEqual([`bob@${account.domain}`])
    const audiences = await app.inject({ url: '/audiences', headers })
    expect(audiences.json().data.find((row: { id: string }) => row.id === audience.id).count).toBe(1)
    expect(await store.db.selectFrom('developer_identities').select('username').where('developer_id', '=', eve.id).execute()).toEqual([])
  })

  it("deletes a person by e-mail from the CLI, only in the key's own workspace through the API", async () => {
    const first = await seedPeople()
    const other = await seedPeople()
    // another workspace's key cannot delete this person
    expect((await app.inject({ method: 'DELETE', url: `/developer/${first.bob.id}`, headers: { 'x-api-key': other.key } })).statusCode).toBe(404)
    const cli = await runDevtrail(['developer', 'delete', first.bob.email!, '--workspace', first.workspaceId, '--json'], { DATABASE_URL: database.url })
    expect(cli.status, cli.stderr).toBe(0)
    expect(cli.json?.removed).toMatchObject({ developer_id: first.bob.id, activities: 1, identities: 1, contacts: 1, list_rows: 1 })
    expect(await store.db.selectFrom('developers').select('id').where('id', '=', first.bob.id).execute()).toEqual([])
    expect(await store.db.selectFrom('developers').select('id').where('id', '=', other.bob.id).execute()).toEqual([{ id: other.bob.id }])
  })

  it('deletes activity past the workspace retention at the sweep and recomputes first activity', async () => {
    const { workspaceId, account, eve, bob } = await seedPeople()
    const now = Date.now()
    await setRetentionDays(store, workspaceId, 2)
    const deleted = await applyRetention(store, now + 1000)
    expect(deleted).toBe(2) // Eve's anonymous visit 3 days ago and Bob's 2 days ago
    const remaining = await store.db
      .selectFrom('activities')
      .select(['developer_id', 'occurred_at'])
      .where('workspace_id', '=', workspaceId)
      .orderBy('occurred_at')
      .execute()
    expect(remaining.map((row) => row.developer_id)).toEqual([eve.id, eve.id])
    const oldestKept = remaining[0]!.occurred_at
    const people = await store.db.selectFrom('developers').select(['id', 'first_activity']).where('id', 'in', [eve.id, bob.id]).orderBy('email').execute()
    expect(people.find((row) => row.id === bob.id)?.first_activity).toBeNull()
    expect(people.find((row) => row.id === eve.id)?.first_activity).toBe(oldestKept)
    const stored = await store.db.selectFrom('accounts').select('first_activity').where('id', '=', account.id).executeTakeFirstOrThrow()
    expect(stored.first_activity).toBe(oldestKept)
    await setRetentionDays(store, workspaceId, 0)
    expect(await applyRetention(store, now + 100 * DAY)).toBe(0)
  })
})
