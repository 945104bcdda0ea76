/**
 * Destinations must be public https: every private, loopback, link-local, shared and metadata
 * address (and a name resolving to 127.0.0.1) is refused when a Slack or webhook destination is
 * created, and again when an alert is sent to one stored while private destinations were allowed
 * (no request leaves: the refusal comes before any connection).
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWorkspace } from '../../admin/workspaces.js'
import { createAlertDestination, openAlertDestination } from '../../alerts/alertDestinations.js'
import { sendAlert } from '../../alerts/sendAlert.js'
import { testMessage } from '../../alerts/testDestination.js'
import { SecretBox } from '../../secrets/secretBox.js'
import type { Store } from '../../store/store.js'
import { createTestStore, dialects } from '../../../test/stores.js'

const PRIVATE_URLS = [
  'https://10.1.2.3/hook',
  'https://172.16.0.1/hook',
  'https://172.31.255.254/hook',
  'https://192.168.1.10/hook',
  'https://127.0.0.1/hook',
  'https://127.9.9.9:8443/hook',
  'https://169.254.1.1/hook',
  'https://169.254.169.254/latest/meta-data/',
  'https://100.64.0.1/hook',
  'https://[::1]/hook',
  'https://[fc00::1]/hook',
  'https://[fd12:3456::1]/hook',
  'https://[fe80::1]/hook',
  'https://[::ffff:127.0.0.1]/hook',
  'https://[::ffff:10.0.0.1]/hook',
  'https://[::ffff:169.254.169.254]/hook',
  'https://localhost/hook',
  'https://localhost:8443/hook',
]

const refused = { allowPrivate: false }

describe.each(dialects)('destination addresses on %s', (dialect) => {
  let store: Store
  let workspaceId: string
  const box = new SecretBox(randomBytes(32))

  beforeAll(async () => {
    store = await createTestStore(dialect)
    workspaceId = (await createWorkspace(store, 'SSRF')).id
  })
  afterAll(() => store.close())

  it.each(['webhook', 'slack'])('refuses a private %s destination at creation', async (kind) => {
    for (const [index, url] of PRIVATE_URLS.entries()) {
      await expect(createAlertDestination(store, box, refused, workspaceId, { name: `${kind}-${index}`, kind, url }), url).rejects.toMatchObject({
        type: 'params_invalid',
      })
    }
    await expect(createAlertDestination(store, box, refused, workspaceId, { name: 'plain', kind, url: 'http://hooks.example.com/x' })).rejects.toThrow(/https/)
    expect(
      await store.db
        .selectFrom('alert_destinations')
        .selectAll()
        .where('kind', '=', kind as 'slack' | 'webhook')
        .execute(),
    ).toEqual([])
  })

  it('refuses to send to a destination that is private at send time, and records it as final', async () => {
    for (const [index, url] of PRIVATE_URLS.entries()) {
      // stored while the operator allowed private destinations, sent after the switch is off
      const { destination } = await createAlertDestination(store, box, { allowPrivate: true }, workspaceId, {
        name: `stored-${index}`,
        kind: index % 2 ? 'slack' : 'webhook',
        url,
      })
      const open = await openAlertDestination(store.db, box, destination.id)
      const outcome = await sendAlert(open, 'msg_test', Date.now(), testMessage(), { policy: refused, mailer: null })
      expect(outcome, url).toMatchObject({ result: 'final', responseCode: null })
      expect(outcome.result === 'final' && outcome.error, url).toMatch(/^refused: /)
    }
  })
})
