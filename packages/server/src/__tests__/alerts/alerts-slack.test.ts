/**
 * Slack alerts and the triggers that need more than one event: a test receiver stands in for
 * Slack's incoming-webhook endpoint (the real one is on the internet), checks the body against
 * Block Kit's types (`@slack/types`, at compile time) and limits, and the rendered fields: the
 * account, the developer, what happened, the latest activities and the dashboard link. Triggers:
 * a new identified developer, a level rising to MEDIUM, a first product sign-in, a GitHub star,
 * and the country and source filters.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import type { KnownBlock } from '@slack/types'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createAsset } from '../../admin/assets.js'
import { createWorkspace, updateWorkspaceThresholds } from '../../admin/workspaces.js'
import { createAlertDestination } from '../../alerts/alertDestinations.js'
import { createAlertRule, updateAlertRule } from '../../alerts/alertRules.js'
import type { SlackMessage } from '../../alerts/slackMessage.js'
import { createApp } from '../../app.js'
import { createGithubHook } from '../../github/githubHooks.js'
import { SecretBox } from '../../secrets/secretBox.js'
import type { Store } from '../../store/store.js'
import { identifiedVisits, startAlertReceiver, type AlertReceiver } from '../../../test/alertReceivers.js'
import { deliver, fixtureFrom } from '../../../test/githubDeliveries.js'
import { createTestStore, dialects } from '../../../test/stores.js'

/** Block Kit's documented limits on what this message uses. */
function checkBlockKitLimits(message: SlackMessage): void {
  // compile-time: the blocks are Block Kit blocks as @slack/types defines them
  const blocks: KnownBlock[] = message.blocks
  expect(blocks.length).toBeLessThanOrEqual(50)
  expect(message.text.length).toBeLessThanOrEqual(3000)
  for (const block of message.blocks) {
    if (block.type === 'header') expect(block.text.text.length).toBeLessThanOrEqual(150)
    if (block.type === 'section') {
      expect(block.text !== undefined || block.fields !== undefined).toBe(true)
      if (block.text) expect(block.text.text.length).toBeLessThanOrEqual(3000)
      expect(block.fields?.length ?? 0).toBeLessThanOrEqual(10)
      for (const field of block.fields ?? []) expect(field.text.length).toBeLessThanOrEqual(2000)
    }
    if (block.type === 'actions') for (const element of block.elements) expect(element.url).toMatch(/^https:\/\//)
  }
}

const textOf = (message: SlackMessage) => JSON.stringify(message.blocks)

describe.each(dialects)('Slack alerts and triggers on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  let serverUrl: string
  let workspaceId: string
  let websiteClientId: string
  let productClientId: string
  let slack: AlertReceiver
  let slackDestination: string
  const box = new SecretBox(randomBytes(32))

  beforeAll(async () => {
    store = await createTestStore(dialect)
    workspaceId = (await createWorkspace(store, 'Slack')).id
    websiteClientId = (await createAsset(store, { workspaceId, kind: 'website', origins: ['*'] })).client_id
    productClientId = (await createAsset(store, { workspaceId, kind: 'product', origins: ['*'] })).client_id
    await updateWorkspaceThresholds(store, workspaceId, { medium: 3, high: 40 })
    app = await createApp({
      store,
      tokenSecret: 'slack-test-secret',
      secretBox: box,
      activitySweepMs: 0,
      jobs: { pollMs: 25 },
      alerts: { policy: { allowPrivate: true }, publicUrl: 'https://devtrail.example.com/', ruleCacheMs: 0 },
    })
    serverUrl = await app.listen({ port: 0, host: '127.0.0.1' })
    slack = await startAlertReceiver()
    slackDestination = (await createAlertDestination(store, box, { allowPrivate: true }, workspaceId, { name: 'slack', kind: 'slack', url: slack.url }))
      .destination.id
  })
  afterAll(async () => {
    await app.close()
    await slack.close()
    await store.close()
  })

  /** Runs `work` with only `rule` enabled and answers the Slack messages it caused. */
  async function messagesOf(rule: Parameters<typeof createAlertRule>[2], work: () => Promise<void>, expected: number): Promise<SlackMessage[]> {
    const created = await createAlertRule(store, workspaceId, { ...rule, destinationIds: [slackDestination] })
    const before = slack.received.length
    try {
      await work()
      await vi.waitFor(() => expect(slack.received.length - before).toBe(expected), { timeout: 10_000, interval: 25 })
      await app.alerts.idle()
      return slack.received.slice(before).map((hook) => hook.payload as SlackMessage)
    } finally {
      await updateAlertRule(store, workspaceId, created.id, { enabled: false })
    }
  }

  it('renders a new developer alert as Block Kit with the account, the developer, the activities and a link', async () => {
    const [message] = await messagesOf(
      { name: 'new developers', trigger: 'new_developer' },
      () => identifiedVisits(serverUrl, websiteClientId, 'grace@litware-systems.com', ['https://acme-tools.dev/docs/install', 'https://acme-tools.dev/blog']),
      1,
    )
    checkBlockKitLimits(message!)
    expect(slack.received.at(-1)!.headers['webhook-signature']).toBeUndefined()
    expect(message!.text).toBe('New identified developer: Litware Systems (grace@litware-systems.com)')
    const header = message!.blocks[0]
    expect(header).toEqual({ type: 'header', text: { type: 'plain_text', text: 'New identified developer: Litware Systems', emoji: false } })
    const rendered = textOf(message!)
    expect(rendered).toContain('*Account*\\nLitware Systems (litware-systems.com)')
    expect(rendered).toContain('*Developer*\\ngrace@litware-systems.com')
    expect(rendered).toContain('*What happened*')
    expect(rendered).toContain('https://acme-tools.dev/docs/install')
    expect(rendered).toContain('*Latest activities*')
    const actions = message!.blocks.find((block) => block.type === 'actions')
    expect(actions && actions.type === 'actions' && actions.elements[0]!.url).toMatch(
      /^https:\/\/devtrail\.example\.com\/dashboard\/#\/accounts\/[0-9a-f-]{36}$/,
    )
  })

  it('alerts once when an account rises to MEDIUM, not again while it stays there', async () => {
    const messages = await messagesOf(
      { name: 'warming up', trigger: 'level_medium', quietWindowMs: 0 },
      async () => {
        await identifiedVisits(serverUrl, websiteClientId, 'a@tailspin-toys.com', ['https://acme-tools.dev/a', 'https://acme-tools.dev/b'])
        await app.alerts.idle()
        await identifiedVisits(serverUrl, websiteClientId, 'b@tailspin-toys.com', ['https://acme-tools.dev/c'])
        await app.alerts.idle()
        await identifiedVisits(serverUrl, websiteClientId, 'c@tailspin-toys.com', ['https://acme-tools.dev/d'])
      },
      1,
    )
    expect(messages[0]!.text).toMatch(/^Activity level rose to MEDIUM: Tailspin Toys/)
    expect(textOf(messages[0]!)).toContain('MEDIUM · fit')
  })

  it('alerts on the first product sign-in of an account only', async () => {
    const messages = await messagesOf(
      { name: 'first login', trigger: 'first_product_login', quietWindowMs: 0 },
      async () => {
        await identifiedVisits(serverUrl, productClientId, 'a@wingtip-labs.com', [])
        await app.alerts.idle()
        await identifiedVisits(serverUrl, productClientId, 'b@wingtip-labs.com', [])
      },
      1,
    )
    expect(messages[0]!.text).toBe('First product sign-in from the account: Wingtip Labs (a@wingtip-labs.com)')
  })

  it('alerts on a GitHub star and applies the source and country filters', async () => {
    const hook = await createGithubHook(store, box, workspaceId)
    const messages = await messagesOf(
      { name: 'stars', trigger: 'github_star', filters: { sources: ['GITHUB'] } },
      async () => {
        const response = await deliver(app, hook.id, 'star', fixtureFrom('star-created', 'octo-alerts'), { secret: hook.secret })
        expect(response.statusCode).toBe(204)
      },
      1,
    )
    expect(messages[0]!.text).toMatch(/^GitHub star/)
    expect(textOf(messages[0]!)).toContain('STAR (GITHUB)')

    // a country filter: only accounts in DE pass (the collector has no country here, the account has none)
    const filtered = await createAlertRule(store, workspaceId, {
      name: 'germany',
      trigger: 'page_visit',
      pattern: '/de-only',
      filters: { countries: ['de'] },
      destinationIds: [slackDestination],
    })
    const before = slack.received.length
    await identifiedVisits(serverUrl, websiteClientId, 'x@fourth-coffee.com', ['https://acme-tools.dev/de-only'])
    await store.db.updateTable('accounts').set({ country: 'DE' }).where('domain', '=', 'fifth-coffee.com').execute()
    await identifiedVisits(serverUrl, websiteClientId, `y-${randomUUID()}@fifth-coffee.com`, ['https://acme-tools.dev/home'])
    await store.db.updateTable('accounts').set({ country: 'DE' }).where('domain', '=', 'fifth-coffee.com').execute()
    await identifiedVisits(serverUrl, websiteClientId, 'z@fifth-coffee.com', ['https://acme-tools.dev/de-only'])
    await vi.waitFor(() => expect(slack.received.length - before).toBe(1), { timeout: 10_000, interval: 25 })
    await app.alerts.idle()
    expect((slack.received.at(-1)!.payload as SlackMessage).text).toContain('Fifth Coffee')
    await updateAlertRule(store, workspaceId, filtered.id, { enabled: false })
  })
})
