/**
 * Changes to alert rules and destinations as a caller makes them (the data service for its
 * principal, the CLI as `cli`), each recorded in the audit log, never with a secret in it.
 */
import { secretMark } from '../audit/auditLog.js'
import type { OutboundPolicy } from '../outbound/destinationPolicy.js'
import type { SecretBox } from '../secrets/secretBox.js'
import { auditChange, type SettingsCaller, workspaceOfCaller } from '../settings/settingsCaller.js'
import type { Store } from '../store/store.js'
import {
  type AlertDestination,
  type AlertDestinationInput,
  createAlertDestination,
  deleteAlertDestination,
  getAlertDestination,
  rotateDestinationSecret,
} from './alertDestinations.js'
import { type AlertRule, type AlertRuleInput, createAlertRule, deleteAlertRule, getAlertRule, updateAlertRule } from './alertRules.js'

/** Creates a rule in the caller's workspace (the CLI names it). */
export async function createRuleAs(store: Store, caller: SettingsCaller, input: AlertRuleInput, workspaceId?: string): Promise<AlertRule> {
  const rule = await createAlertRule(store, workspaceOfCaller(caller, workspaceId), input)
  await auditChange(store.db, caller, { workspaceId: rule.workspace_id, action: 'alert_rule.create', targetType: 'alert_rule', targetId: rule.id, after: rule })
  return rule
}

/** Changes a rule of the caller's workspace. */
export async function updateRuleAs(store: Store, caller: SettingsCaller, id: string, input: AlertRuleInput): Promise<AlertRule> {
  const before = await getAlertRule(store.db, caller.workspaceId, id)
  const rule = await updateAlertRule(store, caller.workspaceId, id, input)
  await auditChange(store.db, caller, {
    workspaceId: rule.workspace_id,
    action: 'alert_rule.update',
    targetType: 'alert_rule',
    targetId: id,
    before,
    after: rule,
  })
  return rule
}

/** Deletes a rule of the caller's workspace. */
export async function deleteRuleAs(store: Store, caller: SettingsCaller, id: string): Promise<AlertRule> {
  const rule = await deleteAlertRule(store, caller.workspaceId, id)
  await auditChange(store.db, caller, { workspaceId: rule.workspace_id, action: 'alert_rule.delete', targetType: 'alert_rule', targetId: id, before: rule })
  return rule
}

/** Creates a destination in the caller's workspace; a webhook's secret is answered once. */
export async function createDestinationAs(
  store: Store,
  caller: SettingsCaller,
  context: { box: SecretBox; policy: OutboundPolicy },
  input: AlertDestinationInput,
  workspaceId?: string,
): Promise<{ destination: AlertDestination; secret: string | null }> {
  const created = await createAlertDestination(store, context.box, context.policy, workspaceOfCaller(caller, workspaceId), input)
  const { destination } = created
  await auditChange(store.db, caller, {
    workspaceId: destination.workspace_id,
    action: 'alert_destination.create',
    targetType: 'alert_destination',
    targetId: destination.id,
    after: { ...destination, ...(created.secret ? { secret: secretMark('set') } : {}) },
  })
  return created
}

/** Deletes a destination of the caller's workspace (and its delivery log). */
export async function deleteDestinationAs(store: Store, caller: SettingsCaller, id: string): Promise<AlertDestination> {
  const destination = await deleteAlertDestination(store, caller.workspaceId, id)
  await auditChange(store.db, caller, {
    workspaceId: destination.workspace_id,
    action: 'alert_destination.delete',
    targetType: 'alert_destination',
    targetId: id,
    before: destination,
  })
  return destination
}

/** Rotates a webhook destination's signing secret (answered once). */
export async function rotateSecretAs(
  store: Store,
  caller: SettingsCaller,
  box: SecretBox,
  id: string,
  overlapMs: number,
): Promise<{ destination: AlertDestination; secret: string }> {
  await getAlertDestination(store.db, caller.workspaceId, id)
  const rotated = await rotateDestinationSecret(store, box, caller.workspaceId, id, overlapMs)
  await auditChange(store.db, caller, {
    workspaceId: rotated.destination.workspace_id,
    action: 'alert_destination.rotate_secret',
    targetType: 'alert_destination',
    targetId: id,
    after: { secret: secretMark('rotated'), previous_secret_expires_at: rotated.destination.previous_secret_expires_at },
  })
  return rotated
}
