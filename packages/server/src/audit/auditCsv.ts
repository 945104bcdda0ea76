/** The audit log as CSV lines, escaped as every Devtrail export is (`stats/csv.ts`: quoting, no formulas). */
import { csvLine } from '../stats/csv.js'
import type { AuditEvent } from './auditLog.js'

/** The columns of an audit CSV, in order. */
export const AUDIT_CSV_COLUMNS = [
  'at',
  'actor_label',
  'actor_user_id',
  'actor_api_key_id',
  'action',
  'target_type',
  'target_id',
  'address',
  'before',
  'after',
] as const

/** An event as its CSV record: the time as ISO 8601 UTC, before/after as JSON. */
export function auditCsvRecord(event: AuditEvent): Record<(typeof AUDIT_CSV_COLUMNS)[number], unknown> {
  return {
    at: new Date(event.at).toISOString(),
    actor_label: event.actor_label,
    actor_user_id: event.actor_user_id,
    actor_api_key_id: event.actor_api_key_id,
    action: event.action,
    target_type: event.target_type,
    target_id: event.target_id,
    address: event.address,
    before: event.before,
    after: event.after,
  }
}

/** The header line and one line per event. */
export function auditCsvLines(events: readonly AuditEvent[]): string[] {
  return [csvLine(AUDIT_CSV_COLUMNS), ...events.map((event) => csvLine(AUDIT_CSV_COLUMNS.map((column) => auditCsvRecord(event)[column])))]
}
