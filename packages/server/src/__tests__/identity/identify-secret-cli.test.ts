import { randomBytes, randomUUID } from 'node:crypto'
import { statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Identity } from '@devtrail/core/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config/loadConfig.js'
import { createApp, signIdentity } from '../../app.js'
import { SECRET_KEY_FILE, SecretBox } from '../../secrets/secretBox.js'
import { openStore, type Store } from '../../store/store.js'
import { createTestDatabase, dialects } from '../../../test/stores.js'
import { runDevtrail } from '../cliRun.js'

const origin = 'https://app.acme.dev'
const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const maya: Identity = { username: 'maya.chen@acme.dev', type: 'email', firstname: 'Maya', company: 'acme.dev' }

describe.each(dialects)('devtrail asset identify-secret on %s', (dialect) => {
  let url: string
  let drop: () => Promise<void>
  let store: Store
  const key = randomBytes(32)
  const cli = (...args: string[]) => runDevtrail([...args, '--json'], { DATABASE_URL: url, DEVTRAIL_SECRET_KEY: key.toString('hex') })

  /** Whether a fresh collector (no cached asset) links a visitor identified with `identity` and `signature`. */
  const links = async (clientId: string, identity: Identity, signature?: string): Promise<boolean> => {
    const app = await createApp({ store, tokenSecret: 'identify-secret-cli-token-secret', secretBox: new SecretBox(key) })
    try {
      const anonymousId = randomUUID()
      const identify = { type: 'IDENTIFY', id: randomUUID(), time: Date.now(), url: `${origin}/`, identity, ...(signature ? { signature } : {}) }
      const answer = await app.inject({
        method: 'POST',
        url: '/v1/events',
        headers: { 'content-type': 'text/plain', 'user-agent': ua, origin },
        payload: JSON.stringify({ client_id: clientId, anonymous_id: anonymousId, events: [identify] }),
      })
      expect(answer.statusCode).toBe(200)
      const visitor = await store.db.selectFrom('visitors').select('developer_id').where('anonymous_id', '=', anonymousId).executeTakeFirstOrThrow()
      return visitor.developer_id !== null
    } finally {
      await app.close()
    }
  }

  beforeAll(async () => {
    ;({ url, drop } = await createTestDatabase(dialect))
    store = await openStore(url)
  })
  afterAll(async () => {
    await store.close()
    await drop()
  })

  it('creates a secret shown once and stored sealed, which signs identities the collector accepts; rotation and policy follow the CLI', async () => {
    const workspaceId = (await cli('workspace', 'create', 'Identify')).json?.workspace.id as string
    const created = await cli('asset', 'create', '--workspace', workspaceId, '--kind', 'product', '--origin', origin)
    const assetId = created.json?.asset.id as string
    const clientId = created.json?.client_id as string
    expect(created.json?.asset).toMatchObject({ identify_policy: 'unsigned', identify_secret_created_at: null })

    const first = await runDevtrail(['asset', 'identify-secret', '--asset', assetId], { DATABASE_URL: url, DEVTRAIL_SECRET_KEY: key.toString('hex') })
    expect(first.status).toBe(0)
    const secret = /^\s+(dtis_[\w-]{43})$/m.exec(first.stdout)?.[1]
    expect(secret).toBeDefined()
    expect(first.stdout).toContain('it is shown only once')
    const row = await store.db.selectFrom('asset_identify_secrets').selectAll().where('asset_id', '=', assetId).executeTakeFirstOrThrow()
    expect(row.sealed_secret).not.toContain(secret!.slice(5))
    const shown = await cli('asset', 'show', assetId)
    expect(shown.json?.asset).toMatchObject({ identify_policy: 'signed', identify_secret_created_at: expect.any(Number) })
    expect(shown.stdout).not.toContain(secret!)
    expect((await cli('asset', 'list', '--workspace', workspaceId)).stdout).not.toContain(secret!)

    expect(await links(clientId, maya, signIdentity(secret!, maya))).toBe(true)
    expect(await links(clientId, maya)).toBe(false)

    // a rotation with the default overlap keeps the first secret valid for 24 h
    const rotated = await cli('asset', 'identify-secret', '--asset', assetId)
    const second = rotated.json?.identify_secret.secret as string
    expect(rotated.json?.identify_secret.previous_expires_at - rotated.json?.identify_secret.created_at).toBe(24 * 60 * 60 * 1000)
    expect(await links(clientId, maya, signIdentity(secret!, maya))).toBe(true)
    expect(await links(clientId, maya, signIdentity(second, maya))).toBe(true)
    // with no overlap the replaced secret stops at once
    const third = (await cli('asset', 'identify-secret', '--asset', assetId, '--overlap', '0')).json?.identify_secret
    expect(third.previous_expires_at).toBeNull()
    expect(await links(clientId, maya, signIdentity(second, maya))).toBe(false)
    expect(await links(clientId, maya, signIdentity(third.secret, maya))).toBe(true)

    const unsigned = await cli('asset', 'update', assetId, '--identify', 'unsigned')
    expect(unsigned.json?.asset).toMatchObject({ identify_policy: 'unsigned' })
    expect(await links(clientId, { username: 'lee@acme.dev', type: 'email' })).toBe(true)
    expect((await cli('asset', 'update', assetId, '--identify', 'signed')).json?.asset.identify_policy).toBe('signed')
    expect(await links(clientId, { username: 'kim@acme.dev', type: 'email' })).toBe(false)
  }, 120_000)

  it('answers usage errors with status 2 and an unknown asset with status 1', async () => {
    const [badPolicy, badOverlap, missing, unknown] = await Promise.all([
      cli('asset', 'update', randomUUID(), '--identify', 'sometimes'),
      cli('asset', 'identify-secret', '--asset', randomUUID(), '--overlap', 'soon'),
      cli('asset', 'identify-secret'),
      cli('asset', 'identify-secret', '--asset', 'no-such-asset'),
    ])
    expect(badPolicy.status).toBe(2)
    expect(badPolicy.stderr).toContain('--identify must be signed or unsigned')
    expect(badOverlap.status).toBe(2)
    expect(badOverlap.stderr).toContain('--overlap must be a duration')
    expect(missing.status).toBe(2)
    expect(unknown.status).toBe(1)
    expect(unknown.json).toMatchObject({ error: { type: 'not_found' } })
  })
})

// the key file lives in the data folder, which only the embedded SQLite store names
describe('devtrail asset identify-secret with the data folder key file', () => {
  let url: string
  let drop: () => Promise<void>
  let store: Store
  const cli = (...args: string[]) => runDevtrail([...args, '--json'], { DATABASE_URL: url, DEVTRAIL_SECRET_KEY: '' })
  beforeAll(async () => {
    ;({ url, drop } = await createTestDatabase('sqlite'))
    store = await openStore(url)
  })
  afterAll(async () => {
    await store.close()
    await drop()
  })

  it('without DEVTRAIL_SECRET_KEY, seals with the key file of the data folder, which the server reads too', async () => {
    const workspaceId = (await cli('workspace', 'create', 'Key file')).json?.workspace.id as string
    const assetId = (await cli('asset', 'create', '--workspace', workspaceId, '--kind', 'docs', '--origin', origin)).json?.asset.id as string
    const made = await runDevtrail(['asset', 'identify-secret', '--asset', assetId, '--json'], { DATABASE_URL: url, DEVTRAIL_SECRET_KEY: '' })
    expect(made.status).toBe(0)
    const file = join(dirname(url.replace(/^sqlite:/, '')), SECRET_KEY_FILE)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const serverKey = loadConfig({ DATABASE_URL: url, TOKEN_SECRET: 'identify-secret-cli-token-secret' }).secretKey!
    const row = await store.db.selectFrom('asset_identify_secrets').select('sealed_secret').where('asset_id', '=', assetId).executeTakeFirstOrThrow()
    expect(new SecretBox(serverKey).open(row.sealed_secret, `identify-secret:${assetId}`)).toBe(made.json?.identify_secret.secret)
  })
})
