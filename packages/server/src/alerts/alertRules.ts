/**
 * The `alert_rules` table: a workspace's rules (trigger, pattern, filters, destinations, quiet
 * window, digest rate). Checks every rule before it is stored; reads the enabled rules of a
 * workspace for the evaluator.
 */
import { checkNewName } from '../admin/uniqueName.js'
import { getWorkspace } from '../admin/workspaces.js'
import { DevtrailError } from '../errors.js'
import { newId } from '../ids.js'
import type { AlertRuleTable } from '../store/schema.js'
import type { Store, Db } from '../store/store.js'
import type { AlertFilters, AlertRule } from './alertRule.js'
import { type AlertTrigger, isAlertTrigger, PATTERN_TRIGGERS, ALERT_TRIGGERS } from './alertTriggers.js'
import { restartEvaluationMark } from './evaluationMarks.js'
import { deleteRuleRecords } from './recordAlerts.js'

/** Activity sources a rule can be limited to. */
export const ALERT_SOURCES = ['WEBSITE', 'DOCS', 'PRODUCT', 'GITHUB'] as const

/** Customer fits a rule can be limited to. */
export const ALERT_FITS = ['STRONG', 'MODERATE', 'WEAK'] as const

/** The default quiet window: one alert per account per rule per day. */
export const DEFAULT_QUIET_WINDOW_MS = 24 * 60 * 60 * 1000

export type { AlertFilters, AlertRule } from './alertRule.js'

/** What a rule is made of (creation and update). */
export interface AlertRuleInput {
  name?: string
  trigger?: string
  pattern?: string | null
  filters?: AlertFilters
  destinationIds?: string[]
  quietWindowMs?: number
  digestAbove?: number | null
  enabled?: boolean
}

function ruleOf(row: AlertRuleTable): AlertRule {
  return {
    id: row.id,
    workspace_id: row.workspace_id,
    name: row.name,
    trigger: row.trigger as AlertTrigger,
    pattern: row.pattern,
    filters: JSON.parse(row.filters) as AlertFilters,
    destination_ids: JSON.parse(row.destination_ids) as string[],
    quiet_window_ms: Number(row.quiet_window_ms),
    digest_above: row.digest_above === null ? null : Number(row.digest_above),
    enabled: Number(row.enabled) === 1,
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
  }
}

function checkedList(name: string, values: string[] | undefined, allowed: readonly string[]): string[] | undefined {
  if (values === undefined) return undefined
  const upper = [...new Set(values.map((value) => value.trim().toUpperCase()).filter(Boolean))]
  const wrong = upper.filter((value) => !allowed.includes(value))
  if (wrong.length) throw new DevtrailError('params_invalid', `${name}: ${wrong.join(', ')} is not one of ${allowed.join(', ')}`)
  return upper.length ? upper : undefined
}

/** The filters as stored: known keys only, lists upper-cased, segment and audience checked to be the workspace's. */
async function checkedFilters(db: Db, workspaceId: string, filters: AlertFilters): Promise<AlertFilters> {
  const checked: AlertFilters = {}
  if (filters.segmentId) {
    const segment = await db
      .selectFrom('segments')
      .select(['id', 'type'])
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', filters.segmentId)
      .executeTakeFirst()
    if (!segment) throw new DevtrailError('params_invalid', `segment ${filters.segmentId}: no such segment in this workspace`)
    if (segment.type === 'BUYER') throw new DevtrailError('params_invalid', 'segment: an alert filter takes an ACCOUNT or DEVELOPER segment')
    checked.segmentId = segment.id
  }
  if (filters.audienceId) {
    const audience = await db
      .selectFrom('audiences')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', filters.audienceId)
      .executeTakeFirst()
    if (!audience) throw new DevtrailError('params_invalid', `audience ${filters.audienceId}: no such audience in this workspace`)
    checked.audienceId = audience.id
  }
  const sources = checkedList('sources', filters.sources, ALERT_SOURCES)
  if (sources) checked.sources = sources
  const fits = checkedList('customer fits', filters.customerFits, ALERT_FITS)
  if (fits) checked.customerFits = fits
  if (filters.countries !== undefined) {
    const countries = [...new Set(filters.countries.map((country) => country.trim().toUpperCase()).filter(Boolean))]
    const wrong = countries.filter((country) => !/^[A-Z]{2}$/.test(country))
    if (wrong.length) throw new DevtrailError('params_invalid', `countries: ${wrong.join(', ')} is not a two-letter ISO code`)
    if (countries.length) checked.countries = countries
  }
  return checked
}

async function checkedDestinations(db: Db, workspaceId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) throw new DevtrailError('params_invalid', 'destinations: a rule needs at least one destination')
  const found = await db.selectFrom('alert_destinations').select('id').where('workspace_id', '=', workspaceId).where('id', 'in', unique).execute()
  const missing = unique.filter((id) => !found.some((row) => row.id === id))
  if (missing.length) throw new DevtrailError('params_invalid', `destinations: ${missing.join(', ')} is not a destination of this workspace`)
  return unique
}

function checkedTrigger(trigger: string, pattern: string | null | undefined): { trigger: AlertTrigger; pattern: string | null } {
  const name = trigger.trim().toLowerCase()
  if (!isAlertTrigger(name)) throw new DevtrailError('params_invalid', `trigger: "${trigger}" is not one of ${ALERT_TRIGGERS.join(', ')}`)
  const needsPattern = PATTERN_TRIGGERS.includes(name)
  const text = pattern?.trim() ?? ''
  if (needsPattern && (!text || text.length > 500))
    throw new DevtrailError('params_invalid', `pattern: the ${name} trigger needs a pattern of 1 to 500 characters`)
  if (!needsPattern && text) throw new DevtrailError('params_invalid', `pattern: the ${name} trigger takes no pattern`)
  return { trigger: name, pattern: needsPattern ? text : null }
}

function checkedNumbers(input: AlertRuleInput): void {
  if (input.quietWindowMs !== undefined && (!Number.isInteger(input.quietWindowMs) || input.quietWindowMs < 0)) {
    throw new DevtrailError('params_invalid', 'quiet window: must be 0 or a positive duration')
  }
  if (input.digestAbove !== undefined && input.digestAbove !== null && (!Number.isInteger(input.digestAbove) || input.digestAbove < 1)) {
    throw new DevtrailError('params_invalid', 'digest above: must be a positive number of alerts per hour')
  }
}

/** Creates a rule (enabled). */
export async function createAlertRule(store: Store, workspaceId: string, input: AlertRuleInput): Promise<AlertRule> {
  await getWorkspace(store, workspaceId)
  const name = await checkNewName(store, 'alert_rules', 'rule', workspaceId, input.name ?? '', '')
  const { trigger, pattern } = checkedTrigger(input.trigger ?? '', input.pattern)
  checkedNumbers(input)
  const now = Date.now()
  const row: AlertRuleTable = {
    id: newId(),
    workspace_id: workspaceId,
    name,
    trigger,
    pattern,
    filters: JSON.stringify(await checkedFilters(store.db, workspaceId, input.filters ?? {})),
    destination_ids: JSON.stringify(await checkedDestinations(store.db, workspaceId, input.destinationIds ?? [])),
    quiet_window_ms: input.quietWindowMs ?? DEFAULT_QUIET_WINDOW_MS,
    digest_above: input.digestAbove ?? null,
    enabled: input.enabled === false ? 0 : 1,
    created_at: now,
    updated_at: now,
  }
  await store.db.transaction().execute(async (tx) => {
    if (row.enabled === 1 && !(await hasEnabledRule(tx, workspaceId))) await restartEvaluationMark(tx, store.dialect, workspaceId, now)
    await tx.insertInto('alert_rules').values(row).execute()
  })
  return ruleOf(row)
}

/** One rule of the workspace (not_found otherwise). */
export async function getAlertRule(db: Db, workspaceId: string | null, id: string): Promise<AlertRule> {
  let query = db.selectFrom('alert_rules').selectAll().where('id', '=', id)
  if (workspaceId !== null) query = query.where('workspace_id', '=', workspaceId)
  const row = await query.executeTakeFirst()
  if (!row) throw new DevtrailError('not_found', `alert rule ${id} not found`)
  return ruleOf(row)
}

/** The workspace's rules, by name. */
export async function listAlertRules(db: Db, workspaceId: string): Promise<AlertRule[]> {
  const rows = await db.selectFrom('alert_rules').selectAll().where('workspace_id', '=', workspaceId).orderBy('name').execute()
  return rows.map(ruleOf)
}

/** Whether the workspace has an enabled rule (its first one restarts the evaluation mark from now). */
async function hasEnabledRule(db: Db, workspaceId: string): Promise<boolean> {
  const row = await db.selectFrom('alert_rules').select('id').where('workspace_id', '=', workspaceId).where('enabled', '=', 1).limit(1).executeTakeFirst()
  return row !== undefined
}

/** The workspace's enabled rules (what the evaluator applies). */
export async function enabledAlertRules(db: Db, workspaceId: string): Promise<AlertRule[]> {
  const rows = await db.selectFrom('alert_rules').selectAll().where('workspace_id', '=', workspaceId).where('enabled', '=', 1).orderBy('id').execute()
  return rows.map(ruleOf)
}

/** Changes the given parts of a rule. */
export async function updateAlertRule(store: Store, workspaceId: string | null, id: string, input: AlertRuleInput): Promise<AlertRule> {
  const current = await getAlertRule(store.db, workspaceId, id)
  const changes: Partial<AlertRuleTable> = { updated_at: Date.now() }
  if (input.name !== undefined) changes.name = await checkNewName(store, 'alert_rules', 'rule', current.workspace_id, input.name, current.name)
  if (input.trigger !== undefined || input.pattern !== undefined) {
    const checked = checkedTrigger(input.trigger ?? current.trigger, input.pattern === undefined ? current.pattern : input.pattern)
    changes.trigger = checked.trigger
    changes.pattern = checked.pattern
  }
  checkedNumbers(input)
  if (input.filters !== undefined) changes.filters = JSON.stringify(await checkedFilters(store.db, current.workspace_id, input.filters))
  if (input.destinationIds !== undefined)
    changes.destination_ids = JSON.stringify(await checkedDestinations(store.db, current.workspace_id, input.destinationIds))
  if (input.quietWindowMs !== undefined) changes.quiet_window_ms = input.quietWindowMs
  if (input.digestAbove !== undefined) changes.digest_above = input.digestAbove
  if (input.enabled !== undefined) changes.enabled = input.enabled ? 1 : 0
  await store.db.transaction().execute(async (tx) => {
    if (changes.enabled === 1 && !(await hasEnabledRule(tx, current.workspace_id))) {
      await restartEvaluationMark(tx, store.dialect, current.workspace_id, changes.updated_at ?? Date.now())
    }
    await tx.updateTable('alert_rules').set(changes).where('id', '=', id).execute()
  })
  return getAlertRule(store.db, current.workspace_id, id)
}

/** Deletes a rule (its quiet windows and hourly counts go with it). */
export async function deleteAlertRule(store: Store, workspaceId: string | null, id: string): Promise<AlertRule> {
  const rule = await getAlertRule(store.db, workspaceId, id)
  await store.db.transaction().execute(async (tx) => {
    await deleteRuleRecords(tx, id)
    await tx.deleteFrom('alert_rules').where('id', '=', id).execute()
  })
  return rule
}

/** Takes a destination out of every rule of its workspace (before the destination is deleted). */
export async function removeDestinationFromRules(db: Db, workspaceId: string, destinationId: string): Promise<void> {
  for (const rule of await listAlertRules(db, workspaceId)) {
    if (!rule.destination_ids.includes(destinationId)) continue
    const rest = rule.destination_ids.filter((id) => id !== destinationId)
    await db
      .updateTable('alert_rules')
      .set({ destination_ids: JSON.stringify(rest), ...(rest.length === 0 ? { enabled: 0 } : {}), updated_at: Date.now() })
      .where('id', '=', rule.id)
      .execute()
  }
}
