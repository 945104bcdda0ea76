import { randomBytes } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app.js'
import { SecretBox } from '../../secrets/secretBox.js'
import { openStore, type Store } from '../../store/store.js'
import { deliver, fixtureFrom } from '../../../test/githubDeliveries.js'
import { createTestDatabase, dialects } from '../../../test/stores.js'
import { runDevtrail } from '../cliRun.js'

const fixturePath = (name: string) => fileURLToPath(new URL(`../../../test/fixtures/github/${name}.json`, import.meta.url))

describe.each(dialects)('devtrail github on %s', (dialect) => {
  let url: string
  let drop: () => Promise<void>
  let store: Store
  let app: FastifyInstance
  let workspaceId: string
  const key = randomBytes(32)
  const env = () => ({ DATABASE_URL: url, DEVTRAIL_SECRET_KEY: key.toString('hex') })
  const cli = (...args: string[]) => runDevtrail([...args, '--json'], env())
  const githubActivities = (sourceType: string) =>
    store.db
      .selectFrom('activities')
      .select(['id', 'activity_type', 'page', 'occurred_at', 'actor', 'developer_id'])
      .where('workspace_id', '=', workspaceId)
      .where('source_type', '=', sourceType)
      .orderBy('occurred_at')
      .execute()

  beforeAll(async () => {
    ;({ url, drop } = await createTestDatabase(dialect))
    store = await openStore(url)
    app = await createApp({ store, tokenSecret: 'github-cli-secret-0123456789', secretBox: new SecretBox(key) })
    workspaceId = (await cli('workspace', 'create', 'Acme')).json?.workspace.id as string
  })
  afterAll(async () => {
    await app.close()
    await store.close()
    await drop()
  })

  it('github connect prints the Payload URL, content type, secret and events, and the endpoint takes deliveries signed with that secret', async () => {
    const connected = await cli('github', 'connect', '--workspace', workspaceId, '--url', 'https://devtrail.acme.dev/')
    expect(connected.status).toBe(0)
    const hookId = connected.json?.hook.id as string
    expect(connected.json).toEqual({
      hook: { id: hookId, workspace_id: workspaceId, created_at: expect.any(Number) },
      payload_url: `https://devtrail.acme.dev/v1/github/${hookId}`,
      content_type: 'application/json',
      secret: expect.stringMatching(/^[0-9a-f]{64}$/),
      events: ['Stars', 'Forks', 'Watches', 'Issues', 'Pull requests', 'Issue comments'],
    })
    const secret = connected.json?.secret as string
    expect((await deliver(app, hookId, 'star', fixtureFrom('star-created', 'Connected-User'), { secret })).statusCode).toBe(204)
    expect((await deliver(app, hookId, 'star', fixtureFrom('star-created', 'Wrong-Secret'), { secret: randomBytes(32).toString('hex') })).statusCode).toBe(401)
    expect((await githubActivities('GITHUB_WEBHOOK')).map((row) => row.actor)).toEqual(['connected-user'])

    const text = await runDevtrail(['github', 'connect', '--workspace', workspaceId], env())
    expect(text.status).toBe(0)
    expect(text.stdout).toMatch(/Payload URL: {3}http:\/\/localhost:8787\/v1\/github\/[0-9a-f-]{36}\n/)
    expect(text.stdout).toContain('Content type:  application/json')
    expect(text.stdout).toMatch(/Secret: {8}[0-9a-f]{64}\n/)
    expect(text.stdout).toContain('Stars, Forks, Watches, Issues, Pull requests, Issue comments')
    // every connect is a new endpoint with its own secret
    const again = await cli('github', 'connect', '--workspace', workspaceId)
    expect(again.json?.secret).not.toBe(secret)
  })

  it('github connect stores the secret sealed with the key it shares with the server; a server with another key refuses its deliveries', async () => {
    const connected = await cli('github', 'connect', '--workspace', workspaceId)
    const hookId = connected.json?.hook.id as string
    const secret = connected.json?.secret as string
    const row = await store.db.selectFrom('github_hooks').select('secret').where('id', '=', hookId).executeTakeFirstOrThrow()
    expect(row.secret).not.toContain(secret)
    expect(row.secret).toMatch(/^v1\./)
    const star = fixtureFrom('star-created', 'Other-Key-User')
    const otherKey = await createApp({ store, tokenSecret: 'github-cli-secret-0123456789', secretBox: new SecretBox(randomBytes(32)) })
    try {
      const refused = await deliver(otherKey, hookId, 'star', star, { secret })
      expect(refused.statusCode).toBe(401)
      expect(refused.json().error.type).toBe('unauthorized')
    } finally {
      await otherKey.close()
    }
    expect((await deliver(app, hookId, 'star', star, { secret })).statusCode).toBe(204)
  })

  it('github hooks lists the endpoints without their secrets; github disconnect removes one, whose deliveries then answer 404', async () => {
    const connected = await cli('github', 'connect', '--workspace', workspaceId)
    const hookId = connected.json?.hook.id as string
    const secret = connected.json?.secret as string
    const listed = await cli('github', 'hooks', '--workspace', workspaceId)
    expect(listed.status).toBe(0)
    expect(listed.json?.hooks).toContainEqual({ id: hookId, workspace_id: workspaceId, created_at: expect.any(Number) })
    expect(listed.stdout).not.toContain(secret)
    const star = fixtureFrom('star-created', 'Before-Disconnect')
    expect((await deliver(app, hookId, 'star', star, { secret })).statusCode).toBe(204)

    const disconnected = await cli('github', 'disconnect', hookId)
    expect(disconnected.status, disconnected.stderr).toBe(0)
    expect(disconnected.json?.deleted).toMatchObject({ id: hookId })
    const after = await deliver(app, hookId, 'star', fixtureFrom('star-created', 'After-Disconnect'), { secret })
    expect(after.statusCode).toBe(404)
    expect((await cli('github', 'hooks', '--workspace', workspaceId)).json?.hooks).not.toContainEqual(expect.objectContaining({ id: hookId }))
    // what it stored stays
    expect((await githubActivities('GITHUB_WEBHOOK')).map((row) => row.actor)).toContain('before-disconnect')
    expect((await cli('github', 'disconnect', hookId)).status).toBe(1)
  })

  it('github connect refuses a missing or unknown workspace and a bad --url', async () => {
    const [missing, unknown, badUrl] = await Promise.all([
      cli('github', 'connect'),
      cli('github', 'connect', '--workspace', 'no-such-workspace'),
      cli('github', 'connect', '--workspace', workspaceId, '--url', 'not a url'),
    ])
    expect(missing.status).toBe(2)
    expect(unknown.status).toBe(1)
    expect(unknown.json).toEqual({ error: { type: 'not_found', message: 'workspace no-such-workspace not found' } })
    expect(badUrl.status).toBe(2)
  })

  it('github import backfills stargazers and forks as GITHUB_IMPORT activities, once however often it runs', async () => {
    const stars = await cli('github', 'import', '--workspace', workspaceId, '--repo', 'acme-dev/acme-cli', fixturePath('stargazers'))
    expect(stars.status).toBe(0)
    expect(stars.json).toEqual({ repo: 'acme-dev/acme-cli', activity_type: 'STAR', rows: 2, imported: 2 })
    expect(stars.stderr).toContain('2/2')
    const forks = await cli('github', 'import', '--workspace', workspaceId, '--repo', 'acme-dev/acme-cli', fixturePath('forks'))
    expect(forks.json).toEqual({ repo: 'acme-dev/acme-cli', activity_type: 'FORK', rows: 1, imported: 1 })
    const again = await cli('github', 'import', '--workspace', workspaceId, '--repo', 'Acme-Dev/acme-cli', fixturePath('stargazers'))
    expect(again.json).toEqual({ repo: 'Acme-Dev/acme-cli', activity_type: 'STAR', rows: 2, imported: 0 })
    const imported = await githubActivities('GITHUB_IMPORT')
    expect(imported.map(({ activity_type, page, occurred_at, actor }) => ({ activity_type, page, occurred_at, actor }))).toEqual([
      { activity_type: 'STAR', page: 'https://github.com/acme-dev/acme-cli', occurred_at: Date.parse('2023-03-01T08:00:00Z'), actor: 'early-bird' },
      { activity_type: 'FORK', page: 'https://github.com/acme-dev/acme-cli', occurred_at: Date.parse('2023-03-02T09:00:00Z'), actor: 'early-bird' },
      { activity_type: 'STAR', page: 'https://github.com/acme-dev/acme-cli', occurred_at: Date.parse('2024-01-15T16:42:10Z'), actor: 'octo-dev' },
    ])
    // one developer per login, with first and latest activity from the imported history
    const earlyBird = await store.db.selectFrom('developers').selectAll().where('id', '=', imported[0]!.developer_id!).executeTakeFirstOrThrow()
    expect(imported[1]!.developer_id).toBe(earlyBird.id)
    expect(earlyBird).toMatchObject({ first_activity: Date.parse('2023-03-01T08:00:00Z'), latest_activity: Date.parse('2023-03-02T09:00:00Z') })
  })

  it('github import refuses a bad --repo, a non-array file and stargazers saved without starred_at, importing nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'devtrail-github-'))
    const plain = join(dir, 'plain-stargazers.json')
    writeFileSync(plain, JSON.stringify([{ login: 'someone', id: 42, type: 'User' }]))
    const object = join(dir, 'object.json')
    writeFileSync(object, JSON.stringify({ message: 'Not Found' }))
    const before = (await githubActivities('GITHUB_IMPORT')).length
    const [badRepo, notArray, noTimes, missing] = await Promise.all([
      cli('github', 'import', '--workspace', workspaceId, '--repo', 'https://github.com/acme-dev', fixturePath('stargazers')),
      cli('github', 'import', '--workspace', workspaceId, '--repo', 'acme-dev/acme-cli', object),
      cli('github', 'import', '--workspace', workspaceId, '--repo', 'acme-dev/acme-cli', plain),
      cli('github', 'import', '--workspace', workspaceId, '--repo', 'acme-dev/acme-cli', join(dir, 'missing.json')),
    ])
    expect(badRepo.status).toBe(2)
    expect(badRepo.json?.error.message).toContain('--repo must be owner/name')
    expect(notArray.status).toBe(2)
    expect(notArray.json?.error.message).toContain('JSON array')
    expect(noTimes.status).toBe(2)
    expect(noTimes.json?.error.message).toContain('application/vnd.github.star+json')
    expect(missing.status).toBe(2)
    expect((await githubActivities('GITHUB_IMPORT')).length).toBe(before)
  })
})
