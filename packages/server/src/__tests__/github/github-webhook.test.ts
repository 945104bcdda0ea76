import { randomBytes, randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWorkspace } from '../../admin/workspaces.js'
import { createApp } from '../../app.js'
import { DELIVERY_BODY_RETENTION_MS } from '../../github/deliveryBodies.js'
import { createGithubHook, type NewGithubHook } from '../../github/githubHooks.js'
import { githubSignature as signatureOf } from '../../github/githubSignature.js'
import { periodicSweep } from '../../identity/activitySweep.js'
import { SecretBox } from '../../secrets/secretBox.js'
import type { Store } from '../../store/store.js'
import { deliver, fixtureFrom, githubFixture } from '../../../test/githubDeliveries.js'
import { createTestStore, dialects } from '../../../test/stores.js'

describe.each(dialects)('GitHub webhooks on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  let hook: NewGithubHook
  const box = new SecretBox(randomBytes(32))
  const tokenSecret = 'github-test-secret-0123456789'

  const activityCount = async () =>
    Number(
      (
        await store.db
          .selectFrom('activities')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  const activitiesOf = (login: string) =>
    store.db
      .selectFrom('activities')
      .innerJoin('developer_identities', 'developer_identities.developer_id', 'activities.developer_id')
      .select([
        'activities.activity_type',
        'activities.activity_source',
        'activities.source_type',
        'activities.page',
        'activities.occurred_at',
        'activities.actor',
      ])
      .where('developer_identities.type', '=', 'github')
      .where('developer_identities.username', '=', login)
      .orderBy('activities.occurred_at')
      .execute()

  beforeAll(async () => {
    store = await createTestStore(dialect)
    app = await createApp({ store, tokenSecret, secretBox: box })
    hook = await createGithubHook(store, box, (await createWorkspace(store, 'Acme')).id)
  })
  afterAll(async () => {
    await app.close()
    await store.close()
  })

  it('answers ping with 204 and stores nothing', async () => {
    const answer = await deliver(app, hook.id, 'ping', githubFixture('ping'), { secret: hook.secret })
    expect(answer.statusCode).toBe(204)
    expect(answer.body).toBe('')
    expect(await activityCount()).toBe(0)
  })

  it('refuses unknown hooks (404), missing or wrong signatures (401) and oversized bodies (413) in the error shape, storing nothing', async () => {
    const star = fixtureFrom('star-created', 'refused-user')
    const unknown = await deliver(app, randomUUID(), 'star', star, { secret: hook.secret })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ error: { type: 'not_found', message: expect.stringContaining('unknown GitHub webhook') } })
    for (const signature of [null, 'sha256=', `sha256=${'0'.repeat(64)}`, 'sha1=0123456789abcdef0123456789abcdef01234567']) {
      const answer = await deliver(app, hook.id, 'star', star, { secret: hook.secret, signature })
      expect(answer.statusCode).toBe(401)
      expect(answer.json()).toEqual({ error: { type: 'unauthorized', message: expect.stringContaining('X-Hub-Signature-256') } })
    }
    const otherSecret = await deliver(app, hook.id, 'star', star, { secret: 'not-the-hook-secret' })
    expect(otherSecret.statusCode).toBe(401)
    // signed over other bytes (the same JSON re-serialised with spaces) is no signature of these
    const respaced = await app.inject({
      method: 'POST',
      url: `/v1/github/${hook.id}`,
      headers: { 'content-type': 'application/json', 'x-github-event': 'star', 'x-github-delivery': randomUUID() },
      payload: JSON.stringify(star, null, 1),
    })
    expect(respaced.statusCode).toBe(401)
    const huge = { ...star, padding: 'x'.repeat(1024 * 1024) }
    const oversized = await deliver(app, hook.id, 'star', huge, { secret: hook.secret })
    expect(oversized.statusCode).toBe(413)
    expect(oversized.json()).toEqual({ error: { type: 'payload_too_large', message: 'request body is too large' } })
    expect(await activityCount()).toBe(0)
    expect(await store.db.selectFrom('developer_identities').select('username').where('username', '=', 'refused-user').execute()).toEqual([])
  })

  it('stores each supported event as a GITHUB_WEBHOOK activity with its page and own time; other events and actions are acknowledged and not stored', async () => {
    const login = 'Octo-Dev'
    const before = Date.now()
    const deliveries: Array<[string, string]> = [
      ['star', 'star-created'],
      ['fork', 'fork'],
      ['watch', 'watch-started'],
      ['issues', 'issues-opened'],
      ['pull_request', 'pull_request-opened'],
      ['pull_request', 'pull_request-closed-merged'],
      ['issue_comment', 'issue_comment-created'],
      // acknowledged, not stored
      ['star', 'star-deleted'],
      ['issues', 'issues-labeled'],
      ['pull_request', 'pull_request-closed-unmerged'],
      ['push', 'watch-started'],
    ]
    for (const [event, fixture] of deliveries) {
      const answer = await deliver(app, hook.id, event, githubFixture(fixture), { secret: hook.secret })
      expect(answer.statusCode, `${event} ${fixture}`).toBe(204)
    }
    const stored = await activitiesOf('octo-dev')
    const watch = stored.find((activity) => activity.activity_type === 'WATCH')!
    expect(watch.occurred_at).toBeGreaterThanOrEqual(before)
    expect(stored.filter((activity) => activity !== watch)).toEqual(
      [
        ['STAR', 'https://github.com/acme-dev/acme-cli', '2024-05-01T10:15:42Z'],
        ['FORK', 'https://github.com/acme-dev/acme-cli', '2024-05-01T10:20:05Z'],
        ['ISSUE', 'https://github.com/acme-dev/acme-cli/issues/412', '2024-05-01T11:02:17Z'],
        ['ISSUE_COMMENT', 'https://github.com/acme-dev/acme-cli/issues/412', '2024-05-01T12:30:09Z'],
        ['PULL_REQUEST', 'https://github.com/acme-dev/acme-cli/pull/418', '2024-05-02T09:30:00Z'],
        ['PULL_REQUEST', 'https://github.com/acme-dev/acme-cli/pull/418', '2024-05-03T14:05:51Z'],
      ].map(([type, page, time]) => ({
        activity_type: type,
        activity_source: 'GITHUB',
        source_type: 'GITHUB_WEBHOOK',
        page,
        occurred_at: Date.parse(time!),
        actor: login.toLowerCase(),
      })),
    )
    expect(watch).toMatchObject({ activity_type: 'WATCH', page: 'https://github.com/acme-dev/acme-cli', source_type: 'GITHUB_WEBHOOK' })
    // one developer for the login in any case, with its first and latest activity
    const identities = await store.db.selectFrom('developer_identities').selectAll().where('type', '=', 'github').where('username', '=', 'octo-dev').execute()
    expect(identities).toHaveLength(1)
    const developer = await store.db.selectFrom('developers').selectAll().where('id', '=', identities[0]!.developer_id).executeTakeFirstOrThrow()
    expect(developer).toMatchObject({ first_activity: Date.parse('2024-05-01T10:15:42Z'), latest_activity: watch.occurred_at, email: null })
  })

  it('stores a redelivery (same X-GitHub-Delivery) once and answers it 204', async () => {
    const delivery = randomUUID()
    const payload = fixtureFrom('issues-opened', 'redelivered')
    const before = await activityCount()
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await deliver(app, hook.id, 'issues', payload, { secret: hook.secret, delivery })).statusCode).toBe(204)
    }
    // the GUID in other case is the same delivery
    expect((await deliver(app, hook.id, 'issues', payload, { secret: hook.secret, delivery: delivery.toUpperCase() })).statusCode).toBe(204)
    expect(await activityCount()).toBe(before + 1)
    expect(await activitiesOf('redelivered')).toHaveLength(1)
  })

  it('stores a captured delivery replayed under a new X-GitHub-Delivery once: the signed body is the same', async () => {
    const payload = fixtureFrom('issues-opened', 'replayed')
    const before = await activityCount()
    expect((await deliver(app, hook.id, 'issues', payload, { secret: hook.secret, delivery: randomUUID() })).statusCode).toBe(204)
    for (let replay = 0; replay < 3; replay += 1) {
      expect((await deliver(app, hook.id, 'issues', payload, { secret: hook.secret, delivery: randomUUID() })).statusCode).toBe(204)
    }
    expect(await activityCount()).toBe(before + 1)
    expect(await activitiesOf('replayed')).toHaveLength(1)
    // the same body sent to another hook is that hook's own first delivery
    const other = await createGithubHook(store, box, hook.workspace_id)
    expect((await deliver(app, other.id, 'issues', payload, { secret: other.secret, delivery: randomUUID() })).statusCode).toBe(204)
    expect(await activityCount()).toBe(before + 2)
  })

  it("accepts GitHub's form-encoded content type (the payload field)", async () => {
    const answer = await deliver(app, hook.id, 'star', fixtureFrom('star-created', 'Form-Sender'), { secret: hook.secret, form: true })
    expect(answer.statusCode).toBe(204)
    expect(await activitiesOf('form-sender')).toEqual([expect.objectContaining({ activity_type: 'STAR', actor: 'form-sender' })])
  })

  it('answers 400 to a signed delivery that is not JSON, and keeps hooks of one workspace apart from another', async () => {
    const garbled = await app.inject({
      method: 'POST',
      url: `/v1/github/${hook.id}`,
      headers: {
        'content-type': 'application/json',
        'x-github-event': 'star',
        'x-github-delivery': randomUUID(),
        'x-hub-signature-256': signatureOf(hook.secret, '{nope'),
      },
      payload: '{nope',
    })
    expect(garbled.statusCode).toBe(400)
    expect(garbled.json().error.type).toBe('params_invalid')
    const other = await createGithubHook(store, box, (await createWorkspace(store, 'Other')).id)
    expect((await deliver(app, other.id, 'star', fixtureFrom('star-created', 'Octo-Dev'), { secret: hook.secret })).statusCode).toBe(401)
    expect((await deliver(app, other.id, 'star', fixtureFrom('star-created', 'Octo-Dev'), { secret: other.secret })).statusCode).toBe(204)
    const owners = await store.db
      .selectFrom('developer_identities')
      .select('workspace_id')
      .where('type', '=', 'github')
      .where('username', '=', 'octo-dev')
      .execute()
    expect(owners.map((owner) => owner.workspace_id).sort()).toEqual([hook.workspace_id, other.workspace_id].sort())
  })

  /** An app on the same store whose log lines (JSON) land in the answered array. */
  const loggingApp = async (options: { secretBox?: SecretBox; failedAuthPerIp?: number }) => {
    const lines: string[] = []
    const started = await createApp(
      { store, tokenSecret, ...(options.secretBox ? { secretBox: options.secretBox } : {}), rateLimits: { failedAuthPerIp: options.failedAuthPerIp ?? 50 } },
      { logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } },
    )
    return { app: started, lines }
  }
  const storedSecretOf = async (hookId: string) =>
    (await store.db.selectFrom('github_hooks').select('secret').where('id', '=', hookId).executeTakeFirstOrThrow()).secret

  it("stores a new hook's secret sealed and bound to its hook: the column never holds it, and a copy in another hook's row does not open", async () => {
    const stored = await storedSecretOf(hook.id)
    expect(stored).toMatch(/^v1\.[\w-]+\.[\w-]+$/)
    expect(stored).not.toContain(hook.secret)
    const star = fixtureFrom('star-created', 'sealed-user')
    expect((await deliver(app, hook.id, 'star', star, { secret: hook.secret })).statusCode).toBe(204)
    expect((await deliver(app, hook.id, 'star', star, { secret: randomBytes(32).toString('hex') })).statusCode).toBe(401)

    const other = await createGithubHook(store, box, hook.workspace_id)
    await store.db.updateTable('github_hooks').set({ secret: stored }).where('id', '=', other.id).execute()
    const moved = await deliver(app, other.id, 'star', fixtureFrom('star-created', 'moved-secret'), { secret: hook.secret })
    expect(moved.statusCode).toBe(401)
    expect(await activitiesOf('moved-secret')).toEqual([])
  })

  it('seals a secret an earlier version stored in clear at the next start, once; it verifies before and after', async () => {
    const clear = randomBytes(32).toString('hex')
    const old = { id: randomUUID(), workspace_id: hook.workspace_id, secret: clear, created_at: Date.now() }
    await store.db.insertInto('github_hooks').values(old).execute()
    // a server started before the row was written has not sealed it: the clear value still verifies
    expect((await deliver(app, old.id, 'star', fixtureFrom('star-created', 'before-seal'), { secret: clear })).statusCode).toBe(204)

    const restarted = await loggingApp({ secretBox: box })
    let sealed: string
    try {
      sealed = await storedSecretOf(old.id)
      expect(sealed).toMatch(/^v1\./)
      expect(sealed).not.toContain(clear)
      expect(restarted.lines.join('')).toContain('sealed 1 GitHub webhook secrets stored in clear')
      expect(restarted.lines.join('')).not.toContain(clear)
      expect((await deliver(restarted.app, old.id, 'star', fixtureFrom('star-created', 'after-seal'), { secret: clear })).statusCode).toBe(204)
      expect((await deliver(restarted.app, old.id, 'star', fixtureFrom('star-created', 'after-seal'), { secret: 'not-it' })).statusCode).toBe(401)
      expect(await activitiesOf('after-seal')).toHaveLength(1)
    } finally {
      await restarted.app.close()
    }
    // a second start finds nothing left to seal and leaves the sealed value as it is
    const again = await loggingApp({ secretBox: box })
    await again.app.close()
    expect(await storedSecretOf(old.id)).toBe(sealed)
    expect(again.lines.join('')).not.toContain('GitHub webhook secrets stored in clear')
  })

  it('refuses every delivery as unauthorized when the server has another key or none, logging why without the secret and counting no failure', async () => {
    for (const secretBox of [new SecretBox(randomBytes(32)), undefined]) {
      const { app: misconfigured, lines } = await loggingApp({ ...(secretBox ? { secretBox } : {}), failedAuthPerIp: 1 })
      try {
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const answer = await deliver(misconfigured, hook.id, 'star', fixtureFrom('star-created', 'unverifiable'), { secret: hook.secret })
          expect(answer.statusCode).toBe(401)
          expect(answer.json()).toEqual({ error: { type: 'unauthorized', message: expect.stringContaining('secret key is missing or changed') } })
        }
        const errors = lines.map((line) => JSON.parse(line) as Record<string, any>).filter((line) => line.level >= 50)
        expect(errors).toHaveLength(3)
        expect(errors[0]).toMatchObject({ hookId: hook.id, msg: expect.stringContaining('secret could not be opened') })
        expect(lines.join('')).not.toContain(hook.secret)
      } finally {
        await misconfigured.close()
      }
    }
    expect(await activitiesOf('unverifiable')).toEqual([])
  })

  it('refuses an address after repeated failed deliveries (429 with Retry-After), then every delivery from it', async () => {
    const limited = await createApp({ store, tokenSecret, secretBox: box, rateLimits: { failedAuthPerIp: 3 } })
    try {
      const star = fixtureFrom('star-created', 'limited-user')
      expect((await deliver(limited, randomUUID(), 'star', star, { secret: hook.secret })).statusCode).toBe(404)
      expect((await deliver(limited, hook.id, 'star', star, { secret: 'wrong' })).statusCode).toBe(401)
      // deliveries with no signature at all are refused but not counted: anyone's page could send them
      for (let unsigned = 0; unsigned < 5; unsigned += 1) {
        expect((await deliver(limited, hook.id, 'star', star, { secret: hook.secret, signature: null })).statusCode).toBe(401)
      }
      expect((await deliver(limited, hook.id, 'star', star, { secret: 'also wrong' })).statusCode).toBe(401)
      const refused = await deliver(limited, hook.id, 'star', star, { secret: hook.secret })
      expect(refused.statusCode).toBe(429)
      expect(refused.headers['retry-after']).toMatch(/^\d+$/)
      expect(refused.json().error.type).toBe('rate_limited')
      expect(await activitiesOf('limited-user')).toEqual([])
    } finally {
      await limited.close()
    }
  })

  it('answers fuzzed deliveries without a 5xx, errors in the error shape, storing nothing for a refused one', async () => {
    const fuzzed = await createApp({ store, tokenSecret, secretBox: box, rateLimits: { failedAuthPerIp: 0 } }, { logger: false })
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.constant(hook.id), fc.string({ maxLength: 80 }).map(encodeURIComponent)),
          fc.constantFrom('star', 'fork', 'watch', 'issues', 'pull_request', 'issue_comment', 'ping', 'push', ''),
          fc.oneof(fc.json(), fc.string(), fc.constant(JSON.stringify(fixtureFrom('issues-opened', 'fuzz-user')))),
          fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain', 'application/json; charset=utf-8'),
          fc.constantFrom('right', 'wrong', 'none'),
          async (hookId, event, body, contentType, signing) => {
            const before = await activityCount()
            const signature = signing === 'right' ? signatureOf(hook.secret, body) : signing === 'wrong' ? signatureOf('wrong', body) : undefined
            const answer = await fuzzed.inject({
              method: 'POST',
              url: `/v1/github/${hookId}`,
              headers: {
                'content-type': contentType,
                'x-github-event': event,
                'x-github-delivery': randomUUID(),
                ...(signature ? { 'x-hub-signature-256': signature } : {}),
              },
              payload: body,
            })
            expect(answer.statusCode).toBeLessThan(500)
            if (answer.statusCode === 204) return
            expect(answer.json()).toEqual({ error: { type: expect.any(String), message: expect.any(String) } })
            expect(await activityCount()).toBe(before)
          },
        ),
        { numRuns: 150 },
      )
    } finally {
      await fuzzed.close()
    }
  })

  it('keeps the body hashes through the window GitHub redelivers in, and the periodic sweep prunes them after it', async () => {
    const payload = fixtureFrom('issues-opened', 'pruned-replay')
    const storedAt = Date.now()
    expect((await deliver(app, hook.id, 'issues', payload, { secret: hook.secret })).statusCode).toBe(204)
    const hashesOf = async () =>
      (await store.db.selectFrom('github_delivery_bodies').select('received_at').where('hook_id', '=', hook.id).execute()).filter(
        (row) => Number(row.received_at) >= storedAt,
      ).length
    expect(await hashesOf()).toBe(1)
    // three days on (GitHub's redelivery window) the hash is kept and a replay still stores nothing
    await periodicSweep(store, storedAt + 3 * 24 * 60 * 60 * 1000)
    expect(await hashesOf()).toBe(1)
    expect((await deliver(app, hook.id, 'issues', payload, { secret: hook.secret })).statusCode).toBe(204)
    expect(await activitiesOf('pruned-replay')).toHaveLength(1)
    await periodicSweep(store, Date.now() + DELIVERY_BODY_RETENTION_MS - 60_000)
    expect(await hashesOf()).toBe(1)
    await periodicSweep(store, Date.now() + DELIVERY_BODY_RETENTION_MS + 60_000)
    expect(await hashesOf()).toBe(0)
    expect(
      await store.db
        .selectFrom('github_delivery_bodies')
        .select('hook_id')
        .where('received_at', '<', Date.now() + 60_000)
        .execute(),
    ).toEqual([])
  })
})
