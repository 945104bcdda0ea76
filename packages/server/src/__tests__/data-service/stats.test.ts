import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiKey } from '../../admin/apiKeys.js'
import { createAsset, type Asset } from '../../admin/assets.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { createApp } from '../../app.js'
import { writeGithubActivities } from '../../github/writeGithubActivities.js'
import { forgetDeveloper } from '../../privacy/forgetDeveloper.js'
import { applyRetention, setRetentionDays } from '../../privacy/retention.js'
import { addDeveloperDays } from '../../stats/developerSketches.js'
import { rebuildRollups } from '../../stats/rebuildRollups.js'
import { DAY_MS } from '../../stats/rollup.js'
import type { Store } from '../../store/store.js'
import { createTestStore, dialects } from '../../../test/stores.js'

const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const origin = 'https://acme.io'
const today = Math.floor(Date.now() / DAY_MS)
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)
/** Noon of `daysAgo` days before today, epoch ms. */
const at = (daysAgo: number) => (today - daysAgo) * DAY_MS + 12 * 3_600_000

describe.each(dialects)('stats from daily rollups on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  let key: string
  let workspaceId: string
  let docs: Asset
  let product: Asset
  let website: Asset

  const post = (asset: Asset, anonymousId: string, events: unknown[]) =>
    app.inject({
      method: 'POST',
      url: '/v1/events',
      headers: { 'content-type': 'text/plain', 'user-agent': ua, origin, 'cf-ipcountry': anonymousId.endsWith('0') ? 'FR' : 'US' },
      payload: JSON.stringify({ client_id: asset.client_id, anonymous_id: anonymousId, events }),
    })
  const get = (url: string, headers: Record<string, string> = { 'x-api-key': key }) => app.inject({ method: 'GET', url, headers })
  const visit = (time: number, url: string, referrer?: string) => ({ type: 'PAGE_VISIT', id: randomUUID(), time, url, ...(referrer ? { referrer } : {}) })
  const copy = (time: number, text: string, language = 'bash') => ({
    type: 'COPY',
    id: randomUUID(),
    time,
    url: 'https://acme.io/docs/install',
    text,
    language,
    method: 'button',
  })
  /** Activity counts straight from the activities table: the truth the rollups must match. */
  const truth = async (fromDay: number, toDay: number) => {
    const rows = await store.db
      .selectFrom('activities')
      .select(['activity_type', 'developer_id'])
      .where('workspace_id', '=', workspaceId)
      .where('occurred_at', '>=', fromDay * DAY_MS)
      .where('occurred_at', '<', (toDay + 1) * DAY_MS)
      .execute()
    return {
      page_visits: rows.filter((row) => row.activity_type === 'PAGE_VISIT').length,
      copies: rows.filter((row) => row.activity_type.startsWith('COPY_')).length,
      sign_ins: rows.filter((row) => row.activity_type === 'PRODUCT_LOGIN').length,
      developers: new Set(rows.flatMap((row) => (row.developer_id ? [row.developer_id] : []))).size,
      // these activities come with no refused identifies (identity-verification.test.ts counts them)
      identify_rejected: 0,
    }
  }

  beforeAll(async () => {
    store = await createTestStore(dialect)
    app = await createApp({ store, tokenSecret: 'stats-test-secret-0123456789', countryHeader: 'cf-ipcountry' })
    const workspace = await createWorkspace(store, 'Acme')
    workspaceId = workspace.id
    key = (await createApiKey(store, workspace.id)).key
    docs = await createAsset(store, { workspaceId, kind: 'docs', origins: [origin] })
    product = await createAsset(store, { workspaceId, kind: 'product', origins: [origin] })
    website = await createAsset(store, { workspaceId, kind: 'website', origins: [origin] })
    // 12 visitors over 40 days: visits, copies, a sign-in for every third, vitals
    for (let index = 0; index < 12; index += 1) {
      const anonymousId = randomUUID().slice(0, -1) + String(index % 3)
      const daysAgo = index * 3
      const events = [
        visit(at(daysAgo), `https://acme.io/docs/page-${index % 4}`, index % 2 ? 'https://www.google.com/search?q=acme' : 'https://acme.io/'),
        visit(at(daysAgo) + 1000, 'https://acme.io/docs/install'),
        copy(at(daysAgo) + 2000, index % 2 ? 'npm install acme' : 'const client = acme()', index % 2 ? 'bash' : 'js'),
        {
          type: 'WEB_VITAL',
          id: randomUUID(),
          time: at(daysAgo) + 3000,
          url: 'https://acme.io/docs/install',
          name: 'LCP',
          value: 1000 + index * 100,
          rating: 'good',
        },
      ]
      expect((await post(docs, anonymousId, events)).statusCode).toBe(200)
      expect((await post(website, randomUUID(), [visit(at(daysAgo), 'https://acme.io/')])).statusCode).toBe(200)
      if (index % 3 === 0) {
        const identify = {
          type: 'IDENTIFY',
          id: randomUUID(),
          time: at(daysAgo) + 4000,
          url: 'https://app.acme.io/',
          identity: { username: `dev${index}@globex.com`, type: 'email' },
        }
        expect((await post(product, anonymousId, [identify, visit(at(daysAgo) + 5000, 'https://app.acme.io/projects')])).statusCode).toBe(200)
      }
    }
  })
  afterAll(async () => {
    await app.close()
    await store.close()
  })

  it('answers the overview totals, per-day series and the previous period equal to the activities stored', async () => {
    for (const days of [7, 30, 90]) {
      const answer = await get(`/stats/overview?from=${dateOf(today - days + 1)}&to=${dateOf(today)}`)
      expect(answer.statusCode).toBe(200)
      const { data } = answer.json()
      expect(data.totals).toEqual(await truth(today - days + 1, today))
      expect(data.previous).toEqual(await truth(today - 2 * days + 1, today - days))
      expect(data.previous_to).toBe(dateOf(today - days))
      const summed = { page_visits: 0, copies: 0, sign_ins: 0 }
      for (const point of data.series) for (const metric of Object.keys(summed) as (keyof typeof summed)[]) summed[metric] += point[metric]
      expect(summed).toEqual({ page_visits: data.totals.page_visits, copies: data.totals.copies, sign_ins: data.totals.sign_ins })
    }
    const month = (await get('/stats/overview')).json().data
    expect(month.from).toBe(dateOf(today - 29))
    expect(new Set(month.series.map((point: { activity_source: string }) => point.activity_source))).toEqual(new Set(['DOCS', 'PRODUCT', 'WEBSITE']))
    expect(month.totals.sign_ins).toBeGreaterThan(0)
    expect(month.totals.developers).toBeGreaterThan(0)
  })

  it('counts a retried batch once', async () => {
    const before = (await get('/stats/overview')).json().data.totals
    const events = [visit(at(1), 'https://acme.io/docs/retry')]
    const anonymousId = randomUUID()
    await post(docs, anonymousId, events)
    await post(docs, anonymousId, events)
    const after = (await get('/stats/overview')).json().data.totals
    expect(after.page_visits).toBe(before.page_visits + 1)
  })

  it('answers top pages, copies, referrers and countries, most counted first', async () => {
    const range = `from=${dateOf(today - 89)}&to=${dateOf(today)}`
    const pages = (await get(`/stats/pages?${range}&limit=3`)).json().data
    // ties by value: the website's home and the install page were each visited 12 times
    expect(pages.slice(0, 2)).toEqual([
      { value: 'https://acme.io/', activity_type: 'PAGE_VISIT', count: 12 },
      { value: 'https://acme.io/docs/install', activity_type: 'PAGE_VISIT', count: 12 },
    ])
    expect(pages).toHaveLength(3)
    const copies = (await get(`/stats/copies?${range}`)).json().data
    expect(copies).toEqual([
      { value: 'const client = acme()', activity_type: 'COPY_CODE', count: 6 },
      { value: 'npm install acme', activity_type: 'COPY_COMMAND', count: 6 },
    ])
    // only other sites refer: the site's own pages do not
    expect((await get(`/stats/referrers?${range}`)).json().data).toEqual([{ value: 'google.com', activity_type: null, count: 6 }])
    const countries = (await get(`/stats/countries?${range}`)).json().data
    expect(countries.map((row: { value: string }) => row.value).sort()).toEqual(['FR', 'US'])
  })

  it('stores the web vitals the tracker sends and answers p75 per page', async () => {
    const vitals = (await get(`/stats/vitals?from=${dateOf(today - 89)}&to=${dateOf(today)}`)).json().data
    // LCP 1000..2100 in steps of 100: the nearest-rank p75 of 12 values is the 9th
    expect(vitals).toEqual([{ page: 'https://acme.io/docs/install', lcp: 1800, inp: null, cls: null, samples: 12 }])
  })

  it('counts GitHub activity and takes a forgotten developer out of the stats', async () => {
    const before = (await get('/stats/overview')).json().data
    await writeGithubActivities(store, workspaceId, [
      { id: randomUUID(), activityType: 'STAR', sourceType: 'GITHUB_WEBHOOK', page: 'https://github.com/acme/cli', occurredAt: at(0), login: 'octocat' },
    ])
    const withGithub = (await get('/stats/overview')).json().data
    expect(withGithub.series.find((point: { date: string; activity_source: string }) => point.activity_source === 'GITHUB')).toMatchObject({
      date: dateOf(today),
      developers: 1,
    })
    expect(withGithub.totals.developers).toBe(before.totals.developers + 1)

    await forgetDeveloper(store, workspaceId, 'dev0@globex.com')
    const after = (await get('/stats/overview')).json().data
    expect(after.totals).toEqual(await truth(today - 29, today))
    expect(after.totals.developers).toBe(withGithub.totals.developers - 1)
  })

  it('answers the live feed newest first and searches accounts by name or domain', async () => {
    const live = (await get('/stats/live?limit=5')).json().data
    expect(live).toHaveLength(5)
    expect(live[0].received_time).toBeGreaterThanOrEqual(live[4].received_time)
    const accounts = (await get('/stats/accounts?search=GLOB')).json()
    expect(accounts).toMatchObject({ total_pages: 1, next_page: null })
    expect(accounts.data.map((account: { account_domain: string }) => account.account_domain)).toEqual(['globex.com'])
    expect((await get('/stats/accounts?search=nothing-like-it')).json().data).toEqual([])
    const account = (await get(`/stats/accounts/${accounts.data[0].id}`)).json().data
    expect(account.account_domain).toBe('globex.com')
    const developers = (await get(`/account/${account.id}/developers`)).json().data
    const profile = (await get(`/stats/developers/${developers[0].id}`)).json().data
    expect(profile).toMatchObject({ account_id: account.id, identities: [{ type: 'email', username: expect.stringMatching(/@globex\.com$/) }] })
    const timeline = (await get(`/stats/developers/${profile.id}/activities`)).json().data
    expect(timeline.map((activity: { activity_type: string }) => activity.activity_type)).toContain('PRODUCT_LOGIN')
  })

  it('exports every table as CSV with the rows the API answers, across pages', async () => {
    for (let index = 0; index < 105; index += 1) {
      const identify = {
        type: 'IDENTIFY',
        id: randomUUID(),
        time: at(2),
        url: 'https://app.acme.io/',
        identity: { username: `a@company${index}.com`, type: 'email' },
      }
      await post(product, randomUUID(), [identify])
    }
    const csv = await get('/export/stats/accounts.csv')
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    const lines = csv.body.trimEnd().split('\r\n')
    const api = [...(await get('/stats/accounts?page=1')).json().data, ...(await get('/stats/accounts?page=2')).json().data]
    expect(lines).toHaveLength(api.length + 1)
    expect(lines[0]!.split(',')).toEqual(Object.keys(api[0]))
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(api.map((account: { id: string }) => account.id))
    const copies = (await get(`/export/stats/copies.csv?from=${dateOf(today - 89)}&to=${dateOf(today)}`)).body
    // the forgotten developer's copy is gone
    expect(copies).toBe('value,activity_type,count\r\nnpm install acme,COPY_COMMAND,6\r\nconst client = acme(),COPY_CODE,5\r\n')
    expect((await get('/export/stats/accounts.csv', {})).statusCode).toBe(401)
    expect((await get('/export/nothing/here.csv')).json()).toEqual({ error: { type: 'not_found', message: expect.any(String) } })
  })

  it('rebuilds the rollups from the stored activities to what the writes kept', async () => {
    const range = `from=${dateOf(today - 89)}&to=${dateOf(today)}`
    const read = async () => ({
      overview: (await get(`/stats/overview?${range}`)).json().data,
      pages: (await get(`/stats/pages?${range}&limit=100`)).json().data,
      copies: (await get(`/stats/copies?${range}`)).json().data,
      countries: (await get(`/stats/countries?${range}`)).json().data,
    })
    const kept = await read()
    // the sketches kept through identifies, merges and a GDPR delete are those a rebuild makes
    const sketches = () =>
      store.db
        .selectFrom('stats_daily_developer_sketches')
        .select(['day', 'activity_source', 'registers'])
        .where('workspace_id', '=', workspaceId)
        .orderBy('day')
        .orderBy('activity_source')
        .execute()
    const keptSketches = (await sketches()).map((row) => ({ ...row, day: Number(row.day), registers: Buffer.from(row.registers).toString('hex') }))
    await store.db.deleteFrom('stats_daily_activity').execute()
    await store.db.deleteFrom('stats_daily_top').where('dimension', '=', 'page').execute()
    expect(await rebuildRollups(store.db, workspaceId)).toBeGreaterThan(0)
    expect(await read()).toEqual(kept)
    const rebuilt = (await sketches()).map((row) => ({ ...row, day: Number(row.day), registers: Buffer.from(row.registers).toString('hex') }))
    expect(rebuilt).toEqual(keptSketches)
  })

  it('estimates developer counts from the sketches past 5,000 developer days, within 5 %', async () => {
    const workspace = await createWorkspace(store, 'Busy')
    const busyKey = (await createApiKey(store, workspace.id)).key
    const rows = [1, 2].flatMap((daysAgo) =>
      Array.from({ length: 3000 }, (_, index) => ({
        workspace_id: workspace.id,
        day: today - daysAgo,
        activity_source: 'DOCS',
        developer_id: `developer-${index}`,
      })),
    )
    await store.db.transaction().execute((tx) => addDeveloperDays(tx, rows))
    const { data } = (await get(`/stats/overview?from=${dateOf(today - 6)}&to=${dateOf(today)}`, { 'x-api-key': busyKey })).json()
    expect(Math.abs(data.totals.developers - 3000) / 3000).toBeLessThan(0.05)
    expect(data.series).toHaveLength(2)
    for (const point of data.series) expect(Math.abs(point.developers - 3000) / 3000).toBeLessThan(0.05)
  })

  it('refuses bad ranges and requests without credentials in the error shape', async () => {
    expect((await get(`/stats/overview?from=${dateOf(today)}&to=${dateOf(today - 1)}`)).json()).toEqual({
      error: { type: 'params_invalid', message: expect.stringContaining('after') },
    })
    expect((await get('/stats/overview?from=2026-02-30')).statusCode).toBe(400)
    expect((await get('/stats/overview?from=2020-01-01&to=2026-01-01')).statusCode).toBe(400)
    expect((await get('/stats/pages', {})).json()).toEqual({ error: { type: 'unauthorized', message: 'missing x-api-key header' } })
  })

  it('drops rollups with the activities past the retention period', async () => {
    await setRetentionDays(store, workspaceId, 10)
    await applyRetention(store)
    const { data } = (await get(`/stats/overview?from=${dateOf(today - 89)}&to=${dateOf(today)}`)).json()
    expect(data.totals).toEqual(await truth(today - 89, today))
    expect(data.series.every((point: { date: string }) => point.date >= dateOf(today - 10))).toBe(true)
  })
})
