/**
 * Which module writes each table: every insert, update and delete of a table goes through
 * functions its owner exports, and other modules call them (passing their transaction). The few
 * other writers left are listed with their reason. `__tests__/server/table-owners.test.ts` reads the
 * source and fails on any other writer, and checks the "Written by" column of docs/architecture.md.
 * Paths are under `packages/server/src/`.
 */
import type { Database } from './schema.js'

/** A table's owning module, why it owns it, and the other modules still allowed to write it. */
export interface TableOwner {
  owner: string
  reason: string
  /** Other writing modules, each with why it writes the table itself. */
  alsoWrittenBy?: Readonly<Record<string, string>>
}

/** Every table of `schema.ts` and its owner. */
export const TABLE_OWNERS: Readonly<Record<keyof Database, TableOwner>> = {
  workspaces: { owner: 'admin/workspaces.ts', reason: 'tenants and their settings are administered in one place' },
  api_keys: { owner: 'admin/apiKeys.ts', reason: 'keys are created, scoped and revoked by the key repository' },
  audit_events: { owner: 'audit/auditLog.ts', reason: 'one function records every change' },

  assets: { owner: 'admin/assets.ts', reason: 'tracked assets and their policies are administered in one place' },
  asset_identify_secrets: {
    owner: 'admin/identifySecrets.ts',
    reason: 'secrets are sealed and rotated by one module',
    alsoWrittenBy: { 'admin/assets.ts': "an asset's secrets are deleted with it, in its transaction" },
  },
  visitors: { owner: 'visitors/visitorRows.ts', reason: 'visitor rows are written by one repository' },

  accounts: {
    owner: 'accounts/accountAggregates.ts',
    reason: 'accounts and their aggregates are kept by the accounts repository',
    alsoWrittenBy: { 'accounts/ensureAccount.ts': 'creates an account on first sight, with its retry on a race' },
  },
  developers: { owner: 'developers/developerRows.ts', reason: 'the developer tables are written by their repositories' },
  developer_identities: { owner: 'developers/identityRows.ts', reason: 'the developer tables are written by their repositories' },
  developer_aliases: { owner: 'developers/aliasRows.ts', reason: 'the developer tables are written by their repositories' },

  developer_merges: { owner: 'identity/mergeLog.ts', reason: 'the merge log is kept by one module' },

  identity_conflicts: { owner: 'identity/identityConflicts.ts', reason: 'refused claims are recorded by one module' },

  activities: {
    owner: 'activities/activityRows.ts',
    reason: 'activities are written by the activities repository',
    alsoWrittenBy: {
      'activities/insertNewActivities.ts': "the collector's batched insert (one statement per batch, its own plan)",
    },
  },
  segments: {
    owner: 'segments/segmentRows.ts',
    reason: 'saved filters are written by the segments repository',
  },
  lists: {
    owner: 'lists/list.ts',
    reason: 'lists are written by the lists repository',
  },
  list_rows: { owner: 'lists/listRows.ts', reason: 'list rows are written by one repository' },

  contacts: { owner: 'contacts/contactRows.ts', reason: 'contacts are written by the contacts repository' },
  audiences: { owner: 'audiences/audienceRows.ts', reason: 'audiences and their members are written by the audiences repository' },
  audience_members: { owner: 'audiences/audienceRows.ts', reason: 'audiences and their members are written by the audiences repository' },
  github_hooks: { owner: 'github/githubHooks.ts', reason: 'webhook endpoints are administered in one place' },
  github_delivery_bodies: { owner: 'github/deliveryBodies.ts', reason: 'replay protection is kept by one module' },
  network_accounts: {
    owner: 'network/networkMappings.ts',
    reason: 'network mappings are written by one repository',
  },
  stats_daily_activity: { owner: 'stats/rollup.ts', reason: 'the rollups are kept inside whichever transaction writes activities' },
  stats_daily_developers: {
    owner: 'stats/rollup.ts',
    reason: 'the rollups are kept inside whichever transaction writes activities',
    alsoWrittenBy: { 'stats/developerSketches.ts': 'a developer day added updates its sketch in the same call' },
  },
  stats_daily_developer_sketches: { owner: 'stats/developerSketches.ts', reason: 'the sketches are computed by one module' },
  stats_daily_top: { owner: 'stats/rollup.ts', reason: 'the rollups are kept inside whichever transaction writes activities' },
  web_vitals: { owner: 'stats/webVitals.ts', reason: 'measurements are stored by one module' },
  dashboard_links: { owner: 'dashboard/keySignIn.ts', reason: 'one-time key sign-in links are issued and spent in one place' },
  stats_daily_identify_rejected: { owner: 'stats/identifyRejected.ts', reason: 'counted by one module' },
  stats_daily_ingest_drops: { owner: 'stats/ingestDrops.ts', reason: 'counted by one module' },
  crm_connections: { owner: 'crm/crmConnections.ts', reason: 'CRM connections are written by one repository' },
  crm_sync_runs: { owner: 'crm/crmRuns.ts', reason: 'sync runs and their pages are recorded by one module' },
  crm_sync_pages: { owner: 'crm/crmRuns.ts', reason: 'sync runs and their pages are recorded by one module' },
  crm_records: { owner: 'crm/crmRecords.ts', reason: 'what was sent to a CRM is recorded by one module' },

  users: { owner: 'users/users.ts', reason: 'accounts of people who sign in are written by one repository' },
  memberships: { owner: 'members/memberships.ts', reason: 'roles are written by one repository' },
  invitations: { owner: 'members/invitations.ts', reason: 'invitations are written by one repository' },
  user_links: { owner: 'users/userLinks.ts', reason: 'set-up and reset links are written by one repository' },
  sessions: { owner: 'auth/sessionRows.ts', reason: 'the one session model is written by one repository' },
  recovery_codes: { owner: 'users/recoveryCodes.ts', reason: 'recovery codes are written by one repository' },
  sign_in_failures: { owner: 'auth/signInLockout.ts', reason: 'the lockout counts and locks in one place' },
  sso_flows: { owner: 'auth/ssoClient.ts', reason: 'SSO sign-ins in progress are kept by the SSO client' },
  pending_sign_ins: { owner: 'auth/pendingSignIns.ts', reason: 'second-factor steps are kept by one module' },
  jobs: { owner: 'jobs/jobRows.ts', reason: 'the outbox is written by the job engine' },

  alert_destinations: { owner: 'alerts/alertDestinations.ts', reason: 'destinations are written by one repository' },
  alert_rules: { owner: 'alerts/alertRules.ts', reason: 'rules are written by one repository' },
  alert_quiet_windows: { owner: 'alerts/recordAlerts.ts', reason: 'the evaluator records what it alerted in one place' },
  alert_rule_hours: { owner: 'alerts/recordAlerts.ts', reason: 'the evaluator records what it alerted in one place' },
  alert_account_levels: { owner: 'alerts/recordAlerts.ts', reason: 'the evaluator records what it alerted in one place' },
  alert_deliveries: { owner: 'alerts/alertDeliveries.ts', reason: 'the delivery log is written by one repository' },

  alert_evaluation_marks: { owner: 'alerts/evaluationMarks.ts', reason: 'the evaluation mark moves in one place' },
}
