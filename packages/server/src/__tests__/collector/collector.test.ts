import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAsset, type Asset } from '../../admin/assets.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { createApp } from '../../app.js'
import { issueToken, TOKEN_TTL_MS, verifyToken } from '../../collector/tokens.js'
import type { Store } from '../../store/store.js'
import { createTestStore, dialects } from '../../../test/stores.js'

const secret = 'collector-test-secret-0123456789'
const origin = 'https://docs.acme.io'
/** isbot counts node's fetch and inject as bots: send what a browser sends. */
const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

describe.each(dialects)('collector on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  let base: string
  let asset: Asset

  const counts = async () => ({
    activities: (
      await store.db
        .selectFrom('activities')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
    visitors: (
      await store.db
        .selectFrom('visitors')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  })
  /** A request body of one visitor: client id and anonymous id always, a token when given. */
  const batch = (events: unknown[], visitor: { anonymousId?: string; token?: string; clientId?: string } = {}) => ({
    client_id: visitor.clientId ?? asset.client_id,
    anonymous_id: visitor.anonymousId ?? randomUUID(),
    ...(visitor.token === undefined ? {} : { token: visitor.token }),
    events,
  })
  const postEvents = (body: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/v1/events',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': ua, origin, ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const pageVisit = (url = 'https://docs.acme.io/start') => ({ type: 'PAGE_VISIT', id: randomUUID(), time: Date.now() - 1000, url, title: 'Start' })
  const copy = (text: string, language?: string, method = 'selection') => ({
    type: 'COPY',
    id: randomUUID(),
    time: Date.now() - 500,
    url: 'https://docs.acme.io/install',
    text,
    language,
    method,
  })

  beforeAll(async () => {
    store = await createTestStore(dialect)
    app = await createApp({ store, tokenSecret: secret, countryHeader: 'cf-ipcountry' })
    base = await app.listen({ port: 0, host: '127.0.0.1' })
    const workspace = await createWorkspace(store, 'Acme')
    asset = await createAsset(store, { workspaceId: workspace.id, kind: 'docs', origins: [origin] })
  })
  afterAll(async () => {
    await app.close()
    await store.close()
  })

  it('takes the first batch of a visitor without a token and answers with one; later batches send it back', async () => {
    const anonymousId = randomUUID()
    const before = Date.now()
    const first = await fetch(`${base}/v1/events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin, 'user-agent': ua },
      body: JSON.stringify(batch([pageVisit()], { anonymousId })),
    })
    expect(first.status).toBe(200)
    expect(first.headers.get('access-control-allow-origin')).toBe(origin)
    expect(first.headers.get('vary')).toMatch(/origin/i)
    const answer = (await first.json()) as { accepted: number; token: string }
    expect(Object.keys(answer).sort()).toEqual(['accepted', 'token'])
    expect(answer.accepted).toBe(1)
    const claims = verifyToken(secret, answer.token)!
    expect(claims).toMatchObject({ clientId: asset.client_id, anonymousId })
    expect(claims.expiresAt).toBeGreaterThanOrEqual(before + TOKEN_TTL_MS)
    // a token in its first half-life is not renewed
    const second = await postEvents(batch([pageVisit()], { anonymousId, token: answer.token }))
    expect(second.json()).toEqual({ accepted: 1 })
    // past half its life, the answer brings a fresh one
    const old = issueToken(secret, { clientId: asset.client_id, anonymousId }, Date.now() - TOKEN_TTL_MS * 0.75).token
    const renewed = (await postEvents(batch([pageVisit()], { anonymousId, token: old }))).json()
    expect(renewed).toEqual({ accepted: 1, token: expect.any(String) })
    expect(renewed.token).not.toBe(old)
    const visitors = await store.db.selectFrom('visitors').select('id').where('anonymous_id', '=', anonymousId).execute()
    expect(visitors).toHaveLength(1)
  })

  it('refuses unknown clients, bad envelopes and foreign origins, storing nothing', async () => {
    const before = await counts()
    const unknown = await postEvents(batch([pageVisit()], { clientId: 'dt_nope' }))
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ error: { type: 'not_found', message: 'unknown client_id dt_nope' } })
    const badId = await postEvents(batch([pageVisit()], { anonymousId: 'nope' }))
    expect(badId.statusCode).toBe(400)
    expect(badId.json()).toEqual({ error: { type: 'params_invalid', message: 'anonymous_id must match format "uuid"' } })
    const wrongOrigin = await postEvents(batch([pageVisit()]), { origin: 'https://evil.example' })
    expect(wrongOrigin.statusCode).toBe(403)
    expect(wrongOrigin.json()).toEqual({ error: { type: 'forbidden', message: 'origin https://evil.example is not allowed for this client ID' } })
    // readable by the page, so the tracker drops events it can never deliver instead of retrying
    expect(wrongOrigin.headers['access-control-allow-origin']).toBe('https://evil.example')
    expect(await counts()).toEqual(before)
  })

  it('stores a batch sent as text/plain over a real port, field by field, copies classified and secrets removed', async () => {
    const anonymousId = randomUUID()
    const time = Date.now() - 5000
    const leaked = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8'
    const events = [
      { type: 'PAGE_VISIT', id: randomUUID(), time, url: 'https://docs.acme.io/install?x=1', title: 'Install', referrer: 'https://google.com/' },
      { type: 'COPY', id: randomUUID(), time: time + 1, url: 'https://docs.acme.io/install', text: 'npm install acme', language: 'bash', method: 'button' },
      { type: 'COPY', id: randomUUID(), time: time + 2, url: 'https://docs.acme.io/api', text: 'const a = acme()', language: 'js', method: 'selection' },
      { type: 'WEB_VITAL', id: randomUUID(), time: time + 3, url: 'https://docs.acme.io/api', name: 'LCP', value: 1234.5, rating: 'good' },
      // an old or altered tracker let a token through: the collector removes it
      {
        type: 'COPY',
        id: randomUUID(),
        time: time + 4,
        url: 'https://docs.acme.io/auth',
        text: `git clone https://${leaked}@github.com/acme/cli`,
        method: 'selection',
      },
      // a copy button outside any code block that copied an address is not an activity
      { type: 'COPY', id: randomUUID(), time: time + 5, url: 'https://docs.acme.io/contact', text: 'sales@acme.io', method: 'button' },
    ]
    const before = Date.now()
    const response = await fetch(`${base}/v1/events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin, 'cf-ipcountry': 'de', 'user-agent': ua },
      body: JSON.stringify(batch(events, { anonymousId })),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(origin)
    // the web vital counts: it is stored apart from the activities
    expect(await response.json()).toEqual({ accepted: 5, dropped: { prose_copy: 1 }, token: expect.any(String) })

    const visitor = await store.db.selectFrom('visitors').selectAll().where('anonymous_id', '=', anonymousId).executeTakeFirstOrThrow()
    expect(visitor).toMatchObject({ workspace_id: asset.workspace_id, developer_id: null, country: 'DE' })
    expect(visitor.first_seen).toBeGreaterThanOrEqual(before)
    const rows = await store.db.selectFrom('activities').selectAll().where('visitor_id', '=', visitor.id).orderBy('occurred_at').execute()
    const common = {
      workspace_id: asset.workspace_id,
      asset_id: asset.id,
      visitor_id: visitor.id,
      developer_id: null,
      account_id: null,
      activity_source: 'DOCS',
      source_type: 'DOCS_JS',
      country: 'DE',
      developer_designation: '',
      actor: '',
      identity: null,
      received_at: expect.any(Number),
      // PostgreSQL numbers rows in insert order for the alert evaluation mark (SQLite uses the rowid)
      ...(dialect === 'postgres' ? { seq: expect.any(Number) } : {}),
    }
    expect(rows).toEqual([
      { ...common, id: events[0]!.id, activity_type: 'PAGE_VISIT', page: 'https://docs.acme.io/install?x=1', copied_text: '', occurred_at: time },
      {
        ...common,
        id: events[1]!.id,
        activity_type: 'COPY_COMMAND',
        page: 'https://docs.acme.io/install',
        copied_text: 'npm install acme',
        occurred_at: time + 1,
      },
      { ...common, id: events[2]!.id, activity_type: 'COPY_CODE', page: 'https://docs.acme.io/api', copied_text: 'const a = acme()', occurred_at: time + 2 },
      {
        ...common,
        id: events[4]!.id,
        activity_type: 'COPY_COMMAND',
        page: 'https://docs.acme.io/auth',
        copied_text: expect.not.stringContaining(leaked),
        occurred_at: time + 4,
      },
    ])
    expect(rows[3]!.copied_text).toMatch(/^git clone https:\/\/.*\[REDACTED\].*github\.com\/acme\/cli$/)
    expect(rows[0]!.received_at).toBeGreaterThanOrEqual(before)
  })

  it('accepts application/json, refuses a missing Origin unless the asset allows any, and answers the preflight', async () => {
    const response = await app.inject({ method: 'POST', url: '/v1/events', headers: { 'user-agent': ua, origin }, payload: batch([pageVisit()]) })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ accepted: 1, token: expect.any(String) })
    // browsers always send Origin here: leaving it out must not get past the asset's list
    const before = await counts()
    const withoutOrigin = await app.inject({ method: 'POST', url: '/v1/events', headers: { 'user-agent': ua }, payload: batch([pageVisit()]) })
    expect(withoutOrigin.statusCode).toBe(403)
    expect(withoutOrigin.json()).toEqual({ error: { type: 'forbidden', message: expect.stringMatching(/Origin header is required/) } })
    expect(await counts()).toEqual(before)
    const anyOrigin = await createAsset(store, { workspaceId: asset.workspace_id, kind: 'website', origins: ['*'] })
    const open = await app.inject({
      method: 'POST',
      url: '/v1/events',
      headers: { 'user-agent': ua },
      payload: batch([pageVisit()], { clientId: anyOrigin.client_id }),
    })
    expect(open.statusCode).toBe(200)
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/v1/events',
      headers: { origin: 'https://anywhere.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    })
    expect(preflight.statusCode).toBe(204)
    expect(preflight.headers['access-control-allow-origin']).toBe('https://anywhere.example')
    expect(preflight.headers['access-control-allow-methods']).toBe('POST, OPTIONS')
    expect(preflight.headers['access-control-allow-headers']).toBe('content-type')
  })

  it('answers 401 token_expired for an expired, rotated, foreign or garbage token, storing nothing; the same batch without it is taken', async () => {
    const anonymousId = randomUUID()
    const claims = { clientId: asset.client_id, anonymousId }
    const expired = issueToken(secret, claims, Date.now() - TOKEN_TTL_MS - 1).token
    const rotated = issueToken('the-previous-secret-before-rotation', claims).token
    const otherVisitor = issueToken(secret, { clientId: asset.client_id, anonymousId: randomUUID() }).token
    const otherClient = issueToken(secret, { clientId: 'dt_other', anonymousId }).token
    const events = [pageVisit()]
    const before = await counts()
    for (const token of [expired, rotated, otherVisitor, otherClient, 'garbage']) {
      const response = await postEvents(batch(events, { anonymousId, token }))
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ error: { type: 'token_expired', message: expect.any(String) } })
      expect(response.headers['access-control-allow-origin']).toBe(origin)
    }
    expect(await counts()).toEqual(before)
    const resent = await postEvents(batch(events, { anonymousId }))
    expect(resent.json()).toEqual({ accepted: 1, token: expect.any(String) })
    expect((await counts()).activities - before.activities).toBe(1)
  })

  it('refuses bad bodies with 4xx in the error shape and stores nothing', async () => {
    const good = pageVisit()
    const before = await counts()
    const cases: [unknown, number, string, RegExp][] = [
      ['{not json', 400, 'params_invalid', /not valid JSON/],
      [[1, 2], 400, 'params_invalid', /JSON object/],
      [batch([]), 400, 'params_invalid', /1 to 50 events \(got 0\)/],
      [batch(Array.from({ length: 51 }, () => pageVisit())), 400, 'params_invalid', /1 to 50 events \(got 51\)/],
      [batch('x' as unknown as unknown[]), 400, 'params_invalid', /^events must be array/],
      [{ anonymous_id: randomUUID(), events: [good] }, 400, 'params_invalid', /client_id/],
      [{ client_id: asset.client_id, events: [good] }, 400, 'params_invalid', /anonymous_id/],
      [batch([good, { ...pageVisit(), time: '123' }]), 400, 'params_invalid', /^events\[1\]\.time must be integer/],
      [batch([good, { ...pageVisit(), id: 'not-a-uuid' }]), 400, 'params_invalid', /^events\[1\]\.id must match format "uuid"/],
      [batch([{ ...good, type: 'CLICK' }]), 400, 'params_invalid', /^events\[0\]\.type must be one of PAGE_VISIT/],
      [batch([{ ...copy('x'.repeat(1001)) }]), 400, 'params_invalid', /^events\[0\]\.text must not have more than 1000 characters/],
      [batch([{ ...copy('npm i'), method: 'paste' }]), 400, 'params_invalid', /^events\[0\]\.method/],
      [
        batch([{ type: 'IDENTIFY', id: randomUUID(), time: 1, url: 'https://a', identity: { username: 'a', type: 'phone' } }]),
        400,
        'params_invalid',
        /^events\[0\]\.identity\.type/,
      ],
      [batch([{ type: 'PAGE_VISIT', id: randomUUID(), time: 1 }]), 400, 'params_invalid', /^events\[0\] must have required properties url/],
      [batch([{ ...good, title: 'x'.repeat(70_000) }]), 413, 'payload_too_large', /too large/],
    ]
    for (const [body, status, type, message] of cases) {
      const response = await postEvents(body)
      expect({ body: JSON.stringify(body).slice(0, 80), status: response.statusCode }).toEqual({ body: JSON.stringify(body).slice(0, 80), status })
      expect(response.json().error.type).toBe(type)
      expect(response.json().error.message).toMatch(message)
    }
    expect(await counts()).toEqual(before)
  })

  it('stores a retried batch once and counts an overlapping batch right', async () => {
    const anonymousId = randomUUID()
    const [a, b, c] = [pageVisit(), pageVisit(), pageVisit()]
    const before = await counts()
    expect((await postEvents(batch([a, b], { anonymousId }))).json()).toMatchObject({ accepted: 2 })
    expect((await postEvents(batch([a, b], { anonymousId }))).json()).toMatchObject({ accepted: 2 })
    expect((await postEvents(batch([b, c], { anonymousId }))).json()).toMatchObject({ accepted: 2 })
    const after = await counts()
    expect(after.activities - before.activities).toBe(3)
    const ids = await store.db.selectFrom('activities').select('id').where('id', 'in', [a.id, b.id, c.id]).execute()
    expect(ids).toHaveLength(3)
  })

  it('accepts the late title of a page visit already sent (PAGE_TITLE), storing no activity for it, and refuses one without its visit', async () => {
    const anonymousId = randomUUID()
    const visit = pageVisit()
    expect((await postEvents(batch([visit], { anonymousId }))).json()).toMatchObject({ accepted: 1 })
    const before = await counts()
    const title = { type: 'PAGE_TITLE', id: randomUUID(), time: Date.now(), url: visit.url, visit: visit.id, title: 'Install | Docs' }
    const answer = await postEvents(batch([title], { anonymousId }))
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toMatchObject({ accepted: 1 })
    expect(await counts()).toEqual(before)
    const { visit: _visit, ...orphan } = title
    const refused = await postEvents(batch([{ ...orphan, id: randomUUID() }], { anonymousId }))
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({ error: { type: 'params_invalid', message: expect.stringContaining('events[0]') } })
  })

  it('stores text PostgreSQL cannot hold without its NUL characters, and dedupes ids in any case', async () => {
    const anonymousId = randomUUID()
    const code = { ...copy("char z = '\u0000';", 'c'), url: 'https://docs.acme.io/c\u0000' }
    expect((await postEvents(batch([code], { anonymousId }))).json()).toMatchObject({ accepted: 1 })
    expect((await postEvents(batch([{ ...code, id: code.id.toUpperCase() }], { anonymousId }))).json()).toMatchObject({ accepted: 1 })
    const rows = await store.db.selectFrom('activities').select(['page', 'copied_text', 'activity_type']).where('id', '=', code.id).execute()
    expect(rows).toEqual([{ page: 'https://docs.acme.io/c', copied_text: "char z = '';", activity_type: 'COPY_CODE' }])
    const blank = await postEvents(batch([{ type: 'IDENTIFY', id: randomUUID(), time: 1, url: 'https://a', identity: { username: '  ', type: 'email' } }]))
    expect(blank.statusCode).toBe(400)
    expect(blank.json().error.message).toMatch(/^events\[0\]\.identity\.username must match pattern/)
    const nul = await postEvents(batch([{ type: 'IDENTIFY', id: randomUUID(), time: 1, url: 'https://a', identity: { username: '\u0000', type: 'email' } }]))
    expect(nul.statusCode).toBe(200)
    expect(await store.db.selectFrom('developer_identities').select('username').where('username', '=', '').execute()).toEqual([])
    const badClient = await postEvents(batch([pageVisit()], { clientId: 'dt_\u0000x' }))
    expect(badClient.statusCode).toBe(400)
    expect(badClient.json().error.message).toMatch(/^client_id must match pattern/)
  })

  it('answers bots 200 with nothing accepted and the reason, and stores nothing', async () => {
    const before = await counts()
    const response = await postEvents(batch([pageVisit()]), { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ accepted: 0, dropped: { bot: 1 } })
    expect(await counts()).toEqual(before)
  })

  it('stores concurrent batches from many visitors, each once', async () => {
    const before = await counts()
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${base}/v1/events`, { method: 'POST', headers: { 'user-agent': ua, origin }, body: JSON.stringify(batch([pageVisit(), pageVisit()])) }).then(
          (r) => r.json(),
        ),
      ),
    )
    expect(answers).toEqual(Array.from({ length: 20 }, () => ({ accepted: 2, token: expect.any(String) })))
    const after = await counts()
    expect(after.activities - before.activities).toBe(40)
    expect(after.visitors - before.visitors).toBe(20)
  })

  it('fails the requests of a failed transaction with 503 and stores nothing of them', async () => {
    const workspace = await createWorkspace(store, 'Doomed')
    const doomed = await createAsset(store, { workspaceId: workspace.id, kind: 'website', origins: ['*'] })
    const visitor = { clientId: doomed.client_id, anonymousId: randomUUID() }
    expect((await postEvents(batch([pageVisit()], visitor))).statusCode).toBe(200)
    // the collector still knows the asset (cached), but its workspace is gone: the write fails
    await store.db.deleteFrom('workspaces').where('id', '=', workspace.id).execute()
    const before = await counts()
    const response = await postEvents(batch([pageVisit()]))
    expect(response.statusCode).toBe(200)
    const failed = await postEvents(batch([pageVisit(), pageVisit()], visitor))
    expect(failed.statusCode).toBe(503)
    expect(failed.json()).toEqual({ error: { type: 'unavailable', message: 'the events could not be stored: retry later' } })
    const after = await counts()
    expect(after.activities - before.activities).toBe(1)
  })
})
