import { randomBytes, randomUUID } from 'node:crypto'
import type { Identity } from '@devtrail/core/protocol'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApiKey } from '../../admin/apiKeys.js'
import { createAsset, type Asset } from '../../admin/assets.js'
import { rotateIdentifySecret, setIdentifyPolicy } from '../../admin/identifySecrets.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { createApp, signIdentity } from '../../app.js'
import { SecretBox } from '../../secrets/secretBox.js'
import type { Store } from '../../store/store.js'
import { createTestStore, dialects } from '../../../test/stores.js'

const origin = 'https://app.customer.com'
/** isbot counts node's fetch and inject as bots: send what a browser sends. */
const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const maya: Identity = {
  username: 'maya.chen@customer.com',
  type: 'email',
  firstname: 'Maya',
  lastname: 'Chén',
  company: 'customer.com',
  other_identities: [{ username: 'maya-chen', type: 'github' }],
}

describe.each(dialects)('identity verification at the collector on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  let workspaceId: string
  let apiKey: string
  const box = new SecretBox(randomBytes(32))

  const newAsset = async (): Promise<Asset> => createAsset(store, { workspaceId, kind: 'product', origins: [origin] })
  const identifyEvent = (identity: Identity, signature?: string) => ({
    type: 'IDENTIFY',
    id: randomUUID(),
    time: Date.now() - 100,
    url: `${origin}/signed-in`,
    identity,
    ...(signature === undefined ? {} : { signature }),
  })
  /** Sends one identify (with a page visit) for a new visitor; answers the visitor's anonymous id and the HTTP answer. */
  const identify = async (asset: Asset, identity: Identity, signature?: string, via: FastifyInstance = app) => {
    const anonymousId = randomUUID()
    const events = [{ type: 'PAGE_VISIT', id: randomUUID(), time: Date.now() - 200, url: `${origin}/home` }, identifyEvent(identity, signature)]
    const answer = await via.inject({
      method: 'POST',
      url: '/v1/events',
      headers: { 'content-type': 'text/plain', 'user-agent': ua, origin },
      payload: JSON.stringify({ client_id: asset.client_id, anonymous_id: anonymousId, events }),
    })
    return { anonymousId, answer }
  }
  /** The developer a visitor is linked to (null: nobody), with the developer's name and e-mail. */
  const personOf = async (anonymousId: string) => {
    const row = await store.db
      .selectFrom('visitors')
      .leftJoin('developers', 'developers.id', 'visitors.developer_id')
      .select(['visitors.developer_id', 'developers.name', 'developers.email'])
      .where('visitors.workspace_id', '=', workspaceId)
      .where('visitors.anonymous_id', '=', anonymousId)
      .executeTakeFirst()
    return row ? { developerId: row.developer_id, name: row.name, email: row.email } : null
  }
  const developerCount = async () =>
    Number(
      (
        await store.db
          .selectFrom('developers')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('workspace_id', '=', workspaceId)
          .executeTakeFirstOrThrow()
      ).n,
    )
  const rejectedCount = async () => {
    const answer = await app.inject({ method: 'GET', url: '/stats/overview', headers: { 'x-api-key': apiKey } })
    expect(answer.statusCode).toBe(200)
    return answer.json().data.totals.identify_rejected as number
  }

  beforeAll(async () => {
    store = await createTestStore(dialect)
    app = await createApp({ store, tokenSecret: 'identity-verification-token-secret', secretBox: box })
    workspaceId = (await createWorkspace(store, 'Customer')).id
    apiKey = (await createApiKey(store, workspaceId)).key
  })
  afterAll(async () => {
    await app.close()
    await store.close()
  })

  it('accepts a signed identify under the signed policy and links the visitor', async () => {
    const asset = await newAsset()
    const { secret } = await rotateIdentifySecret(store, box, asset.id)
    const { anonymousId, answer } = await identify(asset, maya, signIdentity(secret, maya))
    expect(answer.statusCode).toBe(200)
    expect(answer.json().accepted).toBe(2)
    expect(await personOf(anonymousId)).toMatchObject({ developerId: expect.any(String), name: 'Maya Chén', email: maya.username })
  })

  it('refuses unsigned, wrongly signed and other-identity signatures: nobody linked, nothing changed, each counted', async () => {
    const asset = await newAsset()
    const { secret } = await rotateIdentifySecret(store, box, asset.id)
    const mallory: Identity = { ...maya, firstname: 'Mallory' }
    const beforeRejected = await rejectedCount()
    const developersBefore = await developerCount()
    const attempts = [
      await identify(asset, mallory),
      await identify(asset, mallory, signIdentity('not-the-secret', mallory)),
      await identify(asset, mallory, 'f'.repeat(64)),
      await identify(asset, mallory, 'not hex at all'),
      // a genuine signature of Maya, replayed with another company or other identities
      await identify(asset, { ...maya, company: 'evil.example' }, signIdentity(secret, maya)),
      await identify(asset, { ...maya, other_identities: [{ username: 'mallory', type: 'github' }] }, signIdentity(secret, maya)),
      await identify(asset, { ...maya, other_identities: undefined }, signIdentity(secret, maya)),
    ]
    for (const { anonymousId, answer } of attempts) {
      expect(answer.statusCode).toBe(200)
      // the page visit is kept; the identify is not
      expect(answer.json().accepted).toBe(1)
      expect(await personOf(anonymousId)).toEqual({ developerId: null, name: null, email: null })
    }
    expect(await developerCount()).toBe(developersBefore)
    expect(await rejectedCount()).toBe(beforeRejected + attempts.length)
    const series = (await app.inject({ method: 'GET', url: '/stats/overview', headers: { 'x-api-key': apiKey } })).json().data.series
    expect(series.filter((point: { activity_source: string }) => point.activity_source === 'PRODUCT').at(-1).identify_rejected).toBeGreaterThanOrEqual(
      attempts.length,
    )
  })

  it('keeps the previous secret valid during the overlap window and refuses it after', async () => {
    const overlapMs = 1500
    const asset = await newAsset()
    const first = await rotateIdentifySecret(store, box, asset.id)
    // the overlap runs on the clock: move it to the window's end rather than wait it out
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const second = await rotateIdentifySecret(store, box, asset.id, { overlapMs })
      expect(second.previous_expires_at).toBe(second.created_at + overlapMs)
      const during = await identify(asset, maya, signIdentity(first.secret, maya))
      expect((await personOf(during.anonymousId))?.developerId).toEqual(expect.any(String))
      const current = await identify(asset, maya, signIdentity(second.secret, maya))
      expect((await personOf(current.anonymousId))?.developerId).toEqual(expect.any(String))
      vi.setSystemTime(second.previous_expires_at! + 1)
      const before = await rejectedCount()
      const after = await identify(asset, maya, signIdentity(first.secret, maya))
      expect(await personOf(after.anonymousId)).toEqual({ developerId: null, name: null, email: null })
      expect(await rejectedCount()).toBe(before + 1)
      const still = await identify(asset, maya, signIdentity(second.secret, maya))
      expect((await personOf(still.anonymousId))?.developerId).toEqual(expect.any(String))
    } finally {
      vi.useRealTimers()
    }
  })

  it('refuses the replaced secret at once after a rotation without overlap', async () => {
    const asset = await newAsset()
    const first = await rotateIdentifySecret(store, box, asset.id)
    const second = await rotateIdentifySecret(store, box, asset.id, { overlapMs: 0 })
    expect(second.previous_expires_at).toBeNull()
    expect(await personOf((await identify(asset, maya, signIdentity(first.secret, maya))).anonymousId)).toMatchObject({ developerId: null })
    expect((await personOf((await identify(asset, maya, signIdentity(second.secret, maya))).anonymousId))?.developerId).toEqual(expect.any(String))
  })

  it('accepts unsigned identifies under the unsigned policy, still checks signatures, and keeps assets without a secret as before', async () => {
    const asset = await newAsset()
    const { secret } = await rotateIdentifySecret(store, box, asset.id)
    await setIdentifyPolicy(store, asset.id, 'unsigned')
    const unsigned = await identify(asset, { username: 'lee@customer.com', type: 'email' })
    expect(await personOf(unsigned.anonymousId)).toMatchObject({ developerId: expect.any(String), email: 'lee@customer.com' })
    const signed = await identify(asset, maya, signIdentity(secret, maya))
    expect((await personOf(signed.anonymousId))?.developerId).toEqual(expect.any(String))
    const before = await rejectedCount()
    const forged = await identify(asset, maya, signIdentity('forged', maya))
    expect(await personOf(forged.anonymousId)).toMatchObject({ developerId: null })
    expect(await rejectedCount()).toBe(before + 1)

    const plain = await newAsset()
    const legacy = await identify(plain, { username: 'kim@customer.com', type: 'email' })
    expect(await personOf(legacy.anonymousId)).toMatchObject({ email: 'kim@customer.com' })
  })

  it('refuses every identify of a signed asset that has no secret, or whose secret the server cannot open', async () => {
    const noSecret = await newAsset()
    await setIdentifyPolicy(store, noSecret.id, 'signed')
    expect(await personOf((await identify(noSecret, maya, signIdentity('anything', maya))).anonymousId)).toMatchObject({ developerId: null })

    const asset = await newAsset()
    const { secret } = await rotateIdentifySecret(store, box, asset.id)
    const opened: unknown[] = []
    const withoutKey = await createApp({ store, tokenSecret: 'identity-verification-token-secret' })
    const otherKey = await createApp({ store, tokenSecret: 'identity-verification-token-secret', secretBox: new SecretBox(randomBytes(32)) })
    try {
      for (const server of [withoutKey, otherKey]) {
        const { anonymousId, answer } = await identify(asset, maya, signIdentity(secret, maya), server)
        expect(answer.statusCode).toBe(200)
        expect(await personOf(anonymousId)).toMatchObject({ developerId: null })
        opened.push(anonymousId)
      }
    } finally {
      await withoutKey.close()
      await otherKey.close()
    }
    expect(opened).toHaveLength(2)
  })

  it('refuses a signature longer than the protocol allows with a readable error', async () => {
    const asset = await newAsset()
    const { answer } = await identify(asset, maya, 'a'.repeat(257))
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toEqual({ error: { type: 'params_invalid', message: expect.stringContaining('events[1].signature') } })
  })
})
