/**
 * Salesforce's JWT bearer flow end to end: `devtrail crm connect salesforce --jwt` seals the
 * private key, the sync signs its assertions with it (the test server verifies signature, claims
 * and expiry), and a refused assertion pauses the connection, or refuses the connect, with a
 * status that says why.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { connectionById, findConnection } from '../../crm/crmConnections.js'
import { requestSyncNow } from '../../crm/crmSyncJobs.js'
import type { JobRunner } from '../../jobs/jobRunner.js'
import { SecretBox } from '../../secrets/secretBox.js'
import { openStore, type Store } from '../../store/store.js'
import { eventually, seedCrmWorld, startCrmRunner, syncNow } from '../../../test/crmWorld.js'
import { type SalesforceFake, startSalesforceFake } from '../../../test/fakes/salesforce.js'
import { createTestDatabase, dialects } from '../../../test/stores.js'
import { runDevtrail } from '../cliRun.js'

const USERNAME = 'devtrail-integration@acme.example'
const rsaPair = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } })

describe.each(dialects)('Salesforce JWT bearer flow on %s', (dialect) => {
  let url: string
  let drop: () => Promise<void>
  let store: Store
  let fake: SalesforceFake
  let runner: JobRunner
  let world: Awaited<ReturnType<typeof seedCrmWorld>>
  const key = randomBytes(32)
  const pair = rsaPair()
  const keyFile = join(mkdtempSync(join(tmpdir(), 'devtrail-jwt-')), 'salesforce.key')
  const connectArgs = () => [
    'crm',
    'connect',
    'salesforce',
    '--jwt',
    '--workspace',
    world.workspaceId,
    '--segment',
    world.selection.segments[0]!,
    '--audience',
    world.selection.audiences[0]!,
    '--login-url',
    fake.url,
    '--client-id',
    fake.clientId,
    '--username',
    USERNAME,
    '--private-key-file',
    keyFile,
    '--person-object',
    'Lead',
    '--json',
  ]
  const env = () => ({ DATABASE_URL: url, DEVTRAIL_SECRET_KEY: key.toString('hex'), DEVTRAIL_ALLOW_PRIVATE_DESTINATIONS: '1' })

  beforeAll(async () => {
    ;({ url, drop } = await createTestDatabase(dialect))
    store = await openStore(url)
    writeFileSync(keyFile, pair.privateKey, { mode: 0o600 })
    fake = await startSalesforceFake({ jwt: { publicKey: pair.publicKey, username: USERNAME } })
    world = await seedCrmWorld(store)
  })
  afterEach(() => {
    expect(fake.state.violations).toEqual([])
  })
  afterAll(async () => {
    await runner?.stop()
    await fake.close()
    await store.close()
    await drop()
  })

  it('connects with a signed assertion, seals the private key and syncs', async () => {
    const notAKey = join(mkdtempSync(join(tmpdir(), 'devtrail-jwt-')), 'bad.key')
    writeFileSync(notAKey, 'not a key')
    const refused = await runDevtrail([...connectArgs().map((arg) => (arg === keyFile ? notAKey : arg))], env())
    expect(refused.status).toBe(2)
    expect(refused.stderr + refused.stdout).toContain('not a PEM private key')

    const connected = await runDevtrail(connectArgs(), env())
    expect(connected.status).toBe(0)
    expect(connected.stdout + connected.stderr).not.toContain('PRIVATE KEY')
    const row = await store.db.selectFrom('crm_connections').select('sealed_credentials').executeTakeFirstOrThrow()
    expect(row.sealed_credentials).not.toContain('PRIVATE')
    expect(row.sealed_credentials).not.toContain(pair.privateKey.split('\n')[1]!)

    runner = startCrmRunner(store, new SecretBox(key))
    const connection = (await findConnection(store, world.workspaceId, 'salesforce'))!
    const run = await syncNow(store, connection)
    expect(run).toMatchObject({ recordsSent: 7, recordsFailed: 0 })
    expect(fake.state.records.Lead!.size).toBe(5)
    expect(fake.state.jwtGrants).toBeGreaterThanOrEqual(2)
  })

  it('pauses when Salesforce finds the assertion expired, with the reason in the status', async () => {
    const connection = (await findConnection(store, world.workspaceId, 'salesforce'))!
    fake.expireTokens()
    // Salesforce's clock runs ten minutes ahead of ours: every assertion arrives expired
    fake.state.clockOffsetMs = 10 * 60_000
    await store.db.updateTable('accounts').set({ customer_fit: 'WEAK' }).where('id', '=', world.acme.id).execute()
    await requestSyncNow(store, connection)
    await eventually(async () => (await connectionById(store, connection.id))?.status === 'paused')
    const status = await runDevtrail(['crm', 'status', '--workspace', world.workspaceId, '--json'], env())
    expect(status.json?.connections[0]).toMatchObject({
      status: 'paused',
      status_reason: 'Salesforce refused the JWT bearer assertion (invalid_grant: expired assertion)',
    })
  })

  it('refuses to connect with a key Salesforce does not hold the certificate of', async () => {
    fake.state.clockOffsetMs = 0
    fake.state.jwtPublicKey = rsaPair().publicKey
    const refused = await runDevtrail(connectArgs(), env())
    expect(refused.status).toBe(1)
    expect(refused.stderr + refused.stdout).toContain('Salesforce refused the JWT bearer assertion (invalid_grant: invalid assertion)')
  })
})
