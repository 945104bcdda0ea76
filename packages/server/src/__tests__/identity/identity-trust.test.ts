/**
 * Identity trust on both stores: a claim never puts two e-mails on one person (whatever path it
 * takes), an unsigned claim never changes a verified person, refused claims are listed as
 * conflicts, and a wrong merge is undone with the person's identities, visitors, activities and
 * aggregates.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiKey } from '../../admin/apiKeys.js'
import { createAsset, type Asset } from '../../admin/assets.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { createApp } from '../../app.js'
import { upsertContacts } from '../../contacts/upsertContacts.js'
import { identifyVisitor } from '../../identity/identifyVisitor.js'
import { openStore, type Store } from '../../store/store.js'
import { insertVisitor } from '../../../test/seed.js'
import { createTestDatabase, createTestStore, dialects } from '../../../test/stores.js'
import { runDevtrail } from '../cliRun.js'

const ua = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15'
const DAY = 86_400_000

describe.each(dialects)('identity trust on %s', (dialect) => {
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
        events: events.map((event) => ({ id: randomUUID(), url: `https://docs.x.dev/${randomUUID()}`, ...event })),
      },
    })
    expect(response.statusCode).toBe(200)
  }
  const visit = (time = Date.now() - 60_000) => ({ type: 'PAGE_VISIT', time })
  const identify = (identity: object, time = Date.now() - 1000) => ({ type: 'IDENTIFY', time, identity })
  const visitorOf = (anonymousId: string) => store.db.selectFrom('visitors').selectAll().where('anonymous_id', '=', anonymousId).executeTakeFirstOrThrow()
  const developerOf = async (anonymousId: string) => {
    const visitor = await visitorOf(anonymousId)
    return visitor.developer_id ? store.db.selectFrom('developers').selectAll().where('id', '=', visitor.developer_id).executeTakeFirst() : undefined
  }
  const identitiesOf = (developerId: string) =>
    store.db
      .selectFrom('developer_identities')
      .select(['type', 'username'])
      .where('developer_id', '=', developerId)
      .orderBy('type')
      .orderBy('username')
      .execute()
  const activityCount = async (developerId: string) =>
    Number(
      (
        await store.db
          .selectFrom('activities')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('developer_id', '=', developerId)
          .executeTakeFirstOrThrow()
      ).n,
    )
  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: { 'x-api-key': key }, ...(payload ? { payload } : {}) })

  beforeAll(async () => {
    store = await createTestStore(dialect)
    app = await createApp({ store, tokenSecret: 'identity-trust-secret-0123456789' })
    workspaceId = (await createWorkspace(store, 'Vendor')).id
    docs = await createAsset(store, { workspaceId, kind: 'docs', origins: ['*'] })
    key = (await createApiKey(store, workspaceId)).key
  })
  afterAll(async () => {
    await app.close()
    await store.close()
  })

  it("refuses the GitHub login of one person with another's e-mail: nothing links, the conflict is listed, deleting one leaves the other", async () => {
    const [ada, bea, mallory] = [randomUUID(), randomUUID(), randomUUID()]
    await send(ada, [visit(), identify({ username: 'ada@adacorp.dev', type: 'email', other_identities: [{ username: 'ada-gh', type: 'github' }] })])
    await send(bea, [visit(), visit(), identify({ username: 'bea@beacorp.dev', type: 'email' })])
    const adaBefore = (await developerOf(ada))!
    const beaBefore = (await developerOf(bea))!
    await send(mallory, [visit(), identify({ username: 'ADA-GH', type: 'github', other_identities: [{ username: 'Bea@BeaCorp.dev', type: 'email' }] })])

    expect(await developerOf(mallory)).toBeUndefined()
    expect(await developerOf(ada)).toMatchObject({ id: adaBefore.id, email: 'ada@adacorp.dev', account_id: adaBefore.account_id })
    expect(await developerOf(bea)).toMatchObject({ id: beaBefore.id, email: 'bea@beacorp.dev', account_id: beaBefore.account_id })
    expect(await identitiesOf(adaBefore.id)).toEqual([
      { type: 'email', username: 'ada@adacorp.dev' },
      { type: 'github', username: 'ada-gh' },
    ])
    expect(await identitiesOf(beaBefore.id)).toEqual([{ type: 'email', username: 'bea@beacorp.dev' }])
    expect(await store.db.selectFrom('developer_merges').selectAll().where('workspace_id', '=', workspaceId).execute()).toEqual([])

    const conflicts = (await api('GET', '/identity/conflicts')).json() as {
      data: { reason: string; source: string; claim: object[]; developer_ids: string[] }[]
    }
    expect(conflicts.data).toContainEqual(
      expect.objectContaining({
        source: 'identify',
        reason: 'distinct_emails',
        claim: [
          { type: 'github', username: 'ada-gh' },
          { type: 'email', username: 'bea@beacorp.dev' },
        ],
        developer_ids: expect.arrayContaining([adaBefore.id, beaBefore.id]),
      }),
    )

    // the same claim again, from any visitor, is counted on the same entry: repeating it cannot grow the store
    await send(randomUUID(), [identify({ username: 'ada-gh', type: 'github', other_identities: [{ username: 'bea@beacorp.dev', type: 'email' }] })])
    await send(mallory, [identify({ username: 'ada-gh', type: 'github', other_identities: [{ username: 'bea@beacorp.dev', type: 'email' }] })])
    const repeated = (await api('GET', '/identity/conflicts')).json() as { data: { claim: { username: string }[]; occurrences: number }[] }
    const entries = repeated.data.filter((entry) => entry.claim.some((identity) => identity.username === 'bea@beacorp.dev'))
    expect(entries.map((entry) => entry.occurrences)).toEqual([3])

    // erasing Ada erases nobody else
    expect((await api('DELETE', '/developer/ada@adacorp.dev')).statusCode).toBe(200)
    expect(await activityCount(beaBefore.id)).toBe(2)
    expect(await identitiesOf(beaBefore.id)).toEqual([{ type: 'email', username: 'bea@beacorp.dev' }])
  })

  it('lets only a signed identify change a verified person; unsigned ones may still make and join unverified people', async () => {
    const [vera, mallory, newcomer, friend] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()]
    await send(vera, [visit()])
    const signedIn = await identifySigned(await visitorOf(vera), { username: 'vera@verafirm.dev', type: 'email', firstname: 'Vera', company: 'verafirm.dev' })
    const verified = await store.db.selectFrom('developers').selectAll().where('id', '=', signedIn).executeTakeFirstOrThrow()
    expect(verified).toMatchObject({ name: 'Vera', verified: 1 })

    await send(mallory, [visit(), identify({ username: 'vera@verafirm.dev', type: 'email', firstname: 'Mallory', company: 'evil.example' })])
    expect(await developerOf(mallory)).toBeUndefined()
    expect(await store.db.selectFrom('developers').selectAll().where('id', '=', signedIn).executeTakeFirstOrThrow()).toMatchObject({
      name: 'Vera',
      account_id: verified.account_id,
    })
    // nor by naming another of her identifiers, or merging someone into her
    await send(mallory, [identify({ username: 'mallory-li', type: 'linkedin', other_identities: [{ username: 'vera@verafirm.dev', type: 'email' }] })])
    expect(await developerOf(mallory)).toBeUndefined()
    expect(await identitiesOf(signedIn)).toEqual([{ type: 'email', username: 'vera@verafirm.dev' }])
    const reasons = (await store.db.selectFrom('identity_conflicts').select('reason').where('developer_ids', 'like', `%${signedIn}%`).execute()).map(
      (row) => row.reason,
    )
    expect(reasons).toEqual(['verified_person', 'verified_person'])

    await send(newcomer, [visit(), identify({ username: 'new@newco.dev', type: 'email', firstname: 'Nia' })])
    const nia = (await developerOf(newcomer))!
    expect(nia).toMatchObject({ email: 'new@newco.dev', name: 'Nia', verified: 0 })
    await send(friend, [visit(), identify({ username: 'nia-gh', type: 'github', other_identities: [{ username: 'new@newco.dev', type: 'email' }] })])
    expect((await developerOf(friend))?.id).toBe(nia.id)

    // a signed identify may rename the verified person
    await identifySigned(await visitorOf(vera), { username: 'vera@verafirm.dev', type: 'email', firstname: 'Vera', lastname: 'Stone' })
    expect(await store.db.selectFrom('developers').select('name').where('id', '=', signedIn).executeTakeFirstOrThrow()).toEqual({ name: 'Vera Stone' })
  })

  it('undoes a wrong merge: the person comes back with identities, visitors, activities, aggregates and active days', async () => {
    const [max, cleo, mallory] = [randomUUID(), randomUUID(), randomUUID()]
    const t0 = Date.now() - 10 * DAY
    await send(max, [visit(t0), identify({ username: 'max@maxco.dev', type: 'email', other_identities: [{ username: 'max-gh', type: 'github' }] }, t0 + 1)])
    await send(cleo, [visit(t0 + 3 * DAY), visit(t0 + 4 * DAY), identify({ username: 'cleo-li', type: 'linkedin' }, t0 + 4 * DAY + 1)])
    const maxId = (await developerOf(max))!.id
    const cleoBefore = (await developerOf(cleo))!
    const daysBefore = await developerDays(cleoBefore.id)
    expect(daysBefore).toHaveLength(2)

    // an unsigned claim naming both folds them into one person (neither holds a second e-mail)
    await send(mallory, [visit(), identify({ username: 'max-gh', type: 'github', other_identities: [{ username: 'cleo-li', type: 'linkedin' }] })])
    expect((await developerOf(cleo))?.id).toBe(maxId)
    expect(await activityCount(maxId)).toBe(4)

    const wrongIdentity = await api('POST', `/developer/${maxId}/unmerge`, { identity: { type: 'github', username: 'max-gh' } })
    expect(wrongIdentity.statusCode).toBe(400)
    expect(wrongIdentity.json()).toMatchObject({ error: { type: 'params_invalid' } })

    const response = await api('POST', `/developer/${maxId}/unmerge`, { identity: { type: 'linkedin', username: 'https://www.linkedin.com/in/Cleo-LI/' } })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      data: {
        developer_id: cleoBefore.id,
        from_developer_id: maxId,
        identities: [{ type: 'linkedin', username: 'linkedin.com/in/cleo-li' }],
        visitors: 1,
        activities: 2,
      },
    })
    expect(await developerOf(cleo)).toMatchObject({ id: cleoBefore.id, first_activity: t0 + 3 * DAY, latest_activity: t0 + 4 * DAY })
    expect(await identitiesOf(cleoBefore.id)).toEqual([{ type: 'linkedin', username: 'linkedin.com/in/cleo-li' }])
    expect(await activityCount(cleoBefore.id)).toBe(2)
    expect(await developerDays(cleoBefore.id)).toEqual(daysBefore)
    expect(await developerDays(maxId)).not.toContainEqual(daysBefore[0])
    // the merger's own claim stays with the person it named; the old id is Cleo's again
    expect((await developerOf(mallory))?.id).toBe(maxId)
    const cleoActivities = (await api('GET', `/developer/${cleoBefore.id}/activities`)).json() as { data: unknown[] }
    expect(cleoActivities.data).toHaveLength(2)
    expect((await api('POST', `/developer/${maxId}/unmerge`, { identity: { type: 'linkedin', username: 'cleo-li' } })).statusCode).toBe(400)
  })

  it('keeps a contact import from giving a person a second e-mail through their GitHub login', async () => {
    const owner = randomUUID()
    await send(owner, [visit(), identify({ username: 'olga@olgaco.dev', type: 'email', other_identities: [{ username: 'olga-gh', type: 'github' }] })])
    const olga = (await developerOf(owner))!
    const contact = {
      full_name: '',
      designation: '',
      seniority: '',
      job_function: '',
      state: '',
      country: '',
      email_verified: false,
      company_domain: '',
      tags: '',
    }
    await upsertContacts(store, workspaceId, [{ ...contact, email: 'imposter@other.dev', github: 'olga-gh' }])
    expect(await identitiesOf(olga.id)).toEqual([
      { type: 'email', username: 'olga@olgaco.dev' },
      { type: 'github', username: 'olga-gh' },
    ])
    const conflict = await store.db.selectFrom('identity_conflicts').selectAll().where('source', '=', 'contacts').executeTakeFirstOrThrow()
    expect(JSON.parse(conflict.claim)).toEqual([
      { type: 'email', username: 'imposter@other.dev' },
      { type: 'github', username: 'olga-gh' },
    ])
  })

  async function identifySigned(
    visitor: { id: string },
    identity: { username: string; type: 'email' | 'github' | 'linkedin'; firstname?: string; lastname?: string; company?: string },
  ) {
    const now = Date.now()
    const outcome = await store.db
      .transaction()
      .execute((tx) => identifyVisitor(tx, { workspaceId, visitorId: visitor.id, identity, country: '', occurredAt: now, now, verified: true }))
    return outcome!.developerId
  }

  async function developerDays(developerId: string) {
    const rows = await store.db
      .selectFrom('stats_daily_developers')
      .select(['day', 'activity_source'])
      .where('developer_id', '=', developerId)
      .orderBy('day')
      .execute()
    return rows.map((row) => ({ day: Number(row.day), source: row.activity_source }))
  }
})

describe('identity repair from the CLI', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  let store: Store
  beforeAll(async () => {
    database = await createTestDatabase('sqlite')
    store = await openStore(database.url)
  })
  afterAll(async () => {
    await store.close()
    await database.drop()
  })

  it('lists conflicts and unmerges a person with `devtrail developer conflicts|unmerge`', async () => {
    const workspaceId = (await createWorkspace(store, 'Vendor')).id
    const now = Date.now()
    const visitor = () => insertVisitor(store, workspaceId)
    let clock = now
    const claim = async (visitorId: string, identity: Parameters<typeof identifyVisitor>[1]['identity']) => {
      clock += 1000
      return store.db.transaction().execute((tx) => identifyVisitor(tx, { workspaceId, visitorId, identity, country: '', occurredAt: clock, now: clock }))
    }
    const kim = (await claim(await visitor(), { username: 'kim@kimco.dev', type: 'email', other_identities: [{ username: 'kim-gh', type: 'github' }] }))!
    const lee = (await claim(await visitor(), { username: 'lee-li', type: 'linkedin' }))!
    await claim(await visitor(), {
      username: 'kim-gh',
      type: 'github',
      other_identities: [
        { username: 'lee-li', type: 'linkedin' },
        { username: 'x@elsewhere.dev', type: 'email' },
      ],
    })
    await claim(await visitor(), { username: 'kim-gh', type: 'github', other_identities: [{ username: 'lee-li', type: 'linkedin' }] })

    const conflicts = await runDevtrail(['developer', 'conflicts', '--workspace', workspaceId, '--json'], { DATABASE_URL: database.url })
    expect(conflicts.status, conflicts.stderr).toBe(0)
    expect(conflicts.json?.conflicts).toEqual([
      expect.objectContaining({ reason: 'distinct_emails', source: 'identify', developerIds: [kim.developerId, lee.developerId] }),
    ])

    const unmerge = await runDevtrail(
      ['developer', 'unmerge', 'kim@kimco.dev', '--identity', 'linkedin:https://linkedin.com/in/LEE-LI', '--workspace', workspaceId, '--json'],
      {
        DATABASE_URL: database.url,
      },
    )
    expect(unmerge.status, unmerge.stderr).toBe(0)
    expect(unmerge.json?.unmerged).toMatchObject({ developer_id: lee.developerId, from_developer_id: kim.developerId, visitors: 1 })
    const again = await runDevtrail(['developer', 'unmerge', kim.developerId, '--identity', 'linkedin:lee-li'], { DATABASE_URL: database.url })
    expect(again.status).not.toBe(0)
    expect(again.stderr).toContain('is not an identity of developer')
  })
})
