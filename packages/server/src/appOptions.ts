/**
 * What the Devtrail app is built with. Its own module so that routes can name the options
 * without importing `app.ts`, which imports the routes (`app.ts` re-exports it for the package API).
 */
import type { AlertOptions } from './alerts/alertOptions.js'
import type { TeamAccessOptions } from './auth/teamAccessOptions.js'
import type { DataServiceOptions } from './dataService/settings.js'
import type { RateLimits } from './http/rateLimits.js'
import type { JobEngineOptions } from './jobs/scheduleJobRunner.js'
import type { OutboundPolicy } from './outbound/destinationPolicy.js'
import type { IpDatabases } from './network/ipDatabases.js'
import type { SecretBox } from './secrets/secretBox.js'
import type { Store } from './store/store.js'

/** What the app needs to run. */
export interface AppOptions {
  /** The open store. */
  store: Store
  /**
   * A store over a PostgreSQL streaming replica (DATABASE_READ_URL): the data service's reads go
   * there, every write stays on `store` (the primary). Default: `store` serves reads too.
   */
  readStore?: Store
  /** Secret for the collector's HMAC session tokens. */
  tokenSecret: string
  /**
   * Opens secrets stored sealed (identify and GitHub webhook secrets), and seals at start the
   * webhook secrets earlier versions stored in clear. Without it, identifies of an asset with an
   * identify secret and deliveries to a hook with a sealed secret cannot be checked and are refused.
   */
  secretBox?: SecretBox
  /** Header holding the visitor's country, set by a trusted proxy (e.g. `cf-ipcountry`). */
  countryHeader?: string
  /** Offline IP databases (country, network owner) loaded at start; without them country comes from `countryHeader` only. */
  ipDatabases?: IpDatabases
  /** Tuning of the data service (rate limit, key cache, segment snapshots). */
  dataService?: DataServiceOptions
  /** How often stale account activity levels are recomputed (default hourly; 0 turns it off). */
  activitySweepMs?: number
  /** The server's data folder: every tracker version served is kept in its `tracker-versions/` (default: none kept). */
  dataFolder?: string
  /** Collector and failed-authentication rate limits (the data service's per-key limit is in `dataService`). */
  rateLimits?: RateLimits
  /** Members' sign-in to the dashboard: SSO settings, key sign-in once users exist, lockout, invitation mailer, clock. */
  teamAccess?: TeamAccessOptions
  /** The durable job engine: poll interval, lease, concurrency, or `enabled: false` for a collector-only process. */
  jobs?: JobEngineOptions
  /** Alerts: the outbound policy, the SMTP mailer, the public URL for links, retry and pause tuning. */
  alerts?: AlertOptions
  /** CRM sync: the public URL its dashboard links start with, where it may send, its page size. */
  crm?: CrmAppOptions
}

/** How CRM sync runs in this app. */
export interface CrmAppOptions {
  /** The server's public URL (DEVTRAIL_PUBLIC_URL): CRM records link to its dashboard; null: no links. */
  publicUrl?: string | null
  /** Where CRM requests may go (default: public https destinations only). */
  outbound?: OutboundPolicy
  /** Records per page job (default 100). */
  pageSize?: number
}
