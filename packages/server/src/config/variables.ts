/**
 * Every environment variable the server and the CLI read: its TypeBox schema (the value's type
 * and bounds), its default, its group and its documentation. `readVariable.ts` parses by it, and
 * the configuration tables of the READMEs are rendered from it (`configTable.ts`).
 */
import { type Static, type TSchema, Type } from 'typebox'
import { DEFAULT_PAUSE_AFTER_MS } from '../alerts/alertJobKinds.js'
import { DEFAULT_RETRY_POLICY } from '../jobs/retryPolicy.js'
import { DEFAULT_DATABASE_URL } from '../store/store.js'
import { parseDatabaseUrl, parseDomainList, parseRoleMapping } from './variableParsers.js'
import { parseTrustProxy } from './trustProxy.js'

/** The groups of the configuration tables, in their order. */
export const CONFIG_GROUPS = ['Server', 'Store', 'Secrets', 'Proxy and IP data', 'Rate limits', 'Jobs', 'Team access', 'Outbound', 'E-mail', 'Alerts'] as const

/** A group of the configuration tables. */
export type ConfigGroup = (typeof CONFIG_GROUPS)[number]

/** How a variable is documented and read. */
export interface VariableDefinition<Schema extends TSchema, Default> {
  /** The value's type and bounds: an integer, a boolean (on/off), a union of words, a string. */
  schema: Schema
  /** The value when the variable is unset or blank (undefined: none). */
  default: Default
  /** Where the variable belongs in the tables. */
  group: ConfigGroup
  /** What it does, in one Markdown line; links are relative to the repository root. */
  doc: string
  /** The default as the tables say it, when it is not a value (e.g. generated once). */
  defaultText?: string
  /** What a valid value is, for the error message, when the schema alone cannot say it. */
  expected?: string
  /** A secret: an error never repeats its value. */
  secret?: boolean
  /** Taken as written, spaces included (a password). */
  untrimmed?: boolean
  /** Parses a value the schema's kinds cannot (throws a ConfigError naming the variable). */
  parse?: (text: string) => Static<Schema>
}

type Documentation<Schema extends TSchema> = Omit<VariableDefinition<Schema, unknown>, 'schema' | 'default'>

function variable<Schema extends TSchema>(
  schema: Schema,
  definition: Documentation<Schema> & { default: Static<Schema> },
): VariableDefinition<Schema, Static<Schema>>
function variable<Schema extends TSchema>(schema: Schema, definition: Documentation<Schema>): VariableDefinition<Schema, undefined>
function variable(schema: TSchema, definition: Documentation<TSchema> & { default?: unknown }): VariableDefinition<TSchema, unknown> {
  return { ...definition, schema, default: definition.default }
}

const count = (options: { minimum?: number; maximum?: number } = {}) => Type.Integer({ minimum: 0, ...options })
const flag = () => Type.Boolean()
const text = (options: { pattern?: string; minLength?: number } = {}) => Type.String(options)

/** Every variable, in table order. */
export const CONFIG_VARIABLES = {
  PORT: variable(count({ maximum: 65535 }), { group: 'Server', default: 8787, doc: 'TCP port the server listens on' }),
  HOST: variable(text(), { group: 'Server', default: '0.0.0.0', doc: 'address the server binds' }),
  LOG_LEVEL: variable(
    Type.Union([
      Type.Literal('fatal'),
      Type.Literal('error'),
      Type.Literal('warn'),
      Type.Literal('info'),
      Type.Literal('debug'),
      Type.Literal('trace'),
      Type.Literal('silent'),
    ]),
    {
      group: 'Server',
      default: 'info',
      doc: '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`',
    },
  ),
  REQUEST_TIMEOUT_MS: variable(count(), {
    group: 'Server',
    default: 15_000,
    doc: 'a request must arrive whole within this time (its headers within 10 s): slow clients are cut off',
  }),
  MAX_CONNECTIONS: variable(count(), { group: 'Server', default: 2048, doc: 'open connections at most; more are closed at once' }),
  DEVTRAIL_PUBLIC_URL: variable(text({ pattern: '^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/]+' }), {
    group: 'Server',
    expected: 'an http(s) URL',
    doc: "the server's public address (`https://devtrail.example.com`): links to its dashboard in alerts and CRM records",
  }),
  DATABASE_URL: variable(text(), {
    group: 'Store',
    default: DEFAULT_DATABASE_URL,
    parse: parseDatabaseUrl,
    doc: '`postgres://user:password@host:5432/db` for PostgreSQL, `sqlite:<path>` (or a path) for the embedded store; any other scheme is refused',
  }),
  DATABASE_READ_URL: variable(text({ pattern: '^[Pp][Oo][Ss][Tt][Gg][Rr][Ee][Ss]([Qq][Ll])?://' }), {
    group: 'Store',
    expected: 'a postgres:// URL of a replica of the PostgreSQL DATABASE_URL',
    doc: "a PostgreSQL streaming replica of `DATABASE_URL`: the data service's reads go there, writes stay on the primary",
  }),
  TOKEN_SECRET: variable(text({ minLength: 16 }), {
    group: 'Secrets',
    secret: true,
    defaultText: 'generated once into the data folder',
    doc: "HMAC secret of the collector's session tokens; set the same value on every collector process. Rotating it makes old tokens answer 401 `token_expired` (the tracker resends the batch without a token and gets a new one)",
  }),
  DEVTRAIL_SECRET_KEY: variable(text(), {
    group: 'Secrets',
    secret: true,
    defaultText: 'generated once into the data folder (`secret-key`, mode 0600)',
    doc: '32 bytes (64 hex digits or base64) sealing secrets at rest, such as [identify secrets](docs/guides/identity-verification.md) and GitHub webhook secrets; the CLI and every server process need the same key',
  }),
  TRUST_PROXY: variable(Type.Union([Type.Boolean(), Type.Integer({ minimum: 0 }), Type.Array(Type.String())]), {
    group: 'Proxy and IP data',
    default: false,
    parse: parseTrustProxy,
    doc: '`true`, a hop count, or a comma list of proxy addresses/CIDRs (or `loopback`, `linklocal`, `uniquelocal`) whose `X-Forwarded-For` is believed',
  }),
  COUNTRY_HEADER: variable(text({ pattern: "^[A-Za-z0-9!#$%&'*+.^_`|~-]+$" }), {
    group: 'Proxy and IP data',
    expected: 'an HTTP header name',
    doc: "a header your proxy sets to the visitor's country (e.g. `cf-ipcountry`); read only when set",
  }),
  IP_COUNTRY_DATABASE: variable(text(), {
    group: 'Proxy and IP data',
    defaultText: 'the installed data package',
    doc: 'an IP-to-country `.mmdb` file; `off` turns the country lookup off',
  }),
  IP_NETWORK_DATA: variable(text(), {
    group: 'Proxy and IP data',
    defaultText: 'the installed data package',
    doc: 'a folder with `asn-ipv4-num.csv` and `asn-ipv6-num.csv` (IP to network); `off` turns the network lookup off',
  }),
  RATE_LIMIT_COLLECTOR_IP: variable(count(), { group: 'Rate limits', default: 3000, doc: 'collector requests per minute from one address (0 = off)' }),
  RATE_LIMIT_COLLECTOR_CLIENT: variable(count(), { group: 'Rate limits', default: 120_000, doc: 'collector requests per minute for one client ID (0 = off)' }),
  RATE_LIMIT_FAILED_AUTH: variable(count(), {
    group: 'Rate limits',
    default: 30,
    doc: 'failed authentications per minute from one address (a key, session or signature presented and wrong; none at all does not count) before it is refused for the rest of the minute (0 = off)',
  }),
  DEVTRAIL_RATE_LIMIT_MAX: variable(count(), { group: 'Rate limits', default: 600, doc: 'data-service requests per key per window' }),
  DEVTRAIL_RATE_LIMIT_WINDOW_MS: variable(count({ minimum: 1 }), { group: 'Rate limits', default: 60_000, doc: "the data service's rate-limit window" }),
  DEVTRAIL_SEGMENT_SNAPSHOT_MS: variable(count(), {
    group: 'Rate limits',
    default: 10_000,
    doc: "how long a segment's member order is reused while paging (0 recomputes on every page)",
  }),
  JOBS: variable(flag(), {
    group: 'Jobs',
    default: true,
    doc: '`off` for a process that only collects: it runs no background jobs (CRM sync pages, alert deliveries); the other processes do',
  }),
  JOB_CONCURRENCY: variable(count({ minimum: 1 }), { group: 'Jobs', default: 4, doc: 'jobs run at once per process' }),
  JOB_POLL_MS: variable(count({ minimum: 1 }), { group: 'Jobs', default: 1000, doc: 'how often an idle process looks for due jobs' }),
  JOB_LEASE_MS: variable(count({ minimum: 100 }), {
    group: 'Jobs',
    default: 60_000,
    doc: 'how long a job stays with a process that stopped answering before another takes it over',
  }),
  OIDC_ISSUER: variable(text(), {
    group: 'Team access',
    doc: 'SSO sign-in to the dashboard with OpenID Connect: the issuer URL (see [team access](docs/guides/team-access.md)); needs `OIDC_CLIENT_ID` and `OIDC_CLIENT_SECRET`',
  }),
  OIDC_CLIENT_ID: variable(text(), { group: 'Team access', doc: "the dashboard's client ID at the issuer" }),
  OIDC_CLIENT_SECRET: variable(text(), { group: 'Team access', secret: true, doc: "the dashboard's client secret at the issuer" }),
  OIDC_ALLOWED_DOMAINS: variable(Type.Array(Type.String()), {
    group: 'Team access',
    parse: parseDomainList,
    doc: 'comma list of e-mail domains whose people may sign in with SSO without an invitation',
  }),
  OIDC_WORKSPACE: variable(text(), {
    group: 'Team access',
    defaultText: 'the only workspace, when there is one',
    doc: 'the workspace people from an allowed domain join',
  }),
  OIDC_ROLE_CLAIM: variable(text(), { group: 'Team access', doc: "an ID token claim holding the person's group or role" }),
  OIDC_ROLE_MAPPING: variable(Type.Record(Type.String(), Type.Union([Type.Literal('owner'), Type.Literal('admin'), Type.Literal('viewer')])), {
    group: 'Team access',
    parse: parseRoleMapping,
    doc: '`value=role,...` mapping values of `OIDC_ROLE_CLAIM` to roles for people joining by domain (default viewer)',
  }),
  DASHBOARD_KEY_SIGNIN: variable(flag(), {
    group: 'Team access',
    default: false,
    doc: '`on` keeps API-key and one-time-link sign-in to the dashboard once users exist',
  }),
  DEVTRAIL_ALLOW_PRIVATE_DESTINATIONS: variable(flag(), {
    group: 'Outbound',
    default: false,
    doc: '`on` (or `1`) lets webhooks, Slack, CRM connections and the SSO issuer be reached over http and at private, loopback or link-local addresses (on-premise receivers); otherwise only public https destinations',
  }),
  SMTP_URL: variable(text(), {
    group: 'E-mail',
    secret: true,
    doc: 'the SMTP server as one URL (`smtps://user:password@host:465`), instead of `SMTP_HOST` and the rest: the sender of alert e-mails, digests and invitations ([alerts guide](docs/guides/alerts.md))',
  }),
  SMTP_HOST: variable(text(), { group: 'E-mail', doc: 'the SMTP server, when `SMTP_URL` is not set' }),
  SMTP_PORT: variable(count({ minimum: 1, maximum: 65535 }), {
    group: 'E-mail',
    defaultText: '`587` (`465` with `SMTP_SECURE`)',
    doc: "the SMTP server's port",
  }),
  SMTP_SECURE: variable(flag(), {
    group: 'E-mail',
    default: false,
    doc: '`on` for TLS from the first byte (port 465); otherwise STARTTLS when the server offers it',
  }),
  SMTP_USER: variable(text(), { group: 'E-mail', untrimmed: true, doc: 'the SMTP user name' }),
  SMTP_PASSWORD: variable(text(), { group: 'E-mail', untrimmed: true, secret: true, doc: 'the SMTP password' }),
  SMTP_FROM: variable(text(), {
    group: 'E-mail',
    doc: 'the From address (`Devtrail <alerts@example.com>`); needed when `SMTP_URL` or `SMTP_HOST` is set',
  }),
  DEVTRAIL_ALERT_RETRY_BASE_MS: variable(count(), {
    group: 'Alerts',
    default: DEFAULT_RETRY_POLICY.baseMs,
    doc: 'the first retry delay of a failed alert delivery; each next one doubles',
  }),
  DEVTRAIL_ALERT_RETRY_MAX_MS: variable(count(), { group: 'Alerts', default: DEFAULT_RETRY_POLICY.maxMs, doc: 'the longest retry delay of an alert delivery' }),
  DEVTRAIL_ALERT_PAUSE_AFTER_MS: variable(count(), {
    group: 'Alerts',
    default: DEFAULT_PAUSE_AFTER_MS,
    doc: 'a destination failing this long is paused until a successful test resumes it',
  }),
  DEVTRAIL_ALERT_GATHER_MS: variable(count(), {
    group: 'Alerts',
    default: 100,
    doc: 'how long new activities gather before the alert rules are evaluated over them',
  }),
}

/** The name of a configuration variable. */
export type VariableName = keyof typeof CONFIG_VARIABLES

/** What reading variable `Name` answers: its value, or undefined when it is unset and has no default. */
export type VariableValue<Name extends VariableName> =
  (typeof CONFIG_VARIABLES)[Name] extends VariableDefinition<infer Schema, infer Default>
    ? Default extends undefined
      ? Static<Schema> | undefined
      : Static<Schema>
    : never
