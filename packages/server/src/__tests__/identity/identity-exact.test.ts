/**
 * Who is who, exactly, on both stores: an activity stays with the person it was attributed to
 * (a delete on a shared browser takes nobody else's), an unmerge sends back everything that came
 * through the returned identities (before and since the merge) with the accounts it would have had,
 * and a refused identify signs nobody in.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiKey } from '../../admin/apiKeys.js'
import { createAsset, type Asset } from '../../admin/assets.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { createApp } from '../../app.js'
import { upsertContacts } from '../../contacts/upsertContacts.js'
import { writeGithubActivities } from '../../github/writeGithubActivities.js'
import { identifyVisitor } from '../../identity/identifyVisitor.js'
import type { Store } from '../../store/store.js'
import { createTestStore, dialects } from '../../../test/stores.js'

const ua = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15'
const DAY = 86_400_000

describe.each(dialects)('exact identities on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  let workspaceId: string
  let docs: Asset
  let product: Asset
  let key: string

  const send = async (anonymousId: string, events: object[], asset = docs) => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/events',
      headers: { 'user-agent': ua },
      payload: {
        client_id: asset.client_id,
        anonymous_id: anonymousId,
        events: events.map((event) => ({ id: randomUUID(), url: `https://docs.x.dev/${randomUUID()}`, ...event })),
      },
    })
    expect(response.statusCode, response.body).toBe(200)
  }
  const visit = (time: number) => ({ type: 'PAGE_VISIT', time })
  const identify = (identity: object, time: number) => ({ type: 'IDENTIFY', time, identity })
  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: { 'x-api-key': key }, ...(payload ? { payload } : {}) })
  const holderOf = async (type: string, username: string) =>
    (
      await store.db
        .selectFrom('developer_identities')
        .select('developer_id')
        .where('workspace_id', '=', workspaceId)
        .where('type', '=', type as 'email')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).developer_id
  const developer = (id: string) => store.db.selectFrom('developers').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const account = (id: string) => store.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const activitiesOf = (developerId: string) =>
    store.db.selectFrom('activities').select(['id', 'account_id', 'occurred_at']).where('developer_id', '=', developerId).orderBy('occurred_at').execute()
  const star = (login: string, occurredAt: number) =>
    writeGithubActivities(store, workspaceId, [
      { id: randomUUID(), activityType: 'STAR', sourceType: 'GITHUB_WEBHOOK', page: 'https://github.com/x/y', occurredAt, login },
    ])

  beforeAll(async () => {
    store = await createTestStore(dialect)
    app = await createApp({ store, tokenSecret: 'identity-exact-secret-0123456789' })
    workspaceId = (await createWorkspace(store, 'Vendor')).id
    docs = await createAsset(store, { workspaceId, kind: 'docs', origins: ['*'] })
    product = await createAsset(store, { workspaceId, kind: 'product', origins: ['*'] })
    key = (await createApiKey(store, workspaceId)).key
  })
  afterAll(async () => {
    await app.close()
    await store.close()
  })

  it("deletes only the second person of a shared browser: the first keeps their activities, dates and account's dates", async () => {
    const browser = randomUUID()
    const t0 = Date.now() - 10 * DAY
    await send(browser, [identify({ username: 'ann@annco.dev', type: 'email' }, t0)])
    await send(browser, [visit(t0 + 1), visit(t0 + DAY), visit(t0 + 2 * DAY)])
    await send(browser, [identify({ username: 'bo@boco.dev', type: 'email' }, t0 + 3 * DAY)])
    await send(browser, [visit(t0 + 4 * DAY)])
    const ann = await holderOf('email', 'ann@annco.dev')
    const bo = await holderOf('email', 'bo@boco.dev')

    const deleted = await api('DELETE', `/developer/${bo}`)
    expect(deleted.statusCode).toBe(200)
    expect(deleted.json().data).toMatchObject({ developer_id: bo, activities: 1 })
    expect(await activitiesOf(ann)).toHaveLength(3)
    const annRow = await developer(ann)
    expect(annRow).toMatchObject({ first_activity: t0 + 1, latest_activity: t0 + 2 * DAY })
    expect(await account(annRow.account_id!)).toMatchObject({ first_activity: t0 + 1, latest_activity: t0 + 2 * DAY })
  })

  it('gives a returned person back the account they would have had: none, and the survivor keeps only its own', async () => {
    const t0 = Date.now() - 20 * DAY
    const sam = randomUUID()
    await send(sam, [identify({ username: 'sam@samcorp.dev', type: 'email' }, t0)])
    await send(sam, [visit(t0 + DAY)])
    await star('gus-gh', t0 + 2 * DAY)
    const gus = await holderOf('github', 'gus-gh')
    const samId = await holderOf('email', 'sam@samcorp.dev')
    const samAccount = (await developer(samId)).account_id!
    // Sam claims Gus's login: Gus (GitHub only) is merged into Sam
    await send(sam, [identify({ username: 'sam@samcorp.dev', type: 'email', other_identities: [{ username: 'gus-gh', type: 'github' }] }, t0 + 3 * DAY)])
    expect(await holderOf('github', 'gus-gh')).toBe(samId)
    expect((await activitiesOf(samId)).map((row) => row.account_id)).toEqual([samAccount, samAccount])

    const unmerged = await api('POST', `/developer/${samId}/unmerge`, { identity: { type: 'github', username: 'gus-gh' } })
    expect(unmerged.statusCode, unmerged.body).toBe(200)
    expect((await activitiesOf(gus)).map((row) => row.account_id)).toEqual([null])
    expect(await account(samAccount)).toMatchObject({ first_activity: t0 + DAY, latest_activity: t0 + DAY })
    const listed = (await api('GET', `/account/${samAccount}/activities`)).json() as { data: unknown[] }
    expect(listed.data).toHaveLength(1)
  })

  it('takes the survivor back out of the activities of an older record that survived, and names the identity to unmerge with', async () => {
    const t0 = Date.now() - 20 * DAY
    await star('ola-gh', t0)
    const ola = await holderOf('github', 'ola-gh')
    const pia = randomUUID()
    await send(pia, [visit(t0 + DAY), identify({ username: 'pia@piacorp.dev', type: 'email' }, t0 + DAY)])
    const piaId = await holderOf('email', 'pia@piacorp.dev')
    await send(pia, [identify({ username: 'pia@piacorp.dev', type: 'email', other_identities: [{ username: 'ola-gh', type: 'github' }] }, t0 + 2 * DAY)])
    // the older record survives: Pia is merged into Ola, whose star takes Pia's account
    expect(await holderOf('email', 'pia@piacorp.dev')).toBe(ola)
    const piaAccount = (await developer(ola)).account_id!

    const refused = await api('POST', `/developer/${ola}/unmerge`, { identity: { type: 'github', username: 'ola-gh' } })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.message).toContain('email:pia@piacorp.dev')

    expect((await api('POST', `/developer/${ola}/unmerge`, { identity: { type: 'email', username: 'pia@piacorp.dev' } })).statusCode).toBe(200)
    expect((await activitiesOf(ola)).map((row) => row.account_id)).toEqual([null])
    expect((await activitiesOf(piaId)).map((row) => row.account_id)).toEqual([piaAccount])
    expect(await account(piaAccount)).toMatchObject({ first_activity: t0 + DAY, latest_activity: t0 + DAY })
  })

  it('sends back what arrived through the returned identity after the merge: a browser that signed in with it, its visits, a star', async () => {
    const t0 = Date.now() - 20 * DAY
    const kai = randomUUID()
    await send(kai, [identify({ username: 'kai@kaicorp.dev', type: 'email' }, t0), visit(t0 + 1)])
    await star('lu-gh', t0 + DAY)
    const kaiId = await holderOf('email', 'kai@kaicorp.dev')
    const lu = await holderOf('github', 'lu-gh')
    await send(kai, [identify({ username: 'kai@kaicorp.dev', type: 'email', other_identities: [{ username: 'lu-gh', type: 'github' }] }, t0 + 2 * DAY)])
    // after the merge: Lu's own browser signs in as Lu and visits, and Lu stars again
    const luBrowser = randomUUID()
    await send(luBrowser, [identify({ username: 'lu-gh', type: 'github' }, t0 + 3 * DAY), visit(t0 + 3 * DAY + 1)])
    await star('lu-gh', t0 + 4 * DAY)
    expect(await activitiesOf(kaiId)).toHaveLength(4)

    const unmerged = await api('POST', `/developer/${kaiId}/unmerge`, { identity: { type: 'github', username: 'lu-gh' } })
    expect(unmerged.json().data).toMatchObject({ developer_id: lu, visitors: 1, activities: 3 })
    expect((await activitiesOf(lu)).map((row) => [row.occurred_at, row.account_id])).toEqual([
      [t0 + DAY, null],
      [t0 + 3 * DAY + 1, null],
      [t0 + 4 * DAY, null],
    ])
    const browser = await store.db.selectFrom('visitors').select('developer_id').where('anonymous_id', '=', luBrowser).executeTakeFirstOrThrow()
    expect(browser.developer_id).toBe(lu)
    // a later delete of the survivor takes none of it
    expect((await api('DELETE', `/developer/${kaiId}`)).json().data).toMatchObject({ activities: 1 })
    expect(await activitiesOf(lu)).toHaveLength(3)
  })

  it("records a conflict instead of linking a contact whose e-mail is one person's and GitHub login another's", async () => {
    const t0 = Date.now() - DAY
    await send(randomUUID(), [identify({ username: 'uma@umaco.dev', type: 'email' }, t0)])
    await star('vic-gh', t0)
    const uma = await holderOf('email', 'uma@umaco.dev')
    const vic = await holderOf('github', 'vic-gh')
    const blank = {
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
    await upsertContacts(store, workspaceId, [{ ...blank, email: 'uma@umaco.dev', github: 'vic-gh' }])
    const contact = await store.db.selectFrom('contacts').selectAll().where('email', '=', 'uma@umaco.dev').executeTakeFirstOrThrow()
    expect(contact.developer_id).toBeNull()
    const conflicts = await store.db
      .selectFrom('identity_conflicts')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('source', '=', 'contacts')
      .execute()
    expect(conflicts.map((row) => ({ claim: JSON.parse(row.claim), developers: JSON.parse(row.developer_ids) }))).toContainEqual({
      claim: [
        { type: 'email', username: 'uma@umaco.dev' },
        { type: 'github', username: 'vic-gh' },
      ],
      developers: [uma, vic],
    })
    expect(await store.db.selectFrom('developer_identities').select('type').where('developer_id', '=', vic).execute()).toEqual([{ type: 'github' }])
    expect((await developer(vic)).email).toBeNull()
  })

  it('takes JSON null in firstname, lastname, company or other_identities as absent', async () => {
    const browser = randomUUID()
    await send(browser, [
      identify({ username: 'nia@niaco.dev', type: 'email', firstname: null, lastname: 'Lee', company: null, other_identities: null }, Date.now() - 1000),
    ])
    const nia = await developer(await holderOf('email', 'nia@niaco.dev'))
    expect(nia).toMatchObject({ name: 'Lee', email: 'nia@niaco.dev' })
    const visitor = await store.db.selectFrom('visitors').select('developer_id').where('anonymous_id', '=', browser).executeTakeFirstOrThrow()
    expect(visitor.developer_id).toBe(nia.id)
  })

  it('stores no sign-in for an identify refused as a conflict on the product', async () => {
    const t0 = Date.now() - DAY
    await send(randomUUID(), [identify({ username: 'rex@rexco.dev', type: 'email', other_identities: [{ username: 'rex-gh', type: 'github' }] }, t0)])
    await send(randomUUID(), [identify({ username: 'sol@solco.dev', type: 'email' }, t0)])
    const signIns = async () =>
      Number(
        (
          await store.db
            .selectFrom('activities')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('workspace_id', '=', workspaceId)
            .where('activity_type', '=', 'PRODUCT_LOGIN')
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await signIns()
    const mallory = randomUUID()
    await send(mallory, [identify({ username: 'rex-gh', type: 'github', other_identities: [{ username: 'sol@solco.dev', type: 'email' }] }, t0 + 1)], product)
    expect(await signIns()).toBe(before)
    const stats = await api('GET', '/stats/overview')
    expect(stats.statusCode, stats.body).toBe(200)
    expect(stats.json().data.totals.sign_ins).toBe(before)
    // an accepted sign-in still counts
    await send(randomUUID(), [identify({ username: 'sol@solco.dev', type: 'email' }, t0 + 2)], product)
    expect(await signIns()).toBe(before + 1)
  })

  it('lets a signed identify take a login an unsigned claim made up, not the claimant: their visits stay off the verified timeline', async () => {
    const now = Date.now()
    const vera = randomUUID()
    await send(vera, [visit(now - 5000)])
    const veraVisitor = await store.db.selectFrom('visitors').select('id').where('anonymous_id', '=', vera).executeTakeFirstOrThrow()
    const signed = (identity: { username: string; type: 'email' | 'github'; other_identities?: { username: string; type: 'github' }[] }) =>
      store.db
        .transaction()
        .execute((tx) => identifyVisitor(tx, { workspaceId, visitorId: veraVisitor.id, identity, country: '', occurredAt: now, now, verified: true }))
    const veraId = (await signed({ username: 'vera@verafirm.dev', type: 'email' }))!.developerId
    const mallory = randomUUID()
    await send(mallory, [identify({ username: 'vera-gh', type: 'github' }, now - 4000), visit(now - 3000)])
    const claimant = await holderOf('github', 'vera-gh')
    expect(claimant).not.toBe(veraId)

    await signed({ username: 'vera@verafirm.dev', type: 'email', other_identities: [{ username: 'vera-gh', type: 'github' }] })
    expect(await holderOf('github', 'vera-gh')).toBe(veraId)
    const malloryVisitor = await store.db.selectFrom('visitors').select('developer_id').where('anonymous_id', '=', mallory).executeTakeFirstOrThrow()
    expect(malloryVisitor.developer_id).toBe(claimant)
    await send(mallory, [visit(now - 1000)])
    expect(await activitiesOf(veraId)).toHaveLength(1)
    expect(await activitiesOf(claimant)).toHaveLength(2)
  })
})
