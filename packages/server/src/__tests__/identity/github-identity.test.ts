import { randomBytes, randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiKey } from '../../admin/apiKeys.js'
import { createAsset, type Asset } from '../../admin/assets.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { createApp } from '../../app.js'
import { createGithubHook, type NewGithubHook } from '../../github/githubHooks.js'
import { SecretBox } from '../../secrets/secretBox.js'
import type { Store } from '../../store/store.js'
import { deliver, fixtureFrom } from '../../../test/githubDeliveries.js'
import { createTestStore, dialects } from '../../../test/stores.js'

const ua = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15'
const HOUR = 60 * 60 * 1000
const iso = (time: number) => new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z')

describe.each(dialects)('GitHub senders as developers on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  let hook: NewGithubHook
  const box = new SecretBox(randomBytes(32))
  let website: Asset
  let key: string

  const read = async (path: string) => {
    const answer = await app.inject({ url: path, headers: { 'x-api-key': key } })
    expect(answer.statusCode, path).toBe(200)
    return answer.json() as { data: Array<Record<string, unknown>> }
  }
  const identifyOnWebsite = async (identity: object, time: number) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/v1/events',
      headers: { 'user-agent': ua, 'content-type': 'text/plain' },
      payload: JSON.stringify({
        client_id: website.client_id,
        anonymous_id: randomUUID(),
        events: [
          { type: 'PAGE_VISIT', id: randomUUID(), time, url: 'https://acme.dev/pricing' },
          { type: 'IDENTIFY', id: randomUUID(), time: time + 1, url: 'https://acme.dev/pricing', identity },
        ],
      }),
    })
    expect(answer.statusCode).toBe(200)
  }
  const deliverAt = async (event: string, fixture: string, login: string, time: number) => {
    const payload = fixtureFrom(fixture, login)
    if (payload.starred_at !== undefined) payload.starred_at = iso(time)
    if (payload.issue) payload.issue.created_at = iso(time)
    if (payload.forkee) payload.forkee.created_at = iso(time)
    if (payload.comment) payload.comment.created_at = iso(time)
    const answer = await deliver(app, hook.id, event, payload, { secret: hook.secret })
    expect(answer.statusCode).toBe(204)
  }
  const developerOfLogin = async (login: string) =>
    (
      await store.db
        .selectFrom('developer_identities')
        .select('developer_id')
        .where('type', '=', 'github')
        .where('username', '=', login)
        .executeTakeFirstOrThrow()
    ).developer_id
  const accountOfDomain = (domain: string) => store.db.selectFrom('accounts').selectAll().where('domain', '=', domain).executeTakeFirstOrThrow()

  beforeAll(async () => {
    store = await createTestStore(dialect)
    app = await createApp({ store, tokenSecret: 'github-identity-secret-0123456789', secretBox: box })
    const workspaceId = (await createWorkspace(store, 'Acme')).id
    await store.db
      .updateTable('workspaces')
      .set({ settings: JSON.stringify({ activityLevels: { high: 4, medium: 2 } }) })
      .where('id', '=', workspaceId)
      .execute()
    hook = await createGithubHook(store, box, workspaceId)
    website = await createAsset(store, { workspaceId, kind: 'website', origins: ['*'] })
    key = (await createApiKey(store, workspaceId)).key
  })
  afterAll(async () => {
    await app.close()
    await store.close()
  })

  it('webhook first, website identify later: one person, the GitHub activity merged in and shown on developer and account reads', async () => {
    const now = Date.now()
    await deliverAt('star', 'star-created', 'Ada-GH', now - 3 * HOUR)
    await deliverAt('issues', 'issues-opened', 'ada-gh', now - 2 * HOUR)
    const githubOnly = await developerOfLogin('ada-gh')
    expect((await read(`/developer/${githubOnly}/activities`)).data.map((row) => [row.activity_type, row.actor, row.account_id])).toEqual([
      ['ISSUE', 'ada-gh', null],
      ['STAR', 'ada-gh', null],
    ])

    await identifyOnWebsite(
      { username: 'ada@initech.com', type: 'email', firstname: 'Ada', other_identities: [{ username: 'https://github.com/Ada-GH', type: 'github' }] },
      now - HOUR,
    )
    const person = await developerOfLogin('ada-gh')
    expect(await store.db.selectFrom('developer_identities').select(['type', 'username']).where('developer_id', '=', person).orderBy('type').execute()).toEqual(
      [
        { type: 'email', username: 'ada@initech.com' },
        { type: 'github', username: 'ada-gh' },
      ],
    )
    const initech = await accountOfDomain('initech.com')
    const developerReads = (await read(`/developer/${person}/activities`)).data
    expect(developerReads.map((row) => [row.activity_type, row.source, row.source_type, row.actor, row.account_id])).toEqual([
      ['PAGE_VISIT', 'WEBSITE', 'WEBSITE_JS', 'ada@initech.com', initech.id],
      ['ISSUE', 'GITHUB', 'GITHUB_WEBHOOK', 'ada@initech.com', initech.id],
      ['STAR', 'GITHUB', 'GITHUB_WEBHOOK', 'ada@initech.com', initech.id],
    ])
    // the GitHub-only id keeps answering, as the person it became
    expect((await read(`/developer/${githubOnly}/activities`)).data).toEqual(developerReads)
    const accountReads = (await read(`/account/${initech.id}/activities`)).data
    expect(accountReads.filter((row) => row.activity_source === 'GITHUB')).toEqual([
      expect.objectContaining({
        activity_type: 'ISSUE',
        page: 'https://github.com/acme-dev/acme-cli/issues/412',
        developer_id: person,
        source_type: 'GITHUB_WEBHOOK',
      }),
      expect.objectContaining({ activity_type: 'STAR', page: 'https://github.com/acme-dev/acme-cli', developer_id: person, source_type: 'GITHUB_WEBHOOK' }),
    ])
    // aggregates count the merged GitHub activity: first is the star; three recent activities are MEDIUM (HIGH at four)
    const developer = await store.db.selectFrom('developers').selectAll().where('id', '=', person).executeTakeFirstOrThrow()
    expect(developer).toMatchObject({ first_activity: Date.parse(iso(now - 3 * HOUR)), latest_activity: now - HOUR })
    expect(initech).toMatchObject({
      first_activity: Date.parse(iso(now - 3 * HOUR)),
      latest_activity: now - HOUR,
      developer_activity: 'MEDIUM',
      active_developers_count: 1,
    })
    expect(await store.db.selectFrom('developers').select('id').where('id', '=', githubOnly).where('id', '<>', person).execute()).toEqual([])
  })

  it('website identify first, webhook later: the delivery lands on the identified person and their account, aggregates refreshed', async () => {
    const now = Date.now()
    await identifyOnWebsite({ username: 'bob@globex.com', type: 'email', other_identities: [{ username: '@Bob-GH', type: 'github' }] }, now - 5 * HOUR)
    const person = await developerOfLogin('bob-gh')
    const globex = await accountOfDomain('globex.com')
    expect(globex).toMatchObject({ latest_activity: now - 5 * HOUR, developer_activity: 'LOW' })

    await deliverAt('fork', 'fork', 'BOB-gh', now - 2 * HOUR)
    await deliverAt('watch', 'watch-started', 'bob-gh', now)
    await deliverAt('issue_comment', 'issue_comment-created', 'Bob-GH', now - 4 * HOUR)
    expect(await developerOfLogin('bob-gh')).toBe(person)
    const developerReads = (await read(`/developer/${person}/activities`)).data
    expect(developerReads.map((row) => [row.activity_type, row.source, row.actor, row.account_id])).toEqual([
      ['WATCH', 'GITHUB', 'bob@globex.com', globex.id],
      ['FORK', 'GITHUB', 'bob@globex.com', globex.id],
      ['ISSUE_COMMENT', 'GITHUB', 'bob@globex.com', globex.id],
      ['PAGE_VISIT', 'WEBSITE', 'bob@globex.com', globex.id],
    ])
    const accountReads = (await read(`/account/${globex.id}/activities`)).data
    expect(accountReads.map((row) => row.activity_type)).toEqual(['WATCH', 'FORK', 'ISSUE_COMMENT', 'PAGE_VISIT'])
    expect(accountReads[1]).toEqual({
      activity_type: 'FORK',
      actor: 'bob@globex.com',
      activity_source: 'GITHUB',
      page: 'https://github.com/acme-dev/acme-cli',
      copied_text: null,
      developer_designation: null,
      country: null,
      activity_date: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      source_type: 'GITHUB_WEBHOOK',
      developer_id: person,
    })
    const refreshed = await accountOfDomain('globex.com')
    expect(refreshed).toMatchObject({ first_activity: now - 5 * HOUR, developer_activity: 'HIGH', active_developers_count: 1 })
    expect(refreshed.latest_activity).toBeGreaterThanOrEqual(now - 1000)
    const developer = await store.db.selectFrom('developers').selectAll().where('id', '=', person).executeTakeFirstOrThrow()
    expect(developer.latest_activity).toBe(refreshed.latest_activity)
  })
})
