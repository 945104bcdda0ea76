import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAsset, type Asset } from '../../admin/assets.js'
import { createApiKey } from '../../admin/apiKeys.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { createApp } from '../../app.js'
import type { Store } from '../../store/store.js'
import { createTestStore, dialects } from '../../../test/stores.js'

const ua = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15'
const DAY = 24 * 60 * 60 * 1000

describe.each(dialects)('identity resolution on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  let workspaceId: string
  let docs: Asset
  let product: Asset

  const send = async (asset: Asset, anonymousId: string, events: object[], country?: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/events',
      headers: { 'user-agent': ua, ...(country ? { 'cf-ipcountry': country } : {}) },
      payload: {
        client_id: asset.client_id,
        anonymous_id: anonymousId,
        events: events.map((event) => ({ id: randomUUID(), url: `https://x.dev/${randomUUID()}`, ...event })),
      },
    })
    expect(response.statusCode).toBe(200)
    return { accepted: (response.json() as { accepted: number }).accepted }
  }
  const visit = (time = Date.now() - 60_000) => ({ type: 'PAGE_VISIT', time })
  const identify = (identity: object, time = Date.now() - 1000) => ({ type: 'IDENTIFY', time, identity })
  const activitiesOf = (anonymousId: string) =>
    store.db
      .selectFrom('activities')
      .innerJoin('visitors', 'visitors.id', 'activities.visitor_id')
      .select([
        'activities.activity_type',
        'activities.developer_id',
        'activities.account_id',
        'activities.actor',
        'activities.occurred_at',
        'activities.activity_source',
      ])
      .where('visitors.anonymous_id', '=', anonymousId)
      .orderBy('activities.occurred_at')
      .execute()
  const developerOf = async (anonymousId: string) => {
    const visitor = await store.db.selectFrom('visitors').select('developer_id').where('anonymous_id', '=', anonymousId).executeTakeFirstOrThrow()
    return store.db.selectFrom('developers').selectAll().where('id', '=', visitor.developer_id!).executeTakeFirstOrThrow()
  }

  beforeAll(async () => {
    store = await createTestStore(dialect)
    app = await createApp({ store, tokenSecret: 'identity-test-secret-0123456789', countryHeader: 'cf-ipcountry' })
    workspaceId = (await createWorkspace(store, 'Vendor')).id
    await store.db
      .updateTable('workspaces')
      .set({ settings: JSON.stringify({ activityLevels: { high: 5, medium: 3 } }) })
      .where('id', '=', workspaceId)
      .execute()
    docs = await createAsset(store, { workspaceId, kind: 'docs', origins: ['*'] })
    product = await createAsset(store, { workspaceId, kind: 'product', origins: ['*'] })
  })
  afterAll(async () => {
    await app.close()
    await store.close()
  })

  it('compares identities in canonical form: LinkedIn URL forms, GitHub logins in any case or as a URL', async () => {
    const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()]
    await send(docs, first, [visit(), identify({ username: 'https://www.linkedin.com/in/Grace-Hopper/', type: 'linkedin' })])
    await send(docs, second, [
      visit(),
      identify({ username: 'linkedin.com/in/grace-hopper', type: 'linkedin', other_identities: [{ username: 'https://github.com/GHopper', type: 'github' }] }),
    ])
    await send(docs, third, [visit(), identify({ username: '@ghopper', type: 'github' })])
    const people = new Set([(await developerOf(first)).id, (await developerOf(second)).id, (await developerOf(third)).id])
    expect(people.size).toBe(1)
    const stored = await store.db
      .selectFrom('developer_identities')
      .select(['type', 'username'])
      .where('developer_id', '=', [...people][0]!)
      .orderBy('type')
      .execute()
    expect(stored).toEqual([
      { type: 'github', username: 'ghopper' },
      { type: 'linkedin', username: 'linkedin.com/in/grace-hopper' },
    ])
  })

  it('attributes earlier anonymous activity on identify and keeps aggregates right', async () => {
    const anonymousId = randomUUID()
    const t0 = Date.now() - 40 * DAY
    const t1 = Date.now() - 2 * DAY
    expect(await send(docs, anonymousId, [visit(t0), visit(t1)], 'fr')).toEqual({ accepted: 2 })
    const anonymous = await activitiesOf(anonymousId)
    expect(anonymous.map((row) => [row.developer_id, row.account_id, row.actor])).toEqual([
      [null, null, ''],
      [null, null, ''],
    ])
    expect(await store.db.selectFrom('accounts').selectAll().where('domain', '=', 'acme.io').execute()).toEqual([])

    // an identify on the docs links the visitor without an activity row
    expect(await send(docs, anonymousId, [identify({ username: 'Alice@Acme.io', type: 'email', firstname: 'Alice', lastname: 'Smith' })])).toEqual({
      accepted: 1,
    })
    const developer = await developerOf(anonymousId)
    expect(developer).toMatchObject({ workspace_id: workspaceId, name: 'Alice Smith', email: 'alice@acme.io', country: '' })
    const account = await store.db.selectFrom('accounts').selectAll().where('id', '=', developer.account_id!).executeTakeFirstOrThrow()
    expect(account).toMatchObject({ domain: 'acme.io', name: 'Acme', workspace_id: workspaceId })
    const identities = await store.db.selectFrom('developer_identities').selectAll().where('developer_id', '=', developer.id).execute()
    expect(identities).toEqual([{ workspace_id: workspaceId, type: 'email', username: 'alice@acme.io', developer_id: developer.id }])
    const attributed = await activitiesOf(anonymousId)
    expect(attributed.map((row) => [row.activity_type, row.developer_id, row.account_id, row.actor])).toEqual([
      ['PAGE_VISIT', developer.id, account.id, 'alice@acme.io'],
      ['PAGE_VISIT', developer.id, account.id, 'alice@acme.io'],
    ])
    expect(developer.first_activity).toBe(t0)
    expect(developer.latest_activity).toBe(t1)
    expect(account).toMatchObject({ first_activity: t0, latest_activity: t1, active_developers_count: 1, developer_activity: 'LOW', country: 'FR' })

    // later events carry the developer at write time; the product login is an activity there
    const t2 = Date.now() - 1000
    expect(await send(product, anonymousId, [visit(t2 - 1), visit(t2 - 1), identify({ username: 'alice@acme.io', type: 'email' }, t2)])).toEqual({
      accepted: 3,
    })
    const later = await activitiesOf(anonymousId)
    expect(later.map((row) => [row.activity_type, row.activity_source, row.developer_id, row.account_id, row.actor])).toEqual([
      ['PAGE_VISIT', 'DOCS', developer.id, account.id, 'alice@acme.io'],
      ['PAGE_VISIT', 'DOCS', developer.id, account.id, 'alice@acme.io'],
      ['PAGE_VISIT', 'PRODUCT', developer.id, account.id, 'alice@acme.io'],
      ['PAGE_VISIT', 'PRODUCT', developer.id, account.id, 'alice@acme.io'],
      ['PRODUCT_LOGIN', 'PRODUCT', developer.id, account.id, 'alice@acme.io'],
    ])
    const refreshed = await store.db.selectFrom('accounts').selectAll().where('id', '=', account.id).executeTakeFirstOrThrow()
    // 4 activities in the last 30 days: MEDIUM at 3, HIGH at 5 (workspace thresholds)
    expect(refreshed).toMatchObject({ first_activity: t0, latest_activity: t2, active_developers_count: 1, developer_activity: 'MEDIUM' })
    expect((await developerOf(anonymousId)).latest_activity).toBe(t2)

    // a second developer of the account, and enough activity for HIGH
    const colleague = randomUUID()
    await send(docs, colleague, [identify({ username: 'bob@acme.io', type: 'email' }), visit()])
    const busy = await store.db.selectFrom('accounts').selectAll().where('id', '=', account.id).executeTakeFirstOrThrow()
    expect(busy).toMatchObject({ active_developers_count: 2, developer_activity: 'HIGH' })
  })

  it('gives a free-mail address no account, and a company domain one', async () => {
    const free = randomUUID()
    await send(docs, free, [visit(), identify({ username: 'someone@gmail.com', type: 'email' })])
    const freeDeveloper = await developerOf(free)
    expect(freeDeveloper.account_id).toBeNull()
    expect(await store.db.selectFrom('accounts').select('id').where('domain', '=', 'gmail.com').execute()).toEqual([])
    expect((await activitiesOf(free)).map((row) => [row.account_id, row.actor])).toEqual([[null, 'someone@gmail.com']])

    const withCompany = randomUUID()
    await send(docs, withCompany, [visit(), identify({ username: 'carol@gmail.com', type: 'email', company: 'https://www.Carol-Corp.io/about' })])
    const carol = await developerOf(withCompany)
    const account = await store.db.selectFrom('accounts').selectAll().where('id', '=', carol.account_id!).executeTakeFirstOrThrow()
    expect(account).toMatchObject({ domain: 'carol-corp.io', name: 'Carol Corp', active_developers_count: 1 })
    expect((await activitiesOf(withCompany)).map((row) => row.account_id)).toEqual([account.id])
  })

  it('merges two people named by other_identities into the oldest', async () => {
    const first = randomUUID()
    const second = randomUUID()
    const third = randomUUID()
    const t0 = Date.now() - 10 * DAY
    await send(docs, first, [visit(t0), identify({ username: 'dave-gh', type: 'github' })])
    await send(docs, second, [visit(t0 + 1000), identify({ username: 'dave@dave.dev', type: 'email', firstname: 'Dave' })])
    const survivor = await developerOf(first)
    const loser = await developerOf(second)
    expect(survivor.id).not.toBe(loser.id)
    expect((await activitiesOf(first))[0]!.actor).toBe('dave-gh')

    await send(docs, third, [
      visit(t0 + 2000),
      identify({ username: 'dave@dave.dev', type: 'email', other_identities: [{ username: 'Dave-GH', type: 'github' }] }),
    ])
    expect(await store.db.selectFrom('developers').select('id').where('id', '=', loser.id).execute()).toEqual([])
    const merged = await developerOf(first)
    expect(merged.id).toBe(survivor.id)
    expect((await developerOf(second)).id).toBe(survivor.id)
    expect((await developerOf(third)).id).toBe(survivor.id)
    expect(merged).toMatchObject({ name: 'Dave', email: 'dave@dave.dev', first_activity: t0, latest_activity: t0 + 2000 })
    const account = await store.db.selectFrom('accounts').selectAll().where('domain', '=', 'dave.dev').executeTakeFirstOrThrow()
    expect(merged.account_id).toBe(account.id)
    const identities = await store.db
      .selectFrom('developer_identities')
      .select(['type', 'username', 'developer_id'])
      .where('username', 'in', ['dave-gh', 'dave@dave.dev'])
      .orderBy('type')
      .execute()
    expect(identities).toEqual([
      { type: 'email', username: 'dave@dave.dev', developer_id: survivor.id },
      { type: 'github', username: 'dave-gh', developer_id: survivor.id },
    ])
    for (const visitor of [first, second, third]) {
      expect((await activitiesOf(visitor)).map((row) => [row.developer_id, row.account_id, row.actor])).toEqual([[survivor.id, account.id, 'dave@dave.dev']])
    }
    expect(account).toMatchObject({ first_activity: t0, latest_activity: t0 + 2000, active_developers_count: 1 })
  })

  it('never merges two people known under different e-mails, whatever other_identities claims: the claim links nothing and is a conflict', async () => {
    const alice = randomUUID()
    const bob = randomUUID()
    const t0 = Date.now() - DAY
    await send(docs, alice, [visit(t0), identify({ username: 'alice@alice.dev', type: 'email', other_identities: [{ username: 'alice-gh', type: 'github' }] })])
    await send(docs, bob, [
      visit(t0 + 1000),
      identify({ username: 'bob@bob.dev', type: 'email', other_identities: [{ username: 'alice-gh', type: 'github' }], company: 'evil.example' }),
    ])
    const a = await developerOf(alice)
    expect(a).toMatchObject({ email: 'alice@alice.dev' })
    // Bob's claim linked his visitor to nobody and made nobody
    const bobVisitor = await store.db.selectFrom('visitors').select('developer_id').where('anonymous_id', '=', bob).executeTakeFirstOrThrow()
    expect(bobVisitor.developer_id).toBeNull()
    const bobIdentity = await store.db.selectFrom('developer_identities').select('developer_id').where('username', '=', 'bob@bob.dev').executeTakeFirst()
    expect(bobIdentity).toBeUndefined()
    const owner = await store.db
      .selectFrom('developer_identities')
      .select('developer_id')
      .where('type', '=', 'github')
      .where('username', '=', 'alice-gh')
      .executeTakeFirstOrThrow()
    expect(owner.developer_id).toBe(a.id)
    const conflicts = await store.db
      .selectFrom('identity_conflicts')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('reason', '=', 'distinct_emails')
      .execute()
    expect(conflicts.some((row) => row.claim.includes('bob@bob.dev') && JSON.parse(row.developer_ids).includes(a.id))).toBe(true)
    // Bob's claim on alice-gh moved nothing of Alice's: her account and history stay
    const account = await store.db
      .selectFrom('accounts')
      .select(['id', 'domain'])
      .where('id', '=', (await developerOf(alice)).account_id!)
      .executeTakeFirstOrThrow()
    expect(account.domain).toBe('alice.dev')
    expect((await activitiesOf(alice)).map((row) => row.account_id)).toEqual([account.id])
  })

  it('follows a company change from the identify that names it on, leaving earlier activity where it happened', async () => {
    const visitor = randomUUID()
    const t0 = Date.now() - 5 * DAY
    await send(docs, visitor, [visit(t0), identify({ username: 'peter@initech.com', type: 'email' }, t0 + 1)])
    const before = (await developerOf(visitor)).account_id
    await send(docs, visitor, [identify({ username: 'peter@initech.com', type: 'email', company: 'initrode.com' }, t0 + DAY), visit(t0 + DAY + 1)])
    const person = await developerOf(visitor)
    const initrode = await store.db.selectFrom('accounts').select('id').where('domain', '=', 'initrode.com').executeTakeFirstOrThrow()
    expect(person.account_id).toBe(initrode.id)
    expect((await activitiesOf(visitor)).map((row) => row.account_id)).toEqual([before, initrode.id])
  })

  it('keeps a signed-in person and their history at their company when a merge folds in an older record of another company', async () => {
    const older = randomUUID()
    const eve = randomUUID()
    const t0 = Date.now() - 3 * DAY
    // someone identified with Eve's GitHub login at othercorp, long ago
    await send(docs, older, [visit(t0), identify({ username: 'eve-gh', type: 'github', company: 'othercorp.com' }, t0 + 1)])
    const olderId = (await developerOf(older)).id
    await send(docs, eve, [visit(t0 + DAY), identify({ username: 'eve@evecorp.com', type: 'email', company: 'evecorp.com' }, t0 + DAY + 1)])
    const eveId = (await developerOf(eve)).id
    await send(docs, eve, [
      identify(
        { username: 'eve@evecorp.com', type: 'email', company: 'evecorp.com', other_identities: [{ username: 'eve-gh', type: 'github' }] },
        t0 + 2 * DAY,
      ),
      visit(t0 + 2 * DAY + 1),
    ])
    const person = await developerOf(eve)
    const [evecorp, othercorp] = await Promise.all(
      ['evecorp.com', 'othercorp.com'].map((domain) => store.db.selectFrom('accounts').select('id').where('domain', '=', domain).executeTakeFirstOrThrow()),
    )
    expect(person.account_id).toBe(evecorp!.id)
    expect((await activitiesOf(eve)).map((row) => row.account_id)).toEqual([evecorp!.id, evecorp!.id])
    expect((await activitiesOf(older)).map((row) => row.account_id)).toEqual([othercorp!.id])
    // both old ids answer, as the one person
    const key = (await createApiKey(store, workspaceId)).key
    for (const id of [olderId, eveId]) {
      const answer = await app.inject({ url: `/developer/${id}/activities`, headers: { 'x-api-key': key } })
      expect(answer.statusCode, id).toBe(200)
      expect(answer.json().data).toHaveLength(3)
    }
  })

  it('moves a merged person to the account named latest when the identify that merges them names none', async () => {
    const older = randomUUID()
    const frank = randomUUID()
    const merging = randomUUID()
    const t0 = Date.now() - 4 * DAY
    // an older record under Frank's GitHub login, at his former company
    await send(docs, older, [visit(t0), identify({ username: 'frank-gh', type: 'github', company: 'frank-old.com' }, t0 + 1)])
    const olderId = (await developerOf(older)).id
    // Frank signs in later with a free-mail address, naming his current company
    await send(docs, frank, [visit(t0 + DAY), identify({ username: 'frank@gmail.com', type: 'email', company: 'frank-new.com' }, t0 + DAY + 1)])
    const frankId = (await developerOf(frank)).id
    // the identify that merges the two names no company and no business e-mail
    await send(docs, merging, [
      identify({ username: 'frank@gmail.com', type: 'email', other_identities: [{ username: 'frank-gh', type: 'github' }] }, t0 + 2 * DAY),
      visit(t0 + 2 * DAY + 1),
    ])
    const person = await developerOf(merging)
    expect(person.id).toBe(olderId)
    const [current, former] = await Promise.all(
      ['frank-new.com', 'frank-old.com'].map((domain) => store.db.selectFrom('accounts').selectAll().where('domain', '=', domain).executeTakeFirstOrThrow()),
    )
    expect(person.account_id).toBe(current!.id)
    // earlier activity stays where it happened; new activity goes to the current account
    expect((await activitiesOf(older)).map((row) => row.account_id)).toEqual([former!.id])
    expect((await activitiesOf(frank)).map((row) => row.account_id)).toEqual([current!.id])
    expect((await activitiesOf(merging)).map((row) => row.account_id)).toEqual([current!.id])
    expect(current).toMatchObject({ active_developers_count: 1, latest_activity: t0 + 2 * DAY + 1 })
    expect(former).toMatchObject({ active_developers_count: 0 })
    // the merged-away id answers as the one person
    const key = (await createApiKey(store, workspaceId)).key
    const answer = await app.inject({ url: `/developer/${frankId}/activities`, headers: { 'x-api-key': key } })
    expect(answer.statusCode).toBe(200)
    expect(answer.json().data).toHaveLength(3)
  })

  it('decides the latest identify by when it happened: an older one arriving late does not move the person back', async () => {
    const visitor = randomUUID()
    const t0 = Date.now() - 6 * DAY
    await send(docs, visitor, [visit(t0 + 2 * DAY), identify({ username: 'quinn@quinn.dev', type: 'email', company: 'quinn-b.com' }, t0 + 2 * DAY + 1)])
    const newer = await store.db.selectFrom('accounts').select('id').where('domain', '=', 'quinn-b.com').executeTakeFirstOrThrow()
    // the identify of two days earlier, naming the company Quinn left, arrives now (a replayed queue)
    await send(docs, visitor, [identify({ username: 'quinn@quinn.dev', type: 'email', company: 'quinn-a.com' }, t0), visit(t0 + 3 * DAY)])
    const person = await developerOf(visitor)
    expect(person.account_id).toBe(newer.id)
    expect((await activitiesOf(visitor)).map((row) => row.account_id)).toEqual([newer.id, newer.id])
    // a stale company makes no account
    expect(await store.db.selectFrom('accounts').select('id').where('domain', '=', 'quinn-a.com').execute()).toEqual([])
    // a business e-mail in an older identify is stale too
    await send(docs, visitor, [
      identify({ username: 'quinn@quinn.dev', type: 'email', other_identities: [{ username: 'quinn@quinn-c.com', type: 'email' }] }, t0 + DAY),
    ])
    expect((await developerOf(visitor)).account_id).toBe(newer.id)
    // a newer identify still moves the person
    await send(docs, visitor, [identify({ username: 'quinn@quinn.dev', type: 'email', company: 'quinn-d.com' }, t0 + 4 * DAY)])
    const moved = await store.db.selectFrom('accounts').select('id').where('domain', '=', 'quinn-d.com').executeTakeFirstOrThrow()
    expect((await developerOf(visitor)).account_id).toBe(moved.id)
  })

  it('makes no account from a free-mail domain given as the company', async () => {
    const visitor = randomUUID()
    await send(docs, visitor, [visit(), identify({ username: 'rita-gh', type: 'github', company: 'gmail.com' })])
    expect((await developerOf(visitor)).account_id).toBeNull()
    expect(await store.db.selectFrom('accounts').select('id').where('domain', '=', 'gmail.com').execute()).toEqual([])
    expect((await activitiesOf(visitor)).map((row) => row.account_id)).toEqual([null])
  })

  it('puts an e-mail of a subdomain in the account of its registrable domain', async () => {
    const visitor = randomUUID()
    await send(docs, visitor, [visit(), identify({ username: 'Peter@Eng.Initrode.com', type: 'email' })])
    const person = await developerOf(visitor)
    const account = await store.db.selectFrom('accounts').selectAll().where('id', '=', person.account_id!).executeTakeFirstOrThrow()
    expect(account).toMatchObject({ domain: 'initrode.com', name: 'Initrode' })
    expect(await store.db.selectFrom('accounts').select('id').where('domain', '=', 'eng.initrode.com').execute()).toEqual([])
    expect((await activitiesOf(visitor)).map((row) => row.account_id)).toEqual([account.id])
  })

  it('gives a buyer (imported contact) the activity of the developer who signs in with its e-mail', async () => {
    const visitor = randomUUID()
    const t0 = Date.now() - DAY
    await store.db
      .insertInto('contacts')
      .values({ id: randomUUID(), workspace_id: workspaceId, email: 'maya@buyer.dev', full_name: 'Maya', created_at: t0, updated_at: t0 })
      .execute()
    await send(product, visitor, [visit(t0), identify({ username: 'Maya@buyer.dev', type: 'email' })])
    const developer = await developerOf(visitor)
    const contact = await store.db.selectFrom('contacts').selectAll().where('email', '=', 'maya@buyer.dev').executeTakeFirstOrThrow()
    expect(contact).toMatchObject({ developer_id: developer.id, first_activity: t0, latest_activity: developer.latest_activity })
    expect(developer.latest_activity).toBeGreaterThanOrEqual(t0)
  })
})
