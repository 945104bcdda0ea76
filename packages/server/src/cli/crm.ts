/**
 * `devtrail crm connect|status|sync|disconnect`: a workspace's CRM connections. Credentials are
 * read from an environment variable named by a flag, or from standard input (a Salesforce JWT
 * private key from a file), and never printed.
 */
import { readFile } from 'node:fs/promises'
import { connectionStatus } from '../crm/crmStatus.js'
import { connectCrm, CrmConnectRefused } from '../crm/connectCrm.js'
import { deleteConnection, findConnection, connectionsOfWorkspace, DEFAULT_SYNC_INTERVAL_MS, requireConnection } from '../crm/crmConnections.js'
import { defaultSettings, type CrmCredentials, type CrmSettings, type SalesforceCredentials } from '../crm/crmSettings.js'
import { privateKeyProblem } from '../crm/salesforceJwt.js'
import { requestSyncNow } from '../crm/crmSyncJobs.js'
import { auditChange, CLI_CALLER } from '../settings/settingsCaller.js'
import { outboundPolicyOf } from '../config/outboundPolicyOf.js'
import type { CrmKind } from '../store/schema.js'
import { CliFailure, optionalString, requiredString, stringList, table, UsageError, type Command, type CommandContext } from './command.js'
import { parseDuration } from './duration.js'
import { secretBoxOf } from './identifyCommands.js'

function crmOf(context: CommandContext): CrmKind {
  const crm = context.positionals[0]
  if (crm !== 'hubspot' && crm !== 'salesforce') throw new UsageError(`the CRM is hubspot or salesforce (got "${crm ?? ''}")`)
  return crm
}

/** A secret from `--<name>-env VAR` or `--<name>-stdin`; never echoed. */
async function secretOf(context: CommandContext, name: string): Promise<string> {
  const variable = optionalString(context.values, `${name}-env`)
  const value = variable ? context.io.env[variable]?.trim() : context.values[`${name}-stdin`] === true ? (await context.io.readStdin?.())?.trim() : undefined
  if (variable && !value) throw new UsageError(`the environment variable ${variable} (--${name}-env) is empty or unset`)
  if (!value) throw new UsageError(`give the ${name} with --${name}-env <VARIABLE> or pipe it with --${name}-stdin`)
  return value
}

function rateLimitOf(text: string): { requestsPerWindow: number; windowMs: number } {
  const match = /^(\d+)\/(\S+)$/.exec(text)
  if (!match || Number(match[1]) < 1) throw new UsageError(`--rate-limit is <requests>/<window> such as 190/10s (got "${text}")`)
  return { requestsPerWindow: Number(match[1]), windowMs: parseDuration('rate-limit', match[2]!) }
}

async function settingsOf(context: CommandContext, crm: CrmKind): Promise<{ settings: CrmSettings; credentials: CrmCredentials }> {
  const values = context.values
  const settings = defaultSettings(crm)
  if (settings.crm === 'hubspot') {
    const apiUrl = optionalString(values, 'api-url')
    const rateLimit = optionalString(values, 'rate-limit')
    return {
      settings: { ...settings, ...(apiUrl ? { apiUrl } : {}), ...(rateLimit ? rateLimitOf(rateLimit) : {}) },
      credentials: { crm: 'hubspot', token: await secretOf(context, 'token') },
    }
  }
  const person = optionalString(values, 'person-object') ?? 'Contact'
  if (person !== 'Contact' && person !== 'Lead') throw new UsageError(`--person-object is Contact or Lead (got "${person}")`)
  const loginUrl = optionalString(values, 'login-url')
  const matchField = optionalString(values, 'match-field')
  if (matchField && !/^\w+$/.test(matchField)) throw new UsageError(`--match-field is a field API name such as Website (got "${matchField}")`)
  return {
    settings: { ...settings, personObject: person, ...(loginUrl ? { loginUrl } : {}), ...(matchField ? { accountMatchField: matchField } : {}) },
    credentials: await salesforceCredentialsOf(context),
  }
}

/** The connected app's credentials: consumer key and secret, or (`--jwt`) consumer key, username and private key file. */
async function salesforceCredentialsOf(context: CommandContext): Promise<SalesforceCredentials> {
  const values = context.values
  const clientId = requiredString(values, 'client-id', '<consumer key>')
  if (values.jwt !== true) return { crm: 'salesforce', clientId, clientSecret: await secretOf(context, 'client-secret') }
  const username = requiredString(values, 'username', '<integration user>')
  const keyFile = requiredString(values, 'private-key-file', '<path to the PEM key>')
  const privateKey = await readFile(keyFile, 'utf8').catch(() => {
    throw new UsageError(`--private-key-file: cannot read ${keyFile}`)
  })
  const problem = privateKeyProblem(privateKey)
  if (problem) throw new UsageError(`--private-key-file ${keyFile}: ${problem}`)
  return { crm: 'salesforce', flow: 'jwt_bearer', clientId, username, privateKey }
}

const statusText = (status: Awaited<ReturnType<typeof connectionStatus>>) =>
  [
    `${status.crm}: ${status.status}${status.status_reason ? ` (${status.status_reason})` : ''}`,
    status.last_run
      ? `  last run: started ${status.last_run.started_at}, ${status.last_run.finished_at ? `finished ${status.last_run.finished_at}` : `${status.last_run.pages_done}/${status.last_run.pages_total} pages`}; sent ${status.last_run.records_sent}, unchanged ${status.last_run.records_unchanged}, failed ${status.last_run.records_failed}`
      : '  last run: none yet',
    `  next run: ${status.next_run_at ?? 'after the current run'}`,
    `  records synced: ${status.records_synced}, failing: ${status.records_failing}`,
    ...(status.errors.length
      ? [
          '',
          table(
            ['object', 'record', 'reason'],
            status.errors.map((error) => [error.object, error.key, error.reason]),
          ),
        ]
      : []),
  ].join('\n')

/** The crm commands. */
export const crmCommands: Command[] = [
  {
    name: 'crm connect',
    summary: 'connect a workspace to HubSpot or Salesforce and choose what it sends',
    usage: 'hubspot|salesforce --workspace <id> [--segment <id>]... [--audience <id>]... (credentials below)',
    help: [
      '--workspace <id>            the workspace',
      '--segment <id>              a segment to send (ACCOUNT: companies; DEVELOPER, BUYER: contacts); repeatable',
      '--audience <id>             an audience whose members are sent as contacts; repeatable',
      '--interval <duration>       time between runs (default 1h)',
      'HubSpot:',
      '  --token-env <VAR>         the private app token is in this environment variable',
      '  --token-stdin             or read it from standard input',
      '  --rate-limit <n>/<window> the private app limit (default 190/10s)',
      '  --api-url <url>           default https://api.hubapi.com',
      'Salesforce (connected app, client-credentials flow):',
      '  --client-id <key>         the consumer key',
      '  --client-secret-env <VAR> the consumer secret is in this environment variable (or --client-secret-stdin)',
      'Salesforce (connected app, JWT bearer flow):',
      '  --jwt --client-id <key>   the consumer key of an app holding your certificate',
      '  --username <name>         the pre-authorized integration user',
      '  --private-key-file <path> the PEM private key of that certificate (stored encrypted)',
      'Salesforce (both):',
      "  --login-url <url>         the org's My Domain URL (default https://login.salesforce.com)",
      '  --person-object <name>    Contact or Lead (default Contact)',
      '  --match-field <field>     the Account field compared with the domain (default Website)',
      '',
      'Nothing outside the chosen segments and audiences leaves Devtrail. The credential is tried first',
      '(HubSpot: the devtrail properties are created) and stored encrypted; it is never printed.',
    ],
    options: {
      workspace: { type: 'string' },
      segment: { type: 'string', multiple: true },
      audience: { type: 'string', multiple: true },
      interval: { type: 'string' },
      'token-env': { type: 'string' },
      'token-stdin': { type: 'boolean' },
      'rate-limit': { type: 'string' },
      'api-url': { type: 'string' },
      'client-id': { type: 'string' },
      'client-secret-env': { type: 'string' },
      'client-secret-stdin': { type: 'boolean' },
      jwt: { type: 'boolean' },
      username: { type: 'string' },
      'private-key-file': { type: 'string' },
      'login-url': { type: 'string' },
      'person-object': { type: 'string' },
      'match-field': { type: 'string' },
    },
    positionals: 1,
    run: async (context) => {
      const crm = crmOf(context)
      const workspaceId = requiredString(context.values, 'workspace', '<id>')
      const selection = { segments: stringList(context.values, 'segment'), audiences: stringList(context.values, 'audience') }
      if (selection.segments.length + selection.audiences.length === 0) throw new UsageError('choose what to send with --segment <id> or --audience <id>')
      const interval = optionalString(context.values, 'interval')
      const { settings, credentials } = await settingsOf(context, crm)
      const store = await context.store()
      const connection = await connectCrm(store, secretBoxOf(context), outboundPolicyOf(context.io.env), {
        workspaceId,
        crm,
        credentials,
        settings,
        selection,
        syncIntervalMs: interval ? parseDuration('interval', interval) : DEFAULT_SYNC_INTERVAL_MS,
      }).catch((error: unknown) => {
        throw error instanceof CrmConnectRefused ? new CliFailure(error.message) : error
      })
      await auditChange(store.db, CLI_CALLER, {
        workspaceId,
        action: 'crm_connection.connect',
        targetType: 'crm_connection',
        targetId: connection.id,
        after: { crm, selection: connection.selection, credentials: 'set' },
      })
      const status = await connectionStatus(store, connection)
      return { json: { connection: status }, text: `Connected ${crm}; a first run is queued (the server runs it).\n${statusText(status)}` }
    },
  },
  {
    name: 'crm status',
    summary: "a workspace's CRM connections: last run, records sent, errors with reasons, next run",
    usage: '--workspace <id>',
    help: ['--workspace <id>  the workspace'],
    options: { workspace: { type: 'string' } },
    positionals: 0,
    run: async (context) => {
      const store = await context.store()
      const connections = await connectionsOfWorkspace(store, requiredString(context.values, 'workspace', '<id>'))
      const statuses = await Promise.all(connections.map((connection) => connectionStatus(store, connection)))
      return { json: { connections: statuses }, text: statuses.length ? statuses.map(statusText).join('\n\n') : 'No CRM connection.' }
    },
  },
  {
    name: 'crm sync',
    summary: 'run a CRM connection now',
    usage: 'hubspot|salesforce --workspace <id> --now',
    help: ['--workspace <id>  the workspace', '--now             run now instead of at the next scheduled time (required)'],
    options: { workspace: { type: 'string' }, now: { type: 'boolean' } },
    positionals: 1,
    run: async (context) => {
      if (context.values.now !== true) throw new UsageError('crm sync needs --now (runs are otherwise scheduled)')
      const store = await context.store()
      const connection = await requireConnection(store, requiredString(context.values, 'workspace', '<id>'), crmOf(context))
      await requestSyncNow(store, connection)
      await auditChange(store.db, CLI_CALLER, {
        workspaceId: connection.workspaceId,
        action: 'crm_connection.sync',
        targetType: 'crm_connection',
        targetId: connection.id,
      })
      return { json: { queued: true, crm: connection.crm }, text: `A ${connection.crm} run is queued now (the server runs it).` }
    },
  },
  {
    name: 'crm disconnect',
    summary: 'remove a CRM connection and its stored credentials (records in the CRM stay)',
    usage: 'hubspot|salesforce --workspace <id>',
    help: ['--workspace <id>  the workspace'],
    options: { workspace: { type: 'string' } },
    positionals: 1,
    run: async (context) => {
      const store = await context.store()
      const crm = crmOf(context)
      const connection = await findConnection(store, requiredString(context.values, 'workspace', '<id>'), crm)
      if (connection) {
        await deleteConnection(store, connection.id)
        await auditChange(store.db, CLI_CALLER, {
          workspaceId: connection.workspaceId,
          action: 'crm_connection.delete',
          targetType: 'crm_connection',
          targetId: connection.id,
          before: { crm, selection: connection.selection },
        })
      }
      return { json: { disconnected: connection !== null, crm }, text: connection ? `Disconnected ${crm}.` : `No ${crm} connection.` }
    },
  },
]
