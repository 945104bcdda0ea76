/** `devtrail alert create|list|show|update|delete|test`: a workspace's alert rules. */
import { type AlertFilters, type AlertRule, type AlertRuleInput, getAlertRule, listAlertRules } from '../alerts/alertRules.js'
import { ALERT_TRIGGERS } from '../alerts/alertTriggers.js'
import { createRuleAs, deleteRuleAs, updateRuleAs } from '../alerts/alertChanges.js'
import { CLI_CALLER } from '../settings/settingsCaller.js'
import { openAlertDestination } from '../alerts/alertDestinations.js'
import { sendAlert } from '../alerts/sendAlert.js'
import { testMessage } from '../alerts/testDestination.js'
import { newDeliveryId } from '../alerts/alertDeliveries.js'
import { mailerSettingsOf } from '../config/mailerSettingsOf.js'
import { outboundPolicyOf } from '../config/outboundPolicyOf.js'
import { createMailer } from '../email/createMailer.js'
import { optionalPositiveInteger, optionalString, requiredString, stringList, table, type Command, type OptionValues } from './command.js'
import { parseDuration } from './duration.js'
import { secretBoxOf } from './identifyCommands.js'
import { manageCommands } from './manageCommands.js'

const ruleOptions = {
  name: { type: 'string' },
  trigger: { type: 'string' },
  pattern: { type: 'string' },
  destination: { type: 'string', multiple: true },
  'quiet-window': { type: 'string' },
  'digest-above': { type: 'string' },
  segment: { type: 'string' },
  audience: { type: 'string' },
  source: { type: 'string', multiple: true },
  fit: { type: 'string', multiple: true },
  country: { type: 'string', multiple: true },
} as const

const ruleHelp = [
  '--name <name>              unique within the workspace',
  `--trigger <trigger>        ${ALERT_TRIGGERS.join(', ')}`,
  "--pattern <text>           page_visit and command_copy: the page or copied text to match ('*' is any run of characters)",
  '--destination <id>         where alerts go (repeat, or comma-separated)',
  '--quiet-window <duration>  at most one alert per account in this window: 30m, 24h, 7d or 0 (default 24h)',
  '--digest-above <n>         past n alerts in an hour, send the rest of the hour as one digest',
  '--segment <id>             only accounts (ACCOUNT segment) or developers (DEVELOPER segment) in it',
  '--audience <id>            only accounts with a contact in this audience',
  '--source <source>          only activities from WEBSITE, DOCS, PRODUCT or GITHUB (repeatable)',
  '--fit <fit>                only accounts with this customer fit: STRONG, MODERATE, WEAK (repeatable)',
  '--country <code>           only accounts in this country (ISO code, repeatable)',
]

/** The rule changes the options give (only those given). */
function ruleInputOf(values: OptionValues): AlertRuleInput {
  const input: AlertRuleInput = {}
  const name = optionalString(values, 'name')
  if (name !== undefined) input.name = name
  const trigger = optionalString(values, 'trigger')
  if (trigger !== undefined) input.trigger = trigger
  const pattern = optionalString(values, 'pattern')
  if (pattern !== undefined) input.pattern = pattern
  if (values.destination !== undefined) input.destinationIds = stringList(values, 'destination')
  const quiet = optionalString(values, 'quiet-window')
  if (quiet !== undefined) input.quietWindowMs = parseDuration('quiet-window', quiet)
  const digest = optionalPositiveInteger(values, 'digest-above')
  if (digest !== undefined) input.digestAbove = digest
  const filters: AlertFilters = {}
  let filtered = false
  for (const [option, key] of [
    ['source', 'sources'],
    ['fit', 'customerFits'],
    ['country', 'countries'],
  ] as const) {
    if (values[option] === undefined) continue
    filters[key] = stringList(values, option)
    filtered = true
  }
  for (const [option, key] of [
    ['segment', 'segmentId'],
    ['audience', 'audienceId'],
  ] as const) {
    const id = optionalString(values, option)
    if (id === undefined) continue
    filters[key] = id
    filtered = true
  }
  if (filtered) input.filters = filters
  return input
}

function describeRule(rule: AlertRule): string {
  const filters = Object.entries(rule.filters).map(([key, value]) => `${key}=${Array.isArray(value) ? value.join(',') : value}`)
  return [
    `Rule ${rule.id} "${rule.name}" (${rule.enabled ? 'enabled' : 'disabled'})`,
    `  trigger:       ${rule.trigger}${rule.pattern ? ` ${rule.pattern}` : ''}`,
    `  filters:       ${filters.length ? filters.join(' ') : 'none'}`,
    `  destinations:  ${rule.destination_ids.join(', ')}`,
    `  quiet window:  ${rule.quiet_window_ms / 60_000} min; digest above ${rule.digest_above ?? 'never'} per hour`,
  ].join('\n')
}

/** The alert rule commands. */
export const alertCommands: Command[] = [
  {
    name: 'alert create',
    summary: 'create an alert rule',
    usage: '--workspace <id> --name <name> --trigger <trigger> --destination <id> [options]',
    help: ['--workspace <id>           the workspace', ...ruleHelp],
    options: { workspace: { type: 'string' }, ...ruleOptions },
    positionals: 0,
    run: async ({ values, store }) => {
      const workspaceId = requiredString(values, 'workspace', '<id>')
      const rule = await createRuleAs(await store(), CLI_CALLER, ruleInputOf(values), workspaceId)
      return { json: { rule }, text: `Created.\n${describeRule(rule)}` }
    },
  },
  ...manageCommands<AlertRule>({
    noun: 'alert',
    jsonKey: 'rule',
    label: 'alert rule',
    article: 'an',
    list: (store, workspaceId) => listAlertRules(store.db, workspaceId),
    find: (store, id) => getAlertRule(store.db, null, id),
    remove: (store, id) => deleteRuleAs(store, CLI_CALLER, id),
    columns: [
      ['ID', (rule) => rule.id],
      ['NAME', (rule) => rule.name],
      ['TRIGGER', (rule) => `${rule.trigger}${rule.pattern ? ` ${rule.pattern}` : ''}`],
      ['ENABLED', (rule) => (rule.enabled ? 'yes' : 'no')],
      ['DESTINATIONS', (rule) => String(rule.destination_ids.length)],
    ],
    describe: describeRule,
    update: {
      usage: '[--enabled true|false] [rule options]',
      help: ['--enabled true|false       turn the rule on or off', ...ruleHelp],
      options: { enabled: { type: 'string' }, ...ruleOptions },
      apply: (store, id, values) => {
        const input = ruleInputOf(values)
        const enabled = optionalString(values, 'enabled')
        if (enabled !== undefined) input.enabled = enabled === 'true' || enabled === 'yes' || enabled === '1'
        return updateRuleAs(store, CLI_CALLER, id, input)
      },
    },
  }),
  {
    name: 'alert test',
    summary: "send a test alert to each of a rule's destinations now",
    usage: '<rule-id>',
    help: ['Sends a sample alert naming the rule (not logged against the quiet window).'],
    options: {},
    positionals: 1,
    run: async (context) => {
      const store = await context.store()
      const rule = await getAlertRule(store.db, null, context.positionals[0]!)
      const box = secretBoxOf(context)
      const mail = mailerSettingsOf(context.io.env)
      const mailer = mail ? createMailer(mail) : null
      const message = testMessage()
      if (message.type === 'alert.fired') message.data.rule = { id: rule.id, name: rule.name, trigger: rule.trigger }
      const results = []
      for (const destinationId of rule.destination_ids) {
        const destination = await openAlertDestination(store.db, box, destinationId)
        const outcome = await sendAlert(destination, newDeliveryId(), Date.now(), message, { policy: outboundPolicyOf(context.io.env), mailer })
        results.push({ destination_id: destinationId, name: destination.name, ...outcome })
      }
      mailer?.close()
      const text = table(
        ['DESTINATION', 'RESULT', 'CODE', 'ERROR'],
        results.map((result) => [
          result.name,
          result.result,
          result.responseCode === null ? '' : String(result.responseCode),
          'error' in result ? result.error : '',
        ]),
      )
      return { json: { results }, text }
    },
  },
]
