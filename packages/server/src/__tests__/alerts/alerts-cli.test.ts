/**
 * `devtrail destination ...` and `devtrail alert ...` on both stores: a webhook destination's
 * secret is printed once and verifies the test message at a real receiver, a private URL is
 * refused without DEVTRAIL_ALLOW_PRIVATE_DESTINATIONS, rules are created, listed, changed, tested
 * and deleted, a rotation signs with both secrets, and the delivery log lists what was sent.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAlertReceiver, type AlertReceiver } from '../../../test/alertReceivers.js'
import { createTestDatabase, dialects } from '../../../test/stores.js'
import { runDevtrail } from '../cliRun.js'

describe.each(dialects)('devtrail alert and destination on %s', (dialect) => {
  let url: string
  let drop: () => Promise<void>
  let receiver: AlertReceiver
  const key = randomBytes(32).toString('hex')
  const env = () => ({ DATABASE_URL: url, DEVTRAIL_SECRET_KEY: key, DEVTRAIL_ALLOW_PRIVATE_DESTINATIONS: '1' })
  const cli = (...args: string[]) => runDevtrail([...args, '--json'], env())

  beforeAll(async () => {
    ;({ url, drop } = await createTestDatabase(dialect))
    receiver = await startAlertReceiver()
  })
  afterAll(async () => {
    await receiver.close()
    await drop()
  })

  it('manages destinations and rules, tests them, rotates a secret and shows the delivery log', async () => {
    const workspaceId = (await cli('workspace', 'create', 'Alerts CLI')).json?.workspace.id as string

    const refused = await runDevtrail(
      ['destination', 'create', '--workspace', workspaceId, '--name', 'internal', '--kind', 'webhook', '--url', 'https://169.254.169.254/latest', '--json'],
      { DATABASE_URL: url, DEVTRAIL_SECRET_KEY: key },
    )
    expect(refused.status).toBe(2)
    expect(refused.json?.error.type).toBe('params_invalid')

    const created = await cli('destination', 'create', '--workspace', workspaceId, '--name', 'hooks', '--kind', 'webhook', '--url', receiver.url)
    expect(created.status).toBe(0)
    const destinationId = created.json?.destination.id as string
    const secret = created.json?.secret as string
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    expect((await cli('destination', 'show', destinationId)).stdout).not.toContain('whsec_')
    receiver.setSecrets([secret])

    const tested = await cli('destination', 'test', destinationId)
    expect(tested.json?.delivery).toMatchObject({ kind: 'test', status: 'delivered', response_code: 204, attempts: 1 })
    expect(receiver.received.at(-1)!.verified).toBe(true)

    const rule = await cli(
      'alert',
      'create',
      '--workspace',
      workspaceId,
      '--name',
      'install',
      '--trigger',
      'command_copy',
      '--pattern',
      'npm install *acme*',
      '--destination',
      destinationId,
      '--quiet-window',
      '12h',
      '--source',
      'docs,website',
      '--country',
      'de',
    )
    expect(rule.status).toBe(0)
    expect(rule.json?.rule).toMatchObject({
      trigger: 'command_copy',
      pattern: 'npm install *acme*',
      quiet_window_ms: 12 * 3_600_000,
      filters: { sources: ['DOCS', 'WEBSITE'], countries: ['DE'] },
      enabled: true,
    })
    const ruleId = rule.json?.rule.id as string
    const noPattern = await cli('alert', 'create', '--workspace', workspaceId, '--name', 'bad', '--trigger', 'page_visit', '--destination', destinationId)
    expect(noPattern.json?.error.message).toMatch(/needs a pattern/)

    expect((await cli('alert', 'list', '--workspace', workspaceId)).json?.rules.map((listed: { name: string }) => listed.name)).toEqual(['install'])
    expect((await cli('alert', 'update', ruleId, '--enabled', 'false', '--digest-above', '10')).json?.rule).toMatchObject({ enabled: false, digest_above: 10 })

    const ruleTest = await cli('alert', 'test', ruleId)
    expect(ruleTest.json?.results).toMatchObject([{ destination_id: destinationId, result: 'delivered', responseCode: 204 }])
    expect((receiver.received.at(-1)!.payload as { data: { rule: { name: string } } }).data.rule.name).toBe('install')

    const rotated = await cli('destination', 'rotate-secret', destinationId, '--overlap', '1h')
    const newSecret = rotated.json?.secret as string
    expect(newSecret).not.toBe(secret)
    receiver.setSecrets([newSecret])
    await cli('destination', 'test', destinationId)
    expect(receiver.received.at(-1)!.verified).toBe(true)
    receiver.setSecrets([secret])
    expect(receiver.received.at(-1)!.headers['webhook-signature']).toMatch(/^v1,\S+ v1,\S+$/)

    const log = await cli('destination', 'deliveries', destinationId)
    expect(log.json?.deliveries.map((delivery: { kind: string; status: string }) => [delivery.kind, delivery.status])).toEqual([
      ['test', 'delivered'],
      ['test', 'delivered'],
    ])
    const text = await runDevtrail(['destination', 'deliveries', destinationId], env())
    expect(text.stdout).toMatch(/TIME\s+KIND\s+RULE\s+STATUS\s+ATTEMPTS\s+CODE/)

    expect((await cli('alert', 'delete', ruleId)).status).toBe(0)
    expect((await cli('destination', 'delete', destinationId)).status).toBe(0)
    expect((await cli('destination', 'list', '--workspace', workspaceId)).json?.destinations).toEqual([])
  }, 30_000)
})
