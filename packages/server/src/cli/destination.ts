/** `devtrail destination create|list|show|delete|test|rotate-secret|deliveries`: where alerts go, and their delivery log. */
import { type AlertDestination, DEFAULT_SECRET_OVERLAP_MS, getAlertDestination, listAlertDestinations } from '../alerts/alertDestinations.js'
import { listDeliveries } from '../alerts/alertDeliveries.js'
import { createDestinationAs, deleteDestinationAs, rotateSecretAs } from '../alerts/alertChanges.js'
import { CLI_CALLER } from '../settings/settingsCaller.js'
import { testAlertDestination } from '../alerts/testDestination.js'
import { mailerSettingsOf } from '../config/mailerSettingsOf.js'
import { outboundPolicyOf } from '../config/outboundPolicyOf.js'
import { createMailer } from '../email/createMailer.js'
import { optionalPositiveInteger, optionalString, requiredString, stringList, table, type Command } from './command.js'
import { parseDuration } from './duration.js'
import { secretBoxOf } from './identifyCommands.js'
import { manageCommands } from './manageCommands.js'

const iso = (time: number | null) => (time === null ? '' : new Date(time).toISOString())

function describeDestination(destination: AlertDestination): string {
  return [
    `Destination ${destination.id} "${destination.name}" (${destination.kind})`,
    destination.kind === 'webhook'
      ? `  url:        ${destination.url}`
      : destination.kind === 'slack'
        ? '  url:        (sealed: the Slack URL is a credential)'
        : `  recipients: ${destination.recipients.join(', ')}`,
    ...(destination.digest ? [`  digest:     ${destination.digest}`] : []),
    `  state:      ${destination.paused_at === null ? 'active' : `paused since ${iso(destination.paused_at)}: ${destination.paused_reason}`}`,
  ].join('\n')
}

/** The destination commands. */
export const destinationCommands: Command[] = [
  {
    name: 'destination create',
    summary: 'create an alert destination (Slack, webhook or e-mail)',
    usage: '--workspace <id> --name <name> --kind slack|webhook|email [--url <https-url>] [--recipient <e-mail>] [--digest daily|weekly]',
    help: [
      '--workspace <id>       the workspace',
      '--name <name>          unique within the workspace',
      '--kind <kind>          slack (incoming webhook), webhook (Standard Webhooks-signed JSON) or email',
      '--url <https-url>      slack and webhook: a public https URL (DEVTRAIL_ALLOW_PRIVATE_DESTINATIONS=1 allows private ones)',
      '--recipient <e-mail>   email: a recipient (repeat, or comma-separated)',
      '--digest daily|weekly  email: also send a digest of the accounts with the most activity',
      '',
      "A webhook's signing secret (whsec_...) is printed once; the server needs the same DEVTRAIL_SECRET_KEY (or data folder key file).",
    ],
    options: {
      workspace: { type: 'string' },
      name: { type: 'string' },
      kind: { type: 'string' },
      url: { type: 'string' },
      recipient: { type: 'string', multiple: true },
      digest: { type: 'string' },
    },
    positionals: 0,
    run: async (context) => {
      const { values } = context
      const url = optionalString(values, 'url')
      const digest = optionalString(values, 'digest')
      const created = await createDestinationAs(
        await context.store(),
        CLI_CALLER,
        { box: secretBoxOf(context), policy: outboundPolicyOf(context.io.env) },
        {
          name: requiredString(values, 'name', '<name>'),
          kind: requiredString(values, 'kind', 'slack|webhook|email'),
          ...(url ? { url } : {}),
          recipients: stringList(values, 'recipient'),
          ...(digest ? { digest } : {}),
        },
        requiredString(values, 'workspace', '<id>'),
      )
      const secretLines = created.secret ? ['', 'Signing secret (shown only once; verify webhooks with it):', '', `  ${created.secret}`] : []
      return {
        json: { destination: created.destination, secret: created.secret },
        text: [`Created.\n${describeDestination(created.destination)}`, ...secretLines].join('\n'),
      }
    },
  },
  ...manageCommands<AlertDestination>({
    noun: 'destination',
    jsonKey: 'destination',
    label: 'alert destination',
    article: 'an',
    list: (store, workspaceId) => listAlertDestinations(store.db, workspaceId),
    find: (store, id) => getAlertDestination(store.db, null, id),
    remove: (store, id) => deleteDestinationAs(store, CLI_CALLER, id),
    columns: [
      ['ID', (destination) => destination.id],
      ['NAME', (destination) => destination.name],
      ['KIND', (destination) => destination.kind],
      ['STATE', (destination) => (destination.paused_at === null ? 'active' : 'paused')],
    ],
    describe: describeDestination,
    deleteNote: 'Rules left without a destination are disabled.',
  }),
  {
    name: 'destination test',
    summary: 'send a test message now (a successful test resumes a paused destination)',
    usage: '<destination-id>',
    help: [],
    options: {},
    positionals: 1,
    run: async (context) => {
      const mail = mailerSettingsOf(context.io.env)
      const mailer = mail ? createMailer(mail) : null
      try {
        const tested = await testAlertDestination(
          await context.store(),
          { box: secretBoxOf(context), policy: outboundPolicyOf(context.io.env), mailer },
          null,
          context.positionals[0]!,
        )
        const { delivery } = tested
        const text = `Test ${delivery.status}${delivery.response_code === null ? '' : ` (HTTP ${delivery.response_code})`}${delivery.error ? `: ${delivery.error}` : ''}.${tested.resumed ? ' The destination is resumed.' : ''}`
        return { json: { delivery, resumed: tested.resumed }, text }
      } finally {
        mailer?.close()
      }
    },
  },
  {
    name: 'destination rotate-secret',
    summary: "replace a webhook destination's signing secret (printed once)",
    usage: '<destination-id> [--overlap <duration>]',
    help: ['--overlap <duration>  how long the old secret also signs (two signatures): 30m, 24h, 7d or 0 (default 24h)'],
    options: { overlap: { type: 'string' } },
    positionals: 1,
    run: async (context) => {
      const overlap = optionalString(context.values, 'overlap')
      const rotated = await rotateSecretAs(
        await context.store(),
        CLI_CALLER,
        secretBoxOf(context),
        context.positionals[0]!,
        overlap === undefined ? DEFAULT_SECRET_OVERLAP_MS : parseDuration('overlap', overlap),
      )
      const until = rotated.destination.previous_secret_expires_at
      const text = [
        'New signing secret (shown only once):',
        '',
        `  ${rotated.secret}`,
        '',
        until === null ? 'The old secret no longer signs.' : `The old secret also signs until ${iso(until)}.`,
      ].join('\n')
      return { json: { destination: rotated.destination, secret: rotated.secret }, text }
    },
  },
  {
    name: 'destination deliveries',
    summary: "a destination's delivery log, newest first",
    usage: '<destination-id> [--limit <n>]',
    help: ['--limit <n>  at most n deliveries (default 50)'],
    options: { limit: { type: 'string' } },
    positionals: 1,
    run: async (context) => {
      const store = await context.store()
      const destination = await getAlertDestination(store.db, null, context.positionals[0]!)
      const deliveries = await listDeliveries(store.db, null, destination.id, optionalPositiveInteger(context.values, 'limit') ?? 50)
      const text = deliveries.length
        ? table(
            ['TIME', 'KIND', 'RULE', 'STATUS', 'ATTEMPTS', 'CODE'],
            deliveries.map((delivery) => [
              iso(delivery.created_at),
              delivery.kind,
              delivery.rule_id ?? '',
              delivery.status,
              String(delivery.attempts),
              delivery.response_code === null ? '' : String(delivery.response_code),
            ]),
          )
        : 'No deliveries yet.'
      return { json: { deliveries }, text }
    },
  },
]
