import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createRequire } from 'node:module'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { workspaceOfApiKey } from '../../admin/apiKeys.js'
import { createList } from '../../lists/list.js'
import { openStore, type Store } from '../../store/store.js'
import { createTestDatabase, dialects } from '../../../test/stores.js'
import { runDevtrail, runDevtrailProcess } from '../cliRun.js'

describe('devtrail CLI usage', () => {
  it('prints help with --help and exits 0', async () => {
    const general = await runDevtrail(['--help'])
    expect(general.status).toBe(0)
    expect(general.stdout).toContain('Usage: devtrail <command> [options]')
    expect(general.stdout).toContain('contacts import')
    const command = await runDevtrail(['asset', 'create', '--help'])
    expect(command.status).toBe(0)
    expect(command.stdout).toContain('  --kind <kind>      website, docs or product')
    expect(command.stdout).toContain('Options of every command:\n  --database-url <url>')
  })

  it('puts "an" before a vowel sound and "a" before a consonant sound in every summary', async () => {
    const general = await runDevtrail(['--help'])
    expect(general.status).toBe(0)
    // the summaries built from a resource's label (update, delete) and the hand-written ones
    expect(general.stdout).toContain('change an API key')
    expect(general.stdout).toContain('delete an asset')
    expect(general.stdout).toContain('change an audience')
    expect(general.stdout).toContain('change a segment')
    // "a one-time", "a user" and "an hour" sound otherwise than they are spelled
    expect(general.stdout.match(/\ba (?!one\b|one-|us|uni|eu)[aeiou]\w*/gi) ?? []).toEqual([])
    expect(general.stdout.match(/\ban (?![aeiou]|hour|honest)\w+/gi) ?? []).toEqual([])
  })

  it('runs as the devtrail binary: exit status, stdout and stderr of a real process', async () => {
    const version = await runDevtrailProcess(['--version'])
    expect(version.status).toBe(0)
    expect(version.stdout.trim()).toMatch(/^devtrail \d+\.\d+\.\d+/)
    const unknown = await runDevtrailProcess(['frobnicate'])
    expect(unknown.status).toBe(2)
    expect(unknown.stderr).toContain('frobnicate')
  })

  it('prints its version and the help of one command with `help <command>`', async () => {
    const version = await runDevtrail(['--version'])
    expect(version.status).toBe(0)
    expect(version.stdout.trim()).toMatch(/^devtrail \d+\.\d+\.\d+/)
    expect(JSON.parse((await runDevtrail(['--version', '--json'])).stdout)).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+/) })
    const help = await runDevtrail(['help', 'asset', 'create'])
    expect(help.status).toBe(0)
    expect(help.stdout).toContain('  --kind <kind>      website, docs or product')
    expect((await runDevtrail(['help', 'frobnicate'])).status).toBe(2)
  })

  it('refuses an unsupported DATABASE_URL and an unreachable database with one line and exit 1', async () => {
    const unsupported = await runDevtrail(['workspace', 'list', '--database-url', 'mysql://u@db/devtrail'])
    expect(unsupported.status).toBe(1)
    expect(unsupported.stderr.trim().split('\n')).toEqual([
      'devtrail: DATABASE_URL must be postgres://..., postgresql://..., sqlite:<path> or a file path (got "mysql:...")',
    ])
    const unreachable = await runDevtrail(['workspace', 'list', '--database-url', 'postgres://postgres@127.0.0.1:1/devtrail'])
    expect(unreachable.status).toBe(1)
    expect(unreachable.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^devtrail: cannot reach the database: connect ECONNREFUSED/)])
  })

  it('exits 2 with a message on stderr for usage errors', async () => {
    const [none, unknown, missing, badKind, badJson, extra] = await Promise.all([
      runDevtrail([]),
      runDevtrail(['frobnicate']),
      runDevtrail(['key', 'create', '--json']),
      runDevtrail(['asset', 'create', '--workspace', 'w', '--kind', 'blog', '--origin', '*']),
      runDevtrail(['segment', 'create', '--workspace', 'w', '--type', 'ACCOUNT', '--name', 'x', '--filter', '{nope']),
      runDevtrail(['workspace', 'list', 'surplus']),
    ])
    expect(none.status).toBe(2)
    expect(none.stderr).toContain('Usage: devtrail')
    expect(unknown.status).toBe(2)
    expect(unknown.stderr).toContain('unknown command "frobnicate"')
    expect(missing.status).toBe(2)
    expect(missing.stderr).toContain('missing --workspace <id>')
    expect(missing.json).toEqual({ error: { message: 'missing --workspace <id>', type: 'usage' } })
    expect(badKind.status).toBe(2)
    expect(badKind.stderr).toContain('--kind must be website, docs or product (got "blog")')
    expect(badJson.status).toBe(2)
    expect(badJson.stderr).toContain('--filter is not valid JSON')
    expect(extra.status).toBe(2)
    expect(extra.stderr).toContain('unexpected argument "surplus"')
  })

  it("changes and prints a workspace's thresholds with workspace settings", async () => {
    const { url, drop } = await createTestDatabase('sqlite')
    try {
      const created = await runDevtrail(['workspace', 'create', 'Tuned', '--json', '--database-url', url])
      const id = created.json?.workspace.id as string
      const changed = await runDevtrail(['workspace', 'settings', id, '--activity-high', '20', '--fit-strong', '3', '--json', '--database-url', url])
      expect(changed.status).toBe(0)
      expect(changed.json).toEqual({ workspace_id: id, thresholds: { high: 20, medium: 10, strongFit: 3, moderateFit: 2 }, retention_days: null })
      const retained = await runDevtrail(['workspace', 'settings', id, '--retention-days', '400', '--json', '--database-url', url])
      expect(retained.json?.retention_days).toBe(400)
      const shown = await runDevtrail(['workspace', 'settings', id, '--database-url', url])
      expect(shown.stdout).toContain('HIGH at 20, MEDIUM at 10')
      expect(shown.stdout).toContain('STRONG at 3, MODERATE at 2')
      expect(shown.stdout).toContain('activity older than 400 days is deleted')
      expect((await runDevtrail(['workspace', 'settings', id, '--retention-days', 'forever', '--database-url', url])).status).toBe(2)
      expect((await runDevtrail(['workspace', 'settings', id, '--retention-days', '0', '--json', '--database-url', url])).json?.retention_days).toBeNull()
      const bad = await runDevtrail(['workspace', 'settings', id, '--activity-medium', '30', '--database-url', url])
      expect(bad.status).toBe(2)
      expect(bad.stderr).toContain('must not exceed the HIGH one (20)')
    } finally {
      await drop()
    }
  })

  it('backs the SQLite store up while it is open, and points PostgreSQL users to pg_dump', async () => {
    const { url, drop } = await createTestDatabase('sqlite')
    const store = await openStore(url)
    try {
      await runDevtrail(['workspace', 'create', 'Backed up', '--database-url', url])
      const target = join(mkdtempSync(join(tmpdir(), 'devtrail-backup-')), 'copy.db')
      const backup = await runDevtrail(['backup', target, '--json', '--database-url', url])
      expect(backup.status, backup.stderr).toBe(0)
      const copy = await openStore(`sqlite:${target}`)
      expect((await copy.db.selectFrom('workspaces').select('name').execute()).map((row) => row.name)).toEqual(['Backed up'])
      await copy.close()
      expect((await runDevtrail(['backup', target, '--database-url', url])).stderr).toContain('exists already')
      const postgres = await runDevtrail(['backup', target, '--database-url', 'postgres://devtrail:secret@db:5432/devtrail'])
      expect(postgres.status).toBe(1)
      expect(postgres.stderr).toContain('pg_dump --format=custom')
      expect(postgres.stderr).not.toContain('secret')
    } finally {
      await store.close()
      await drop()
    }
  })

  it('takes the store from --database-url before DATABASE_URL', async () => {
    const { url, drop } = await createTestDatabase('sqlite')
    const other = await createTestDatabase('sqlite')
    try {
      const created = await runDevtrail(['workspace', 'create', 'Flagged', '--database-url', url, '--json'], { DATABASE_URL: other.url })
      expect(created.status).toBe(0)
      const [flagged, fromEnv] = await Promise.all([
        runDevtrail(['workspace', 'list', '--json', '--database-url', url]),
        runDevtrail(['workspace', 'list', '--json'], { DATABASE_URL: other.url }),
      ])
      expect(flagged.json?.workspaces.map((w: { name: string }) => w.name)).toEqual(['Flagged'])
      expect(fromEnv.json).toEqual({ workspaces: [] })
    } finally {
      await drop()
      await other.drop()
    }
  })
})

describe.each(dialects)('devtrail CLI on %s', (dialect) => {
  let url: string
  let drop: () => Promise<void>
  let store: Store
  const cli = (...args: string[]) => runDevtrail([...args, '--json'], { DATABASE_URL: url })

  beforeAll(async () => {
    ;({ url, drop } = await createTestDatabase(dialect))
    store = await openStore(url)
  })
  afterAll(async () => {
    await store.close()
    await drop()
  })

  it('shows, updates and deletes an asset, and prints its snippet with the SRI hash of the served script', async () => {
    const workspaceId = (await cli('workspace', 'create', 'Snippets')).json?.workspace.id as string
    const created = await cli('asset', 'create', '--workspace', workspaceId, '--kind', 'docs', '--origin', 'https://docs.acme.dev')
    const assetId = created.json?.asset.id as string
    const clientId = created.json?.client_id as string
    expect((await cli('asset', 'show', assetId)).json?.asset).toMatchObject({ id: assetId, client_id: clientId, allowed_origins: ['https://docs.acme.dev'] })
    const updated = await cli('asset', 'update', assetId, '--name', 'Docs site', '--origin', 'https://docs.acme.dev', '--origin', 'https://preview.acme.dev/')
    expect(updated.json?.asset).toMatchObject({
      name: 'Docs site',
      client_id: clientId,
      allowed_origins: ['https://docs.acme.dev', 'https://preview.acme.dev'],
    })
    expect((await cli('asset', 'update', assetId)).status).toBe(2)

    const snippet = await cli('snippet', '--asset', assetId, '--url', 'https://devtrail.acme.dev/')
    expect(snippet.status).toBe(0)
    const built = readFileSync(createRequire(import.meta.url).resolve('@devtrail/core/tracker.js'))
    const { version } = createRequire(import.meta.url)('@devtrail/core/package.json') as { version: string }
    expect(snippet.json?.integrity).toBe(`sha384-${createHash('sha384').update(built).digest('base64')}`)
    expect(snippet.json?.scriptTag).toContain(
      `src="https://devtrail.acme.dev/tracker/${version}.js" integrity="${snippet.json?.integrity}" crossorigin="anonymous"`,
    )
    const inline = /<script>(.*)<\/script>/.exec(snippet.json?.scriptTag as string)![1]!
    expect(inline).toContain(`clientID:'${clientId}'`)
    expect(snippet.json?.csp.scriptSrc).toBe(`script-src https://devtrail.acme.dev 'sha256-${createHash('sha256').update(inline).digest('base64')}'`)
    expect(snippet.json?.csp.connectSrc).toBe('connect-src https://devtrail.acme.dev')
    expect(snippet.json?.loader).toContain(`loadTrackerScript({ clientID: '${clientId}', scriptHost: 'https://devtrail.acme.dev' })`)

    const deleted = await cli('asset', 'delete', assetId)
    expect(deleted.status).toBe(0)
    const gone = await cli('asset', 'show', assetId)
    expect(gone.status).toBe(1)
    expect(gone.json).toEqual({ error: { type: 'not_found', message: `asset ${assetId} not found` } })
  })

  it('lists, shows, updates and deletes keys, segments, audiences and lists', async () => {
    const workspaceId = (await cli('workspace', 'create', 'Managed')).json?.workspace.id as string
    const key = (await cli('key', 'create', '--workspace', workspaceId, '--name', 'ci')).json?.api_key.id as string
    expect((await cli('key', 'update', key, '--name', 'deploys')).json?.api_key.name).toBe('deploys')
    expect((await cli('key', 'show', key)).json?.api_key).toMatchObject({ id: key, name: 'deploys', revoked_at: null })

    const segment = (await cli('segment', 'create', '--workspace', workspaceId, '--type', 'BUYER', '--name', 'Leaders')).json?.segment.id as string
    const renamed = await cli('segment', 'update', segment, '--name', 'Engineering leaders', '--filter', '{"seniority":["VP"]}')
    expect(renamed.json?.segment).toMatchObject({ name: 'Engineering leaders', filter: { seniority: ['VP'] } })
    const badFilter = await cli('segment', 'update', segment, '--filter', '{"nope":[1]}')
    expect(badFilter.status).toBe(2)
    expect(badFilter.json?.error.type).toBe('params_invalid')
    expect((await cli('segment', 'list', '--workspace', workspaceId)).json?.segments.map((row: { id: string }) => row.id)).toEqual([segment])

    const audience = (await cli('audience', 'create', '--workspace', workspaceId, '--segment', segment, '--name', 'VPs')).json?.audience.id as string
    const blocked = await cli('segment', 'delete', segment)
    expect(blocked.status).toBe(2)
    expect(blocked.json?.error.message).toContain('"VPs"')
    expect((await cli('audience', 'update', audience, '--name', 'VPs of engineering', '--auto-refresh', 'on')).json?.audience).toMatchObject({
      name: 'VPs of engineering',
      auto_refresh: true,
    })
    expect((await cli('audience', 'list', '--workspace', workspaceId)).json?.audiences).toHaveLength(1)
    expect((await cli('audience', 'delete', audience)).status).toBe(0)
    expect((await cli('audience', 'show', audience)).json?.error.type).toBe('not_found')
    expect((await cli('segment', 'delete', segment)).status).toBe(0)

    const list = await createList(store, workspaceId, 'ops@acme.com', {
      name: 'Prospects',
      type: 'ACCOUNT',
      primaryKey: 'domain',
      mapping: [{ clientKey: 'domain', fieldType: 'String' }],
    })
    await store.db.insertInto('list_rows').values({ list_id: list.id, row_key: 'acme.com', data: '{}', created_at: 1, updated_at: 1 }).execute()
    expect((await cli('list', 'show', list.id)).json?.list).toMatchObject({ name: 'Prospects', created_by: 'ops@acme.com', rows: 1 })
    expect((await cli('list', 'update', list.id, '--description', 'Q3 targets')).json?.list.description).toBe('Q3 targets')
    expect((await cli('list', 'list', '--workspace', workspaceId)).json?.lists.map((row: { id: string }) => row.id)).toEqual([list.id])
    expect((await cli('list', 'delete', list.id)).status).toBe(0)
    expect(await store.db.selectFrom('list_rows').select('row_key').where('list_id', '=', list.id).execute()).toEqual([])

    expect((await cli('key', 'delete', key)).status).toBe(0)
    expect((await cli('key', 'list', '--workspace', workspaceId)).json?.api_keys).toEqual([])
    expect((await cli('key', 'update', key)).status).toBe(2)
  }, 120_000)

  it('creates and lists workspaces, keys and assets, and revokes a key', async () => {
    const created = await cli('workspace', 'create', 'Acme Dev Tools')
    expect(created.status).toBe(0)
    const workspaceId = created.json?.workspace.id as string
    const row = await store.db.selectFrom('workspaces').selectAll().where('id', '=', workspaceId).executeTakeFirstOrThrow()
    expect(row.name).toBe('Acme Dev Tools')

    const listed = await cli('workspace', 'list')
    expect(listed.json?.workspaces.map((w: { id: string }) => w.id)).toContain(workspaceId)

    const key = await cli('key', 'create', '--workspace', workspaceId, '--name', 'ci')
    expect(key.status).toBe(0)
    expect(key.json?.key).toMatch(/^dtk_/)
    expect(await workspaceOfApiKey(store, key.json?.key)).toBe(workspaceId)
    const keys = await cli('key', 'list', '--workspace', workspaceId)
    expect(keys.json?.api_keys).toHaveLength(1)
    expect(keys.stdout).not.toContain(key.json?.key)
    const revoked = await cli('key', 'revoke', key.json?.api_key.id)
    expect(revoked.status).toBe(0)
    expect(revoked.json?.api_key.revoked_at).toEqual(expect.any(Number))
    expect(await workspaceOfApiKey(store, key.json?.key)).toBeNull()

    const asset = await cli(
      'asset',
      'create',
      '--workspace',
      workspaceId,
      '--kind',
      'docs',
      '--origin',
      'https://docs.acme.dev/',
      '--origin',
      'http://localhost:3000',
      '--name',
      'Docs',
    )
    expect(asset.status).toBe(0)
    expect(asset.json?.client_id).toMatch(/^dt_/)
    const stored = await store.db.selectFrom('assets').selectAll().where('client_id', '=', asset.json?.client_id).executeTakeFirstOrThrow()
    expect(stored.kind).toBe('DOCS')
    expect(JSON.parse(stored.allowed_origins)).toEqual(['https://docs.acme.dev', 'http://localhost:3000'])

    const text = await runDevtrail(['asset', 'list', '--workspace', workspaceId], { DATABASE_URL: url })
    expect(text.stdout).toContain(asset.json?.client_id)
  })

  it('fails with exit 1 and a message for an unknown workspace or key', async () => {
    const [key, revoke] = await Promise.all([
      cli('key', 'create', '--workspace', '00000000-0000-4000-8000-000000000000'),
      cli('key', 'revoke', '00000000-0000-4000-8000-000000000000'),
    ])
    expect(key.status).toBe(1)
    expect(key.stderr).toContain('workspace 00000000-0000-4000-8000-000000000000 not found')
    expect(key.json).toEqual({ error: { message: 'workspace 00000000-0000-4000-8000-000000000000 not found', type: 'not_found' } })
    expect(revoke.status).toBe(1)
  })

  it('creates segments and audiences and refreshes an audience', async () => {
    const workspaceId = (await cli('workspace', 'create', 'Segments Co')).json?.workspace.id as string
    const segment = await cli(
      'segment',
      'create',
      '--workspace',
      workspaceId,
      '--type',
      'buyer',
      '--name',
      'Leaders',
      '--description',
      'engineering leaders',
      '--filter',
      '{"seniority":["VP","Director"]}',
    )
    expect(segment.status).toBe(0)
    const row = await store.db.selectFrom('segments').selectAll().where('id', '=', segment.json?.segment.id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ type: 'BUYER', name: 'Leaders', description: 'engineering leaders', workspace_id: workspaceId })

    const duplicate = await cli('segment', 'create', '--workspace', workspaceId, '--type', 'BUYER', '--name', 'Leaders')
    expect(duplicate.status).toBe(1)
    expect(duplicate.json?.error.type).toBe('name_taken')
    const badFilter = await cli('segment', 'create', '--workspace', workspaceId, '--type', 'ACCOUNT', '--name', 'Bad', '--filter', '{"colour":["red"]}')
    expect(badFilter.status).toBe(2)
    expect(badFilter.json?.error.type).toBe('params_invalid')

    const now = Date.now()
    const contact = (email: string, seniority: string, verified: number, country: string) => ({
      id: email,
      workspace_id: workspaceId,
      email,
      seniority,
      email_verified: verified,
      country,
      created_at: now,
      updated_at: now,
    })
    await store.db
      .insertInto('contacts')
      .values([
        contact('a@acme.dev', 'VP', 1, 'US'),
        contact('b@acme.dev', 'Director', 0, 'US'),
        contact('c@acme.dev', 'Director', 1, 'DE'),
        contact('d@acme.dev', 'Intern', 1, 'US'),
      ])
      .execute()

    const audience = await cli(
      'audience',
      'create',
      '--workspace',
      workspaceId,
      '--segment',
      segment.json?.segment.id,
      '--name',
      'US leaders',
      '--location',
      'US',
      '--verified-only',
      '--limit',
      '10',
      '--created-by',
      'ops@acme.dev',
    )
    expect(audience.status).toBe(0)
    expect(audience.json?.audience.count).toBe(1)
    const stored = await store.db.selectFrom('audiences').selectAll().where('id', '=', audience.json?.audience.id).executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ count: 1, limit_count: 10, verified_only: 1, created_by: 'ops@acme.dev' })

    await store.db.updateTable('contacts').set({ email_verified: 1 }).where('id', '=', 'b@acme.dev').execute()
    const refreshed = await cli('audience', 'refresh', audience.json?.audience.id, '--workspace', workspaceId)
    expect(refreshed.status).toBe(0)
    expect(refreshed.json?.audience).toEqual({ id: audience.json?.audience.id, count: 2 })
    const members = await store.db.selectFrom('audience_members').select('contact_id').where('audience_id', '=', audience.json?.audience.id).execute()
    expect(members.map((m) => m.contact_id).sort()).toEqual(['a@acme.dev', 'b@acme.dev'])

    const badLimit = await cli('audience', 'create', '--workspace', workspaceId, '--segment', segment.json?.segment.id, '--name', 'x', '--limit', 'lots')
    expect(badLimit.status).toBe(2)
  })
})
