import type { Migration, MigrationProvider } from 'kysely'
import * as initial from './001_initial.js'
import * as dataServiceIndexes from './003_data_service_indexes.js'
import * as developerAliases from './010_developer_aliases.js'
import * as activityIdsPerWorkspace from './011_activity_ids_per_workspace.js'
import * as accountNamedAt from './012_account_named_at.js'
import * as github from './013_github.js'
import * as networks from './014_networks.js'
import * as contactGithub from './015_contact_github.js'
import * as statsRollups from './016_stats_rollups.js'
import * as dashboardSessions from './017_dashboard_sessions.js'
import * as backfillRollups from './018_backfill_rollups.js'
import * as identityTrust from './019_identity_trust.js'
import * as identifySecrets from './020_identify_secrets.js'
import * as githubDeliveryBodies from './021_github_delivery_bodies.js'
import * as jobs from './022_jobs.js'
import * as teamAccess from './023_team_access.js'
import * as keyScopesAudit from './024_key_scopes_audit.js'
import * as alerts from './025_alerts.js'
import * as crmSync from './026_crm_sync.js'
import * as alertEvaluationMark from './027_alert_evaluation_mark.js'
import * as accountCountryIndex from './028_account_country_index.js'
import * as teamTrust from './029_team_trust.js'
import * as identityAttribution from './030_identity_attribution.js'
import * as oneSessionModel from './031_one_session_model.js'
import * as ingestDrops from './032_ingest_drops.js'

/** Numbered migrations, applied in order at start. Add `002_*.ts` here, never edit an applied one. */
export const migrations: Record<string, Migration> = {
  '001_initial': initial,
  '003_data_service_indexes': dataServiceIndexes,
  '010_developer_aliases': developerAliases,
  '011_activity_ids_per_workspace': activityIdsPerWorkspace,
  '012_account_named_at': accountNamedAt,
  '013_github': github,
  '014_networks': networks,
  '015_contact_github': contactGithub,
  '016_stats_rollups': statsRollups,
  '017_dashboard_sessions': dashboardSessions,
  '018_backfill_rollups': backfillRollups,
  '019_identity_trust': identityTrust,
  '020_identify_secrets': identifySecrets,
  '021_github_delivery_bodies': githubDeliveryBodies,
  '022_jobs': jobs,
  '023_team_access': teamAccess,
  '024_key_scopes_audit': keyScopesAudit,
  '025_alerts': alerts,
  '026_crm_sync': crmSync,
  '027_alert_evaluation_mark': alertEvaluationMark,
  '028_account_country_index': accountCountryIndex,
  '029_team_trust': teamTrust,
  '030_identity_attribution': identityAttribution,
  '031_one_session_model': oneSessionModel,
  '032_ingest_drops': ingestDrops,
}

/** Serves the migrations compiled into the server (no directory scan, works from dist and from src). */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
}
