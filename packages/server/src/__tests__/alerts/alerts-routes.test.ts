/**
 * The data service's alert routes on both stores: rules and destinations are created, read,
 * changed and deleted with an API key; a webhook's secret is answered once and never again; a
 * test is logged and listed in the delivery log; a private URL is refused; a caller with the
 * read scope reads but cannot change anything (403 forbidden).
 */
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiKey } from '../../admin/apiKeys.js'
import { createApp } from '../../app.js'
import { SecretBox } from '../../secrets/secretBox.js'
import type { Store } from '../../store/store.js'
import { startAlertReceiver, type AlertReceiver } from '../../../test/alertReceivers.js'
import { seedWorkspace } from '../../../test/seed.js'
import { createTestStore, dialects } from '../../../test/stores.js'

describe.each(dialects)('alert routes on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  let key: string
  let readKey: string
  let workspaceId: string
  let receiver: AlertReceiver

  beforeAll(async () => {
    store = await createTestStore(dialect)
    ;({ workspaceId } = await seedWorkspace(store, 'Routes'))
    key = (await createApiKey(store, workspaceId, 'admin', 'admin')).key
    readKey = (await createApiKey(store, workspaceId, 'reader', 'read')).key
    receiver = await startAlertReceiver()
    app = await createApp({
      store,
      tokenSecret: 'routes-test-secret',
      secretBox: new SecretBox(randomBytes(32)),
      activitySweepMs: 0,
      dataService: { segmentSnapshotMs: 0, apiKeyCacheMs: 0 },
      alerts: { policy: { allowPrivate: true } },
    })
  })
  afterAll(async () => {
    await app.close()
    await receiver.close()
    await store.close()
  })

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, scope?: 'read') =>
    app.inject({
      method,
      url,
      headers: { 'x-api-key': scope === 'read' ? readKey : key },
      ...(payload === undefined ? {} : { payload: payload as object }),
    })

  it('creates, reads, changes, tests and deletes destinations and rules', async () => {
    const created = await call('POST', '/alerts/destinations', { name: 'hooks', kind: 'webhook', url: receiver.url })
    expect(created.statusCode, created.body).toBe(200)
    const { data: destination, secret } = created.json()
    expect(secret).toMatch(/^whsec_/)
    expect(destination).toMatchObject({ name: 'hooks', kind: 'webhook', url: receiver.url, paused_at: null })
    expect(created.headers['cache-control']).toBe('no-store')
    receiver.setSecrets([secret])
    const listed = await call('GET', '/alerts/destinations')
    expect(listed.json().data).toEqual([destination])
    expect(listed.body).not.toContain('whsec_')

    const slack = await call('POST', '/alerts/destinations', { name: 'slack', kind: 'slack', url: 'https://hooks.slack.com/services/T000/B000/XXXX' })
    expect(slack.json()).toMatchObject({ data: { kind: 'slack', url: null }, secret: null })

    const rule = await call('POST', '/alerts/rules', {
      name: 'pricing',
      trigger: 'page_visit',
      pattern: '/pricing',
      destination_ids: [destination.id],
      filters: { customerFits: ['STRONG'] },
    })
    expect(rule.statusCode, rule.body).toBe(200)
    const ruleId = rule.json().data.id as string
    expect(rule.json().data).toMatchObject({
      trigger: 'page_visit',
      quiet_window_ms: 86_400_000,
      digest_above: null,
      enabled: true,
      filters: { customerFits: ['STRONG'] },
    })
    const changed = await call('PATCH', `/alerts/rules/${ruleId}`, { quiet_window_ms: 0, enabled: false })
    expect(changed.json().data).toMatchObject({ quiet_window_ms: 0, enabled: false, pattern: '/pricing' })
    expect((await call('GET', `/alerts/rules/${ruleId}`)).json().data.enabled).toBe(false)
    expect((await call('GET', '/alerts/rules')).json().data).toHaveLength(1)
    const wrongTrigger = await call('POST', '/alerts/rules', { name: 'x', trigger: 'nope', destination_ids: [destination.id] })
    expect(wrongTrigger.statusCode).toBe(400)

    const tested = await call('POST', `/alerts/destinations/${destination.id}/test`)
    expect(tested.json()).toMatchObject({ data: { kind: 'test', status: 'delivered', response_code: 204 }, resumed: false })
    expect(receiver.received.at(-1)!.verified).toBe(true)
    const rotated = await call('POST', `/alerts/destinations/${destination.id}/rotate-secret`, { overlap_ms: 0 })
    expect(rotated.json().secret).not.toBe(secret)
    expect(rotated.json().data.previous_secret_expires_at).toBeNull()
    const log = await call('GET', `/alerts/destinations/${destination.id}/deliveries?limit=10`)
    expect(log.json().data).toMatchObject([
      { id: expect.stringMatching(/^msg_/), kind: 'test', status: 'delivered', attempts: 1, response_code: 204, rule_id: null },
    ])

    const refused = await call('POST', '/alerts/destinations', { name: 'mail', kind: 'email', recipients: ['not an address'] })
    expect(refused.statusCode).toBe(400)

    expect((await call('DELETE', `/alerts/rules/${ruleId}`)).statusCode).toBe(200)
    const audited = await store.db.selectFrom('audit_events').select(['action', 'after']).where('workspace_id', '=', workspaceId).orderBy('at').execute()
    expect(audited.map((event) => event.action)).toEqual(
      expect.arrayContaining(['alert_destination.create', 'alert_rule.create', 'alert_rule.update', 'alert_destination.rotate_secret', 'alert_rule.delete']),
    )
    expect(JSON.stringify(audited)).not.toContain('whsec_')
    expect((await call('DELETE', `/alerts/destinations/${destination.id}`)).statusCode).toBe(200)
    expect((await call('GET', `/alerts/destinations/${destination.id}/deliveries`)).statusCode).toBe(404)
  })

  it('lets the read scope read and refuses it every change', async () => {
    expect((await call('GET', '/alerts/rules', undefined, 'read')).statusCode).toBe(200)
    expect((await call('GET', '/alerts/destinations', undefined, 'read')).statusCode).toBe(200)
    for (const [method, url, payload] of [
      ['POST', '/alerts/destinations', { name: 'x', kind: 'email', recipients: ['a@example.com'] }],
      ['POST', '/alerts/rules', { name: 'x', trigger: 'first_seen', destination_ids: ['d'] }],
      ['PATCH', '/alerts/rules/r', { enabled: false }],
      ['DELETE', '/alerts/rules/r', undefined],
      ['DELETE', '/alerts/destinations/d', undefined],
      ['POST', '/alerts/destinations/d/test', undefined],
      ['POST', '/alerts/destinations/d/rotate-secret', {}],
    ] as const) {
      const answer = await call(method, url, payload, 'read')
      expect(answer.statusCode, `${method} ${url}`).toBe(403)
      expect(answer.json().error.type).toBe('forbidden')
    }
  })
})
