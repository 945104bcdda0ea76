/**
 * The tables of the Devtrail store, shared by the SQLite and the PostgreSQL implementation.
 * Times are epoch milliseconds (bigint), booleans are 0/1 integers, JSON is text.
 */
import type { Generated } from 'kysely'

/** Asset kinds (website, documentation, cloud product), each with its own client ID. */
export type AssetKind = 'WEBSITE' | 'DOCS' | 'PRODUCT'
/** Segment and list types. */
export type SegmentType = 'ACCOUNT' | 'DEVELOPER' | 'BUYER'
export type ListType = 'ACCOUNT' | 'DEVELOPER'
export type IdentityKind = 'email' | 'github' | 'linkedin'

export interface WorkspaceTable {
  id: string
  name: string
  /** JSON: per-workspace settings (activity level thresholds, customer-fit rules). */
  settings: Generated<string>
  created_at: number
}

export interface ApiKeyTable {
  id: string
  workspace_id: string
  name: string
  /** SHA-256 hex of the key; the key itself is never stored. */
  key_hash: string
  /** First characters of the key, to tell keys apart in listings. */
  key_prefix: string
  created_at: number
  revoked_at: number | null
  last_used_at: number | null
  /** What the key may do: `read`, `write` (also data writes) or `admin` (also the workspace's settings). */
  scope: Generated<'read' | 'write' | 'admin'>
}

/** One change to a workspace (`audit/auditLog.ts`): who made it, what, when, from where. */
export interface AuditEventTable {
  id: string
  workspace_id: string
  /** When the change was made (epoch ms). */
  at: number
  /** The signed-in user who made it, or null. */
  actor_user_id: string | null
  /** The API key it was made with (directly or through a dashboard session), or null. */
  actor_api_key_id: string | null
  /** How the actor is shown: an e-mail, `key <prefix>`, `cli`. */
  actor_label: string
  /** What was done, such as `asset.update`. */
  action: string
  /** The kind of thing changed, such as `asset`. */
  target_type: string
  target_id: string | null
  /** The client address the change came from; null from the CLI. */
  address: string | null
  /** JSON of the settings before the change (secrets only as "set"/"rotated"), or null. */
  before: string | null
  /** JSON of the settings after the change, or null. */
  after: string | null
}

export interface AssetTable {
  id: string
  workspace_id: string
  kind: AssetKind
  name: string
  /** Public client ID used by the tracker. */
  client_id: string
  /** JSON array of allowed origins (`https://docs.example.com`); `["*"]` allows any. */
  allowed_origins: string
  created_at: number
  /** `signed`, `unsigned`, or null: signed once the asset has an identify secret. */
  identify_policy: IdentifyPolicy | null
}

/** Whether an asset's identifies must be signed with its identify secret (identity verification). */
export type IdentifyPolicy = 'signed' | 'unsigned'

/** An asset's identify secrets, sealed with the server's secret key (secrets/secretBox.ts). */
export interface AssetIdentifySecretTable {
  asset_id: string
  workspace_id: string
  /** The current secret, sealed. */
  sealed_secret: string
  /** When the current secret was made, epoch ms. */
  created_at: number
  /** The secret it replaced, sealed; valid until `previous_expires_at` (the rotation's overlap window). */
  previous_sealed_secret: string | null
  previous_expires_at: number | null
}

export interface VisitorTable {
  id: string
  workspace_id: string
  anonymous_id: string
  developer_id: string | null
  country: string | null
  /** The organisation owning the visitor's network (ASN organisation, e.g. `GitHub, Inc.`); null when unknown. Never the IP address. */
  network: string | null
  /** That network's AS number; null when unknown. */
  network_asn: number | null
  first_seen: number
  last_seen: number
  /** The identities of the identify that made the visitor its developer (an `attributionKey`), or null. */
  identity: Generated<string | null>
}

export interface AccountTable {
  id: string
  workspace_id: string
  name: string
  domain: string
  country: Generated<string>
  first_activity: number | null
  latest_activity: number | null
  active_developers_count: Generated<number>
  /** HIGH, MEDIUM or LOW. */
  developer_activity: Generated<string>
  /** STRONG, MODERATE or WEAK. */
  customer_fit: Generated<string>
  /** Comma-separated tag names. */
  tags: Generated<string>
  created_at: number
}

export interface DeveloperTable {
  id: string
  workspace_id: string
  account_id: string | null
  /** When the identify that named account_id happened (its occurred_at), epoch ms; null if never recorded. */
  account_named_at: number | null
  name: Generated<string>
  email: string | null
  designation: Generated<string>
  country: Generated<string>
  tags: Generated<string>
  first_activity: number | null
  latest_activity: number | null
  created_at: number
  /** 1 once a signed identify (identity verification) named this person; unsigned claims never change them then. */
  verified: Generated<number>
}

export interface DeveloperIdentityTable {
  workspace_id: string
  type: IdentityKind
  /** Lower-cased identifier (e-mail, GitHub login, LinkedIn id). */
  username: string
  developer_id: string
}

/** A claim that would have merged two people (or taken a verified person), kept instead of applied. */
export interface IdentityConflictTable {
  id: string
  workspace_id: string
  /** Where the claim came from: identify, contacts, github or migration. */
  source: string
  /** Why it was refused: distinct_emails, verified_person, identity_taken. */
  reason: string
  /** JSON array of the claim's identities ({type, username}, canonical). */
  claim: string
  /** JSON array of the developer ids the claim named. */
  developer_ids: string
  /** The visitor that made the claim last (identify only). */
  visitor_id: string | null
  /** SHA-256 of source, reason, claim and developers: a repeated claim is one row. */
  claim_key: string
  /** How many times the claim was made. */
  occurrences: Generated<number>
  created_at: number
  /** When it was made last, epoch ms. */
  last_seen_at: number
}

/** One merge of a developer into another, with what it moved, so it can be undone. */
export interface DeveloperMergeTable {
  id: string
  workspace_id: string
  survivor_id: string
  /** The merged-away developer's id (an alias of the survivor until the merge is undone). */
  merged_id: string
  /** JSON: the survivor's developers row before the merge (what it had not taken from the merged one). */
  survivor_row: string
  /** JSON: the merged-away developers row as it was. */
  merged_row: string
  /** JSON arrays of what moved to the survivor: identities ({type, username}), visitor ids, activity ids without a visitor, contact ids, alias ids. */
  identities: string
  visitor_ids: string
  activity_ids: string
  contact_ids: string
  alias_ids: string
  /** JSON array of the identities of the claim that caused the merge. */
  claim: string
  /** JSON array of the merged-away developer's activities that had an account before the merge (they keep it on unmerge); null for merges recorded before it was kept. */
  account_activity_ids: Generated<string | null>
  created_at: number
  undone_at: number | null
}

/** A merged-away developer id and the developer it now is. */
export interface DeveloperAliasTable {
  alias_id: string
  workspace_id: string
  developer_id: string
}

export interface ActivityTable {
  /** The tracker's event id (lower case) or a generated id for imported activity; unique per workspace only: the key is (workspace_id, id). */
  id: string
  workspace_id: string
  asset_id: string | null
  visitor_id: string | null
  developer_id: string | null
  account_id: string | null
  activity_type: string
  activity_source: string
  source_type: string
  page: Generated<string>
  copied_text: Generated<string>
  country: Generated<string>
  developer_designation: Generated<string>
  actor: Generated<string>
  occurred_at: number
  received_at: number
  /**
   * The identities the activity was attributed to its developer through (an `attributionKey`):
   * its visitor's identify, or a GitHub delivery's login; null while anonymous or when unknown.
   */
  identity: Generated<string | null>
}

/** A network a workspace maps to a company (`devtrail networks import`): its anonymous visitors are that account's. */
export interface NetworkAccountTable {
  workspace_id: string
  /** `AS<number>` or a CIDR in canonical form (`192.0.2.0/24`, `2001:db8::/32`). */
  network: string
  /** The account's registrable domain. */
  domain: string
  created_at: number
  updated_at: number
}

/** A GitHub webhook endpoint (`POST /v1/github/{id}`) of a workspace. */
export interface GithubHookTable {
  id: string
  workspace_id: string
  /**
   * The webhook secret GitHub signs deliveries with (HMAC-SHA256), sealed with the server's secret
   * key for this hook id; in clear only when stored by an earlier version, until the next server start.
   */
  secret: string
  created_at: number
}

/** The SHA-256 of a stored GitHub delivery's signed body: a replay under a new delivery id stores nothing. */
export interface GithubDeliveryBodyTable {
  /** The hook the delivery came to. */
  hook_id: string
  /** SHA-256 of the raw body, hex. */
  body_sha256: string
  /** When it was first received, epoch ms. */
  received_at: number
}

export interface SegmentTable {
  id: string
  workspace_id: string
  type: SegmentType
  name: string
  description: Generated<string>
  /** JSON: the saved filter. */
  filter: Generated<string>
  created_at: number
}

export interface ListTable {
  id: string
  workspace_id: string
  name: string
  description: Generated<string>
  type: ListType
  primary_key: string
  /** JSON array of {clientKey, fieldType}. */
  mapping: string
  created_by: string
  created_at: number
}

export interface ListRowTable {
  list_id: string
  /** The row's primary key value (domain, e-mail, GitHub login or LinkedIn id), normalised. */
  row_key: string
  /** JSON: the row as sent (primaryKey, clientKey, fieldType, companyData). */
  data: string
  created_at: number
  updated_at: number
}

export interface ContactTable {
  id: string
  workspace_id: string
  full_name: Generated<string>
  email: string
  email_verified: Generated<number>
  designation: Generated<string>
  seniority: Generated<string>
  job_function: Generated<string>
  state: Generated<string>
  country: Generated<string>
  company_domain: Generated<string>
  account_id: string | null
  developer_id: string | null
  tags: Generated<string>
  /** Lower-cased GitHub login from the import, or '': a delivery from it is this buyer. */
  github: Generated<string>
  first_activity: number | null
  latest_activity: number | null
  created_at: number
  updated_at: number
}

export interface AudienceTable {
  id: string
  workspace_id: string
  name: string
  type: Generated<string>
  source: Generated<string>
  source_id: string
  /** JSON: {designation, location, job_function, seniority} arrays of strings. */
  filter: string
  limit_count: number
  verified_only: number
  count: Generated<number>
  credits_consumed: Generated<number>
  auto_refresh: Generated<number>
  created_by: string
  last_synced_at: number | null
  created_at: number
  updated_at: number
}

export interface AudienceMemberTable {
  audience_id: string
  /** 0-based position, the stable paging order. */
  position: number
  contact_id: string
  is_crm_synced: string | null
  crm_last_synced_at: number | null
}

/** Activities per UTC day, source and type (kept at write time). */
export interface StatsDailyActivityTable {
  workspace_id: string
  /** UTC epoch day: floor(epoch ms / 86400000). */
  day: number
  activity_source: string
  activity_type: string
  count: number
}

/** Identifies the collector refused (unsigned or wrongly signed under the `signed` policy), per UTC day and asset. */
export interface StatsDailyIdentifyRejectedTable {
  workspace_id: string
  /** UTC epoch day: floor(epoch ms / 86400000). */
  day: number
  asset_id: string
  count: number
}

/** Events the collector did not store, per UTC day, asset and drop reason (see collector/dropReasons.ts). */
export interface StatsDailyIngestDropsTable {
  workspace_id: string
  /** UTC epoch day: floor(epoch ms / 86400000). */
  day: number
  asset_id: string
  /** The drop reason: bot, invalid, rate_limited, origin_not_allowed, prose_copy, unsigned_identify, invalid_signature or duplicate. */
  reason: string
  count: number
}

/** The identified developers active on a UTC day, per source. */
export interface StatsDailyDevelopersTable {
  workspace_id: string
  day: number
  activity_source: string
  developer_id: string
}

/** A HyperLogLog sketch (2,048 one-byte registers) of the developers active on a UTC day, per source. */
export interface StatsDailyDeveloperSketchTable {
  workspace_id: string
  day: number
  activity_source: string
  registers: Uint8Array
}

/** Counts per UTC day of one value of a dimension: `page`, `copy`, `referrer` or `country`. */
export interface StatsDailyTopTable {
  workspace_id: string
  dimension: string
  day: number
  /** SHA-256 hex of activity_type and value. */
  value_hash: string
  /** The activity type counted (COPY_COMMAND or COPY_CODE for copies), '' when the dimension has none. */
  activity_type: string
  value: string
  count: number
}

/** A Core Web Vitals measurement the tracker sent. */
export interface WebVitalTable {
  workspace_id: string
  /** The tracker's event id (lower case). */
  id: string
  asset_id: string
  page: string
  /** LCP, INP, CLS, FCP or TTFB. */
  name: string
  value: number
  /** good, needs-improvement or poor. */
  rating: string
  occurred_at: number
}

/** A one-time dashboard sign-in link (`devtrail dashboard`). */
export interface DashboardLinkTable {
  token_hash: string
  workspace_id: string
  created_at: number
  expires_at: number
  used_at: number | null
}

/** A person who signs in to the dashboard. */
export interface UserTable {
  id: string
  /** Lower-cased e-mail address, unique. */
  email: string
  name: string | null
  /** argon2id PHC string; null for a user who signs in with SSO only or has not set one yet. */
  password_hash: string | null
  /** `<issuer> <sub>` of the SSO account linked to the user. */
  sso_subject: string | null
  /** The TOTP secret sealed with the secret box (set while enrolling, in force once `totp_enabled_at` is set). */
  totp_sealed_secret: string | null
  totp_enabled_at: number | null
  /** The 30-second step of the last TOTP code accepted: a code works once. */
  totp_last_step: number | null
  /** When the user proved they own the e-mail (a verified SSO e-mail, an e-mailed link); null while unproven. */
  email_verified_at: number | null
  created_at: number
}

/** A user's role in a workspace. */
export interface MembershipTable {
  workspace_id: string
  user_id: string
  role: 'owner' | 'admin' | 'viewer'
  created_at: number
}

/** An invitation to join a workspace: a one-time link, stored hashed. */
export interface InvitationTable {
  id: string
  workspace_id: string
  email: string
  role: 'owner' | 'admin' | 'viewer'
  token_hash: string
  /** The user who invited; null when made from the CLI. */
  invited_by: string | null
  created_at: number
  expires_at: number
  accepted_at: number | null
  revoked_at: number | null
  /** When the link was shown to whoever invited (dashboard, CLI); null when it was only e-mailed. */
  link_shown_at: number | null
}

/** A one-time link of a user: `setup` (first password or SSO link), `reset` (password reset) or `totp` (second sign-in step). */
export interface UserLinkTable {
  token_hash: string
  user_id: string
  purpose: 'setup' | 'reset'
  created_at: number
  expires_at: number
  used_at: number | null
}

/** The kind of a dashboard session: a member's own sign-in, or one opened with an API key or a one-time key link. */
export type SessionKind = 'member' | 'key'

/** A dashboard session of either kind (the cookie token is stored hashed; the CSRF token is useless without it). */
export interface SessionTable {
  id: string
  token_hash: string
  kind: SessionKind
  /** The workspace the dashboard shows; a member's role comes from the membership on every request. */
  workspace_id: string
  /** The member's user; null for a key session. */
  user_id: string | null
  /** The API key a key session was opened with (revoking or deleting it ends the session); null for a one-time key link and for members. */
  api_key_id: string | null
  csrf_token: string
  /** How the session was opened: `password`, `sso`, `link` (members); `api_key`, `dashboard_link` (key sessions). */
  method: string
  user_agent: string | null
  created_at: number
  last_seen_at: number
  /** The absolute end (7 days after a member's sign-in, 12 hours after a key's); the idle end is `last_seen_at` + 12 h. */
  expires_at: number
  revoked_at: number | null
}

/** A one-use TOTP recovery code, stored hashed. */
export interface RecoveryCodeTable {
  user_id: string
  code_hash: string
  used_at: number | null
}

/** Failed sign-ins of one account (`user:<id>`) or address (`ip:<sha-256>`) in the current window. */
export interface SignInFailureTable {
  subject: string
  failures: number
  window_started_at: number
  locked_until: number | null
}

/** An SSO sign-in in progress: its state (hashed), nonce and PKCE verifier, kept server-side. */
export interface SsoFlowTable {
  state_hash: string
  nonce: string
  code_verifier: string
  /** SHA-256 of the invitation token being accepted with SSO, if any. */
  invitation_token_hash: string | null
  created_at: number
  expires_at: number
}

/** A sign-in waiting for its second factor: the token is stored hashed; `effects` (JSON) is what it does once the factor is given. */
export interface PendingSignInTable {
  token_hash: string
  user_id: string
  /** How the sign-in started: `password`, `link` or `sso`. */
  method: string
  effects: string
  created_at: number
  expires_at: number
  used_at: number | null
}

/** Every table, for Kysely. */
/** Which CRM a connection writes to. */
export type CrmKind = 'hubspot' | 'salesforce'
/** `active`, `paused` (a credential the CRM refused: nothing is sent until it is replaced). */
export type CrmConnectionStatus = 'active' | 'paused'

/** A workspace's connection to one CRM. */
export interface CrmConnectionTable {
  id: string
  workspace_id: string
  crm: CrmKind
  /** The credentials as JSON, sealed with the server's secret key (context `crm-credentials:<id>`). */
  sealed_credentials: string
  /** JSON: where the CRM is and how records match (crm/crmSettings.ts). */
  settings: string
  /** JSON: {segments: string[], audiences: string[]}, what the customer chose to send. */
  selection: string
  status: CrmConnectionStatus
  /** Why the connection is paused; null when active. */
  status_reason: string | null
  /** Time between two scheduled runs, ms. */
  sync_interval_ms: number
  last_run_id: string | null
  /** When a run last finished, epoch ms. */
  last_success_at: number | null
  /** When the next scheduled run is due, epoch ms. */
  next_run_at: number | null
  created_at: number
  updated_at: number
}

/** One sync run of a connection, split into page jobs. */
export interface CrmSyncRunTable {
  id: string
  connection_id: string
  started_at: number
  finished_at: number | null
  pages_total: number
}

/** A finished page of a run (written once: a page redone after a crash is not counted twice). */
export interface CrmSyncPageTable {
  run_id: string
  page: number
  records_sent: number
  records_unchanged: number
  records_failed: number
  finished_at: number
}

/** What a connection last sent for one CRM record (a company by domain, a contact by e-mail). */
export interface CrmRecordTable {
  connection_id: string
  /** `company` or `contact`. */
  object: string
  /** Lower-case domain or e-mail address. */
  record_key: string
  /** The CRM's id of the record once an upsert succeeded. */
  crm_id: string | null
  /** SHA-256 of the values of the last successful upsert. */
  sent_hash: string | null
  /** When the last successful upsert happened, epoch ms. */
  synced_at: number | null
  /** The CRM's reason for the last failed upsert; null after a success. */
  error: string | null
  error_at: number | null
  /** What the sync noticed (several CRM records matching the domain, which one it chose). */
  note: string | null
}

export interface Database {
  workspaces: WorkspaceTable
  api_keys: ApiKeyTable
  audit_events: AuditEventTable
  assets: AssetTable
  visitors: VisitorTable
  accounts: AccountTable
  developers: DeveloperTable
  developer_identities: DeveloperIdentityTable
  developer_aliases: DeveloperAliasTable
  developer_merges: DeveloperMergeTable
  identity_conflicts: IdentityConflictTable
  activities: ActivityTable
  segments: SegmentTable
  lists: ListTable
  list_rows: ListRowTable
  contacts: ContactTable
  audiences: AudienceTable
  audience_members: AudienceMemberTable
  github_hooks: GithubHookTable
  github_delivery_bodies: GithubDeliveryBodyTable
  network_accounts: NetworkAccountTable
  stats_daily_activity: StatsDailyActivityTable
  stats_daily_developers: StatsDailyDevelopersTable
  stats_daily_developer_sketches: StatsDailyDeveloperSketchTable
  stats_daily_top: StatsDailyTopTable
  web_vitals: WebVitalTable
  dashboard_links: DashboardLinkTable
  asset_identify_secrets: AssetIdentifySecretTable
  stats_daily_identify_rejected: StatsDailyIdentifyRejectedTable
  stats_daily_ingest_drops: StatsDailyIngestDropsTable
  crm_connections: CrmConnectionTable
  crm_sync_runs: CrmSyncRunTable
  crm_sync_pages: CrmSyncPageTable
  crm_records: CrmRecordTable
  users: UserTable
  memberships: MembershipTable
  invitations: InvitationTable
  user_links: UserLinkTable
  sessions: SessionTable
  recovery_codes: RecoveryCodeTable
  sign_in_failures: SignInFailureTable
  sso_flows: SsoFlowTable
  pending_sign_ins: PendingSignInTable
  jobs: JobTable
  alert_destinations: AlertDestinationTable
  alert_rules: AlertRuleTable
  alert_quiet_windows: AlertQuietWindowTable
  alert_rule_hours: AlertRuleHourTable
  alert_account_levels: AlertAccountLevelTable
  alert_deliveries: AlertDeliveryTable
  alert_evaluation_marks: AlertEvaluationMarkTable
}

/** Per workspace, how far the alert evaluator got: activities with a higher sequence number are re-evaluated at start. */
export interface AlertEvaluationMarkTable {
  workspace_id: string
  /** The highest activity sequence number evaluated (PostgreSQL `activities.seq`, SQLite `activities.rowid`). */
  evaluated_seq: number
  updated_at: number
}

/** Where a job is: waiting (or waiting to retry), leased by a runner, finished, or given up. */
export type JobState = 'pending' | 'running' | 'done' | 'dead'

/** A job of the durable job engine (`src/jobs/`). */
export interface JobTable {
  /** Enqueue order: jobs sharing an `ordering_key` run in this order. */
  seq: Generated<number>
  id: string
  workspace_id: string | null
  /** Which handler runs it, e.g. `alert.deliver`. */
  kind: string
  /** Unique per kind: enqueueing the same key again is a no-op. */
  dedupe_key: string | null
  /** Jobs sharing it run one at a time, in `seq` order. */
  ordering_key: string | null
  /** JSON: what the handler needs. */
  payload: string
  state: JobState
  /** Attempts started so far (a claim counts one). */
  attempts: Generated<number>
  /** Not run before this time (epoch ms): the enqueue time, or the next retry. */
  run_at: number
  /** The runner holding the lease while `running`. */
  lease_owner: string | null
  /** When the lease ends: past it, another runner may take the job over. */
  lease_until: number | null
  /** Why the last attempt failed. */
  last_error: string | null
  created_at: number
  updated_at: number
  finished_at: number | null
}

/** Where alerts go: `slack` (incoming webhook), `webhook` (Standard Webhooks-signed HTTP) or `email`. */
export type AlertDestinationKind = 'slack' | 'webhook' | 'email'

/** A destination of alerts (`alerts/alertDestinations.ts`). */
export interface AlertDestinationTable {
  id: string
  workspace_id: string
  /** Unique per workspace. */
  name: string
  kind: AlertDestinationKind
  /** A webhook's https URL (null for the other kinds). */
  url: string | null
  /** A Slack incoming-webhook URL, sealed: the URL is the credential. */
  sealed_url: string | null
  /** An e-mail destination's recipients, comma-separated. */
  recipients: string | null
  /** A webhook's signing secret (`whsec_...`), sealed. */
  sealed_secret: string | null
  /** The secret it replaced, sealed, still signing until `previous_expires_at` (rotation overlap). */
  previous_sealed_secret: string | null
  previous_expires_at: number | null
  /** An e-mail destination's scheduled digest: `daily`, `weekly` or null. */
  digest: string | null
  /** Since when every attempt to it failed (null: the last one succeeded). */
  failing_since: number | null
  /** Paused (deliveries wait) since then, and why; a successful test resumes it. */
  paused_at: number | null
  paused_reason: string | null
  created_at: number
  updated_at: number
}

/** An alert rule (`alerts/alertRules.ts`). */
export interface AlertRuleTable {
  id: string
  workspace_id: string
  /** Unique per workspace. */
  name: string
  /** What fires it (`alerts/alertTriggers.ts`). */
  trigger: string
  /** The page or copied-text pattern of the `page_visit` and `command_copy` triggers. */
  pattern: string | null
  /** JSON `AlertFilters`: segment, audience, sources, customer fit, countries. */
  filters: string
  /** JSON array of destination ids. */
  destination_ids: string
  /** At most one alert per account in this window (ms; 0: every matching activity). */
  quiet_window_ms: number
  /** Above this many alerts in an hour, the rest of the hour goes into one digest (null: never). */
  digest_above: number | null
  enabled: number
  created_at: number
  updated_at: number
}

/** When a rule last alerted about an account (its quiet window). */
export interface AlertQuietWindowTable {
  rule_id: string
  account_id: string
  last_alert_at: number
}

/** Alerts a rule sent in one hour (`hour`: the hour's start, epoch ms), for its digest rate. */
export interface AlertRuleHourTable {
  rule_id: string
  hour: number
  alerts: number
}

/** The activity level the evaluator last saw of an account (level rises fire `level_rise`). */
export interface AlertAccountLevelTable {
  workspace_id: string
  account_id: string
  level: string
  updated_at: number
}

/** Where a delivery is: queued or retrying, delivered, failed for good, or held for the hour's digest. */
export type AlertDeliveryStatus = 'pending' | 'retrying' | 'delivered' | 'failed' | 'digest' | 'digested'

/** One alert (or digest, or test) to one destination: its delivery log (`alerts/alertDeliveries.ts`). */
export interface AlertDeliveryTable {
  /** Also the `webhook-id` of a webhook delivery: a retry carries the same id. */
  id: string
  workspace_id: string
  destination_id: string
  rule_id: string | null
  account_id: string | null
  /** `alert`, `digest` or `test`. */
  kind: string
  status: AlertDeliveryStatus
  /** Attempts made so far. */
  attempts: number
  /** The last response's HTTP status (null: no answer, or e-mail). */
  response_code: number | null
  /** The last response's body, cut to 1 KB. */
  response_body: string | null
  /** Why the last attempt failed. */
  error: string | null
  /** JSON: the alert as decided (`AlertPayload`). */
  payload: string
  created_at: number
  updated_at: number
}
