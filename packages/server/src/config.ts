/** Server configuration from the environment, with defaults that run out of the box. */
import { teamAccessOf, type TeamAccessOptions } from './auth/teamAccessOptions.js'
import { createPrivateFolder } from './store/dataFilePermissions.js'
import { randomBytes } from 'node:crypto'
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { isIP } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import type { DataServiceOptions } from './dataService/settings.js'
import { rateLimitsOf, type RateLimits } from './http/rateLimits.js'
import type { JobEngineOptions } from './jobs/scheduleJobRunner.js'
import type { IpDatabasePaths } from './network/ipDatabases.js'
import { SecretBoxError, secretKeyOf } from './secrets/secretBox.js'
import { DEFAULT_DATABASE_URL, dialectOf, UnsupportedDatabaseUrlError } from './store/store.js'

/** What Fastify's `trustProxy` option takes. */
export type TrustProxy = boolean | number | string[]

/** The server's configuration. */
export interface Config {
  /** TCP port to listen on (PORT, default 8787). */
  port: number
  /** Address to bind (HOST, default 0.0.0.0). */
  host: string
  /** Store URL (DATABASE_URL): `postgres://...` or `sqlite:path`. */
  databaseUrl: string
  /** A PostgreSQL streaming replica for the data service's reads (DATABASE_READ_URL; writes stay on DATABASE_URL). */
  databaseReadUrl?: string
  /** Which proxies to trust for the client address (TRUST_PROXY: true, false, a hop count or a comma list of addresses/CIDRs). */
  trustProxy: TrustProxy
  /** Header a trusted proxy sets to the visitor's country (COUNTRY_HEADER, e.g. `cf-ipcountry`); read only when set. */
  countryHeader?: string
  /** Dashboard sign-in of members: SSO (OIDC_*), and whether API-key sign-in stays on once users exist (DASHBOARD_KEY_SIGNIN). */
  teamAccess?: TeamAccessOptions
  /** IP databases (IP_COUNTRY_DATABASE: an mmdb file; IP_NETWORK_DATA: the IP-to-ASN CSV folder; `off` turns one off; default the installed data packages). */
  ipDatabases?: IpDatabasePaths
  /** Secret for collector session tokens (TOKEN_SECRET, else generated once and kept in the data folder). */
  tokenSecret: string
  /**
   * Key sealing secrets at rest, such as identify secrets (DEVTRAIL_SECRET_KEY: 32 bytes as 64
   * hex digits or base64; else generated once and kept in the data folder's `secret-key`, mode 0600).
   */
  secretKey?: Buffer
  /** Log level (LOG_LEVEL, default info). */
  logLevel: string
  /** A request must arrive whole within this many ms (REQUEST_TIMEOUT_MS, default 15000; its headers within 10 s at most): slow clients are cut off. */
  requestTimeoutMs?: number
  /** Open connections at most (MAX_CONNECTIONS, default 2048); more are refused at once. */
  maxConnections?: number
  /** Rate limits per minute (RATE_LIMIT_COLLECTOR_IP, RATE_LIMIT_COLLECTOR_CLIENT, RATE_LIMIT_FAILED_AUTH; 0 turns one off). */
  rateLimits?: RateLimits
  /** Data-service tuning (DEVTRAIL_RATE_LIMIT_MAX, DEVTRAIL_RATE_LIMIT_WINDOW_MS, DEVTRAIL_SEGMENT_SNAPSHOT_MS); unset ones keep their defaults. */
  dataService?: DataServiceOptions
  /** The server's public URL (DEVTRAIL_PUBLIC_URL, e.g. https://devtrail.example.com): links to its dashboard from CRM records. */
  publicUrl?: string
  /** The job engine (JOBS=off for a process that only collects; JOB_CONCURRENCY, JOB_POLL_MS, JOB_LEASE_MS). */
  jobs?: JobEngineOptions
}

/** How long a request may take to arrive when REQUEST_TIMEOUT_MS is not set. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 15_000

/** Open connections at most when MAX_CONNECTIONS is not set. */
export const DEFAULT_MAX_CONNECTIONS = 2048

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']
const MIN_SECRET_LENGTH = 16

/** A configuration value that cannot be used; the message names the variable. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ConfigError'
  }
}

function parseCount(name: string, value: string | undefined, fallback: number): number
function parseCount(name: string, value: string | undefined): number | undefined
function parseCount(name: string, value: string | undefined, fallback?: number): number | undefined {
  if (value === undefined || value.trim() === '') return fallback
  if (!/^\d{1,9}$/.test(value.trim())) throw new ConfigError(`${name} must be a whole number (got "${value}")`)
  return Number(value.trim())
}

/** The data-service settings the environment sets; a bad value is a ConfigError naming it. */
function dataServiceOf(env: NodeJS.ProcessEnv): DataServiceOptions {
  const max = parseCount('DEVTRAIL_RATE_LIMIT_MAX', env.DEVTRAIL_RATE_LIMIT_MAX)
  const timeWindowMs = parseCount('DEVTRAIL_RATE_LIMIT_WINDOW_MS', env.DEVTRAIL_RATE_LIMIT_WINDOW_MS)
  const segmentSnapshotMs = parseCount('DEVTRAIL_SEGMENT_SNAPSHOT_MS', env.DEVTRAIL_SEGMENT_SNAPSHOT_MS)
  if (timeWindowMs === 0) throw new ConfigError('DEVTRAIL_RATE_LIMIT_WINDOW_MS must be at least 1')
  return {
    ...(max === undefined && timeWindowMs === undefined
      ? {}
      : { rateLimit: { ...(max === undefined ? {} : { max }), ...(timeWindowMs === undefined ? {} : { timeWindowMs }) } }),
    ...(segmentSnapshotMs === undefined ? {} : { segmentSnapshotMs }),
  }
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 8787
  if (!/^\d+$/.test(value) || Number(value) > 65535) throw new ConfigError(`PORT must be an integer from 0 to 65535 (got "${value}")`)
  return Number(value)
}

/** Parses TRUST_PROXY the way Fastify's `trustProxy` understands it. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? ''
  if (text === '' || text === 'false') return false
  if (text === 'true') return true
  if (/^\d+$/.test(text)) return Number(text)
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/')
    const family = isIP(address ?? '')
    const bitsValid = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32))
    const named = ['loopback', 'linklocal', 'uniquelocal'].includes(entry)
    if (!named && (family === 0 || !bitsValid || rest.length > 0)) {
      throw new ConfigError(`TRUST_PROXY must be true, false, a hop count or a comma list of IP addresses/CIDRs (bad entry "${entry}")`)
    }
  }
  return entries
}

/** The data folder of a DATABASE_URL: the SQLite file's folder, else ./data (token secret, demo key). */
export function dataFolder(databaseUrl: string): string {
  if (dialectOf(databaseUrl) === 'postgres') return resolve('data')
  const path = databaseUrl.replace(/^(sqlite|file):(\/\/)?/i, '')
  return path === ':memory:' ? resolve('data') : dirname(resolve(path))
}

/** The token secret kept in `folder/token-secret`, created (mode 0600) on first use and reused on restart. */
export function persistedTokenSecret(folder: string): string {
  const file = join(folder, 'token-secret')
  const existing = readSecret(file)
  if (existing !== null) return existing
  createPrivateFolder(folder)
  const secret = randomBytes(32).toString('base64url')
  // written whole under a temporary name, then linked into place: a second process starting at
  // once either wins the link or reads a complete file, never an empty one
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  writeFileSync(temporary, `${secret}\n`, { mode: 0o600 })
  try {
    linkSync(temporary, file)
    return secret
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return readSecret(file) ?? secret
  } finally {
    rmSync(temporary, { force: true })
  }
}

/** The secret in `file`, null when there is none; a file too short to be a secret is an error. */
function readSecret(file: string): string | null {
  let text: string
  try {
    text = readFileSync(file, 'utf8').trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  if (text.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(`${file} holds no usable token secret (under ${MIN_SECRET_LENGTH} characters): delete it or set TOKEN_SECRET`)
  }
  return text
}

/** Reads the configuration from `env`; throws a ConfigError naming the variable on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL
  try {
    dialectOf(databaseUrl)
  } catch (error) {
    if (error instanceof UnsupportedDatabaseUrlError) throw new ConfigError(error.message)
    throw error
  }
  const databaseReadUrl = env.DATABASE_READ_URL?.trim() || undefined
  if (databaseReadUrl !== undefined && (dialectOf(databaseUrl) !== 'postgres' || !/^postgres(ql)?:\/\//i.test(databaseReadUrl))) {
    throw new ConfigError('DATABASE_READ_URL must be a postgres:// URL of a replica of the PostgreSQL DATABASE_URL')
  }
  const logLevel = env.LOG_LEVEL?.trim() || 'info'
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`)
  const countryHeader = env.COUNTRY_HEADER?.trim().toLowerCase()
  if (countryHeader !== undefined && countryHeader !== '' && !/^[a-z0-9!#$%&'*+.^_`|~-]+$/.test(countryHeader)) {
    throw new ConfigError(`COUNTRY_HEADER must be an HTTP header name (got "${countryHeader}")`)
  }
  let tokenSecret = env.TOKEN_SECRET?.trim()
  if (tokenSecret !== undefined && tokenSecret !== '' && tokenSecret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(`TOKEN_SECRET must be at least ${MIN_SECRET_LENGTH} characters`)
  }
  if (!tokenSecret) tokenSecret = persistedTokenSecret(dataFolder(databaseUrl))
  let secretKey: Buffer
  try {
    secretKey = secretKeyOf(env, dataFolder(databaseUrl))
  } catch (error) {
    if (error instanceof SecretBoxError) throw new ConfigError(error.message)
    throw error
  }
  return {
    port: parsePort(env.PORT?.trim()),
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl,
    ...(databaseReadUrl ? { databaseReadUrl } : {}),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    ...(countryHeader ? { countryHeader } : {}),
    ...teamAccessFromEnv(env),
    ipDatabases: {
      ...(env.IP_COUNTRY_DATABASE?.trim() ? { country: env.IP_COUNTRY_DATABASE.trim() } : {}),
      ...(env.IP_NETWORK_DATA?.trim() ? { networks: env.IP_NETWORK_DATA.trim() } : {}),
    },
    tokenSecret,
    secretKey,
    logLevel,
    requestTimeoutMs: parseCount('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, DEFAULT_REQUEST_TIMEOUT_MS),
    maxConnections: parseCount('MAX_CONNECTIONS', env.MAX_CONNECTIONS, DEFAULT_MAX_CONNECTIONS),
    rateLimits: rateLimitsOf({
      collectorPerIp: parseCount('RATE_LIMIT_COLLECTOR_IP', env.RATE_LIMIT_COLLECTOR_IP, 3000),
      collectorPerClient: parseCount('RATE_LIMIT_COLLECTOR_CLIENT', env.RATE_LIMIT_COLLECTOR_CLIENT, 120_000),
      failedAuthPerIp: parseCount('RATE_LIMIT_FAILED_AUTH', env.RATE_LIMIT_FAILED_AUTH, 30),
    }),
    dataService: dataServiceOf(env),
    jobs: jobsOf(env),
    ...publicUrlOf(env),
  }
}

function publicUrlOf(env: NodeJS.ProcessEnv): { publicUrl?: string } {
  const value = env.DEVTRAIL_PUBLIC_URL?.trim()
  if (!value) return {}
  if (!/^https?:\/\/[^\s/]+/i.test(value)) throw new ConfigError(`DEVTRAIL_PUBLIC_URL must be an http(s) URL (got "${value}")`)
  return { publicUrl: value.replace(/\/+$/, '') }
}

function jobsOf(env: NodeJS.ProcessEnv): JobEngineOptions {
  const switchValue = env.JOBS?.trim().toLowerCase()
  if (switchValue && switchValue !== 'on' && switchValue !== 'off') throw new ConfigError(`JOBS must be on or off (got "${env.JOBS}")`)
  const concurrency = parseCount('JOB_CONCURRENCY', env.JOB_CONCURRENCY)
  const pollMs = parseCount('JOB_POLL_MS', env.JOB_POLL_MS)
  const leaseMs = parseCount('JOB_LEASE_MS', env.JOB_LEASE_MS)
  if (concurrency === 0 || pollMs === 0 || (leaseMs !== undefined && leaseMs < 100)) {
    throw new ConfigError('JOB_CONCURRENCY and JOB_POLL_MS must be at least 1, JOB_LEASE_MS at least 100 (turn jobs off with JOBS=off)')
  }
  return {
    ...(switchValue === 'off' ? { enabled: false } : {}),
    ...(concurrency !== undefined ? { concurrency } : {}),
    ...(pollMs !== undefined ? { pollMs } : {}),
    ...(leaseMs !== undefined ? { leaseMs } : {}),
  }
}

/** `{ teamAccess }` when SSO or key sign-in is configured, else nothing (the defaults). */
function teamAccessFromEnv(env: NodeJS.ProcessEnv): { teamAccess?: TeamAccessOptions } {
  try {
    const teamAccess = teamAccessOf(env)
    return teamAccess.sso || teamAccess.keySignIn ? { teamAccess } : {}
  } catch (error) {
    throw new ConfigError((error as Error).message)
  }
}
