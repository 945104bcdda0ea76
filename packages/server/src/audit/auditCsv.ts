/**
 * The audit log as CSV lines, with the columns and values of `GET /audit` (so `devtrail audit
 * --format csv` matches `GET /export/audit.csv`), escaped as every Devtrail export is
 * (`stats/csv.ts`: quoting, no formulas).
 */
import { csvLine } from '../stats/csv.js'
import type { AuditEvent } from './auditLog.js'

/** The columns of the audit log, in the order `GET /audit` answers them. */
export const AUDIT_COLUMNS = [
  'id',
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

/** An event with its fields in column order, as `GET /audit` answers it. */
export function auditRecord(event: AuditEvent): Record<(typeof AUDIT_COLUMNS)[number], unknown> {
  return Object.fromEntries(AUDIT_COLUMNS.map((column) => [column, event[column]])) as Record<(typeof AUDIT_COLUMNS)[number], unknown>
}

/** The header line and one line per event. */
export function auditCsvLines(events: readonly AuditEvent[]): string[] {
  return [csvLine(AUDIT_COLUMNS), ...events.map((event) => csvLine(AUDIT_COLUMNS.map((column) => event[column])))]
}
