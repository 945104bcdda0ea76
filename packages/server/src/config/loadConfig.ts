/**
 * The server's configuration, read once from the environment by the schema of `variables.ts`:
 * the one place the server reads `process.env`. Every other module is handed its part.
 */
import type { AlertTuning } from './alertTuningOf.js'
import type { DataServiceOptions } from '../dataService/settings.js'
import type { MailerSettings } from '../email/createMailer.js'
import type { TeamAccessOptions } from '../auth/teamAccessOptions.js'
import { rateLimitsOf, type RateLimits } from '../http/rateLimits.js'
import type { JobEngineOptions } from '../jobs/scheduleJobRunner.js'
import type { IpDatabasePaths } from '../network/ipDatabases.js'
import type { OutboundPolicy } from '../outbound/destinationPolicy.js'
import { dialectOf } from '../store/store.js'
import { alertTuningOf } from './alertTuningOf.js'
import { ConfigError } from './configError.js'
import { dataFolder, persistedTokenSecret } from './dataFolder.js'
import { mailerSettingsOf } from './mailerSettingsOf.js'
import { outboundPolicyOf } from './outboundPolicyOf.js'
import { type Environment, readVariable } from './readVariable.js'
import { secretKeyOf } from './secretKeyOf.js'
import { teamAccessOf } from './teamAccessOf.js'
import type { TrustProxy } from './trustProxy.js'
import { CONFIG_VARIABLES } from './variables.js'

/** The server's configuration. */
export interface Config {
  /** TCP port to listen on (PORT). */
  port: number
  /** Address to bind (HOST). */
  host: string
  /** Store URL (DATABASE_URL): `postgres://...` or `sqlite:path`. */
  databaseUrl: string
  /** A PostgreSQL streaming replica for the data service's reads (DATABASE_READ_URL; writes stay on DATABASE_URL). */
  databaseReadUrl?: string
  /** Which proxies to trust for the client address (TRUST_PROXY). */
  trustProxy: TrustProxy
  /** Header a trusted proxy sets to the visitor's country, lower-case (COUNTRY_HEADER); read only when set. */
  countryHeader?: string
  /** Dashboard sign-in of members: SSO (OIDC_*), and whether API-key sign-in stays on once users exist (DASHBOARD_KEY_SIGNIN); absent when neither is set. */
  teamAccess?: TeamAccessOptions
  /** IP databases (IP_COUNTRY_DATABASE, IP_NETWORK_DATA; absent ones are the installed data packages). */
  ipDatabases?: IpDatabasePaths
  /** Secret for collector session tokens (TOKEN_SECRET, else generated once and kept in the data folder). */
  tokenSecret: string
  /** Key sealing secrets at rest (DEVTRAIL_SECRET_KEY, else the data folder's `secret-key`; absent: that file, read at start). */
  secretKey?: Buffer
  /** Log level (LOG_LEVEL). */
  logLevel: string
  /** A request must arrive whole within this many ms (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs?: number
  /** Open connections at most (MAX_CONNECTIONS). */
  maxConnections?: number
  /** Rate limits per minute (RATE_LIMIT_COLLECTOR_IP, RATE_LIMIT_COLLECTOR_CLIENT, RATE_LIMIT_FAILED_AUTH; 0 turns one off). */
  rateLimits?: RateLimits
  /** Data-service tuning (DEVTRAIL_RATE_LIMIT_MAX, DEVTRAIL_RATE_LIMIT_WINDOW_MS, DEVTRAIL_SEGMENT_SNAPSHOT_MS). */
  dataService?: DataServiceOptions
  /** The server's public URL without a trailing slash (DEVTRAIL_PUBLIC_URL): links to its dashboard from alerts and CRM records. */
  publicUrl?: string
  /** The job engine (JOBS, JOB_CONCURRENCY, JOB_POLL_MS, JOB_LEASE_MS). */
  jobs?: JobEngineOptions
  /** Where outbound requests may go (DEVTRAIL_ALLOW_PRIVATE_DESTINATIONS; absent: public https only). */
  outbound?: OutboundPolicy
  /** The SMTP sender of alerts and invitations (SMTP_*); absent when none is configured. */
  mail?: MailerSettings
  /** Alert retry, pause and gathering times (DEVTRAIL_ALERT_*; absent: the alert defaults). */
  alerts?: AlertTuning
}

/** How long a request may take to arrive when REQUEST_TIMEOUT_MS is not set. */
export const DEFAULT_REQUEST_TIMEOUT_MS = CONFIG_VARIABLES.REQUEST_TIMEOUT_MS.default

/** Open connections at most when MAX_CONNECTIONS is not set. */
export const DEFAULT_MAX_CONNECTIONS = CONFIG_VARIABLES.MAX_CONNECTIONS.default

/** Reads the configuration from `env` (the process's environment by default); throws a ConfigError naming the variable of a bad value. */
export function loadConfig(env: Environment = process.env): Config {
  const databaseUrl = readVariable(env, 'DATABASE_URL')
  const databaseReadUrl = readVariable(env, 'DATABASE_READ_URL')
  if (databaseReadUrl !== undefined && dialectOf(databaseUrl) !== 'postgres') {
    throw new ConfigError(`DATABASE_READ_URL must be ${CONFIG_VARIABLES.DATABASE_READ_URL.expected}`)
  }
  const countryHeader = readVariable(env, 'COUNTRY_HEADER')?.toLowerCase()
  const tokenSecret = readVariable(env, 'TOKEN_SECRET') ?? persistedTokenSecret(dataFolder(databaseUrl))
  const teamAccess = teamAccessOf(env)
  const mail = mailerSettingsOf(env)
  const publicUrl = readVariable(env, 'DEVTRAIL_PUBLIC_URL')?.replace(/\/+$/, '')
  const country = readVariable(env, 'IP_COUNTRY_DATABASE')
  const networks = readVariable(env, 'IP_NETWORK_DATA')
  return {
    port: readVariable(env, 'PORT'),
    host: readVariable(env, 'HOST'),
    databaseUrl,
    ...(databaseReadUrl ? { databaseReadUrl } : {}),
    trustProxy: readVariable(env, 'TRUST_PROXY'),
    ...(countryHeader ? { countryHeader } : {}),
    ...(teamAccess.sso || teamAccess.keySignIn ? { teamAccess } : {}),
    ipDatabases: { ...(country ? { country } : {}), ...(networks ? { networks } : {}) },
    tokenSecret,
    secretKey: secretKeyOf(env, dataFolder(databaseUrl)),
    logLevel: readVariable(env, 'LOG_LEVEL'),
    requestTimeoutMs: readVariable(env, 'REQUEST_TIMEOUT_MS'),
    maxConnections: readVariable(env, 'MAX_CONNECTIONS'),
    rateLimits: rateLimitsOf({
      collectorPerIp: readVariable(env, 'RATE_LIMIT_COLLECTOR_IP'),
      collectorPerClient: readVariable(env, 'RATE_LIMIT_COLLECTOR_CLIENT'),
      failedAuthPerIp: readVariable(env, 'RATE_LIMIT_FAILED_AUTH'),
    }),
    dataService: {
      rateLimit: { max: readVariable(env, 'DEVTRAIL_RATE_LIMIT_MAX'), timeWindowMs: readVariable(env, 'DEVTRAIL_RATE_LIMIT_WINDOW_MS') },
      segmentSnapshotMs: readVariable(env, 'DEVTRAIL_SEGMENT_SNAPSHOT_MS'),
    },
    jobs: {
      enabled: readVariable(env, 'JOBS'),
      concurrency: readVariable(env, 'JOB_CONCURRENCY'),
      pollMs: readVariable(env, 'JOB_POLL_MS'),
      leaseMs: readVariable(env, 'JOB_LEASE_MS'),
    },
    ...(publicUrl ? { publicUrl } : {}),
    outbound: outboundPolicyOf(env),
    ...(mail ? { mail } : {}),
    alerts: alertTuningOf(env),
  }
}
