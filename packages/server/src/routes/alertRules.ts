/** Alert rules in the data service: `GET|POST /alerts/rules`, `GET|PATCH|DELETE /alerts/rules/{rule_id}` (changes need the admin scope and are audited). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { createRuleAs, deleteRuleAs, updateRuleAs } from '../alerts/alertChanges.js'
import { type AlertRuleInput, getAlertRule, listAlertRules } from '../alerts/alertRules.js'
import { principalOf } from '../auth/principal.js'
import { callerOfRequest } from '../settings/settingsCaller.js'
import { AlertRuleChanges, AlertRuleRecord, NewAlertRule } from '../dataService/alertSchemas.js'
import { errorResponses, RequestId } from '../dataService/schemas.js'

const RuleParams = Type.Object({ rule_id: Type.String() })
const OneRule = Type.Object({ data: AlertRuleRecord, request_id: RequestId }, { title: 'AlertRuleAnswer' })

/** The body's fields as a rule input. */
function inputOf(
  body: Partial<{
    name: string
    trigger: string
    pattern: string | null
    filters: AlertRuleInput['filters']
    destination_ids: string[]
    quiet_window_ms: number
    digest_above: number | null
    enabled: boolean
  }>,
): AlertRuleInput {
  const input: AlertRuleInput = {}
  if (body.name !== undefined) input.name = body.name
  if (body.trigger !== undefined) input.trigger = body.trigger
  if (body.pattern !== undefined) input.pattern = body.pattern
  if (body.filters !== undefined) input.filters = body.filters
  if (body.destination_ids !== undefined) input.destinationIds = body.destination_ids
  if (body.quiet_window_ms !== undefined) input.quietWindowMs = body.quiet_window_ms
  if (body.digest_above !== undefined) input.digestAbove = body.digest_above
  if (body.enabled !== undefined) input.enabled = body.enabled
  return input
}

/** Routes of alert rules. */
export const alertRuleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store } = app
  const tags = ['alerts']

  app.get(
    '/alerts/rules',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'listAlertRules',
        summary: "List the workspace's alert rules",
        tags,
        response: {
          200: Type.Object({ data: Type.Array(AlertRuleRecord), request_id: RequestId }, { title: 'AlertRuleList' }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ data: await listAlertRules(store.db, principalOf(request).workspaceId), request_id: request.id }),
  )

  app.post(
    '/alerts/rules',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'createAlertRule',
        summary: 'Create an alert rule',
        description:
          'A trigger, optional filters, one or more destinations, a quiet window (default 24 h: at most one alert per account) and an optional hourly digest rate. Rules are evaluated after events are stored, never while.',
        tags,
        body: NewAlertRule,
        response: { 200: OneRule, ...errorResponses },
      },
    },
    async (request) => {
      const rule = await createRuleAs(store, callerOfRequest(request), inputOf(request.body))
      app.alerts.rulesChanged()
      return { data: rule, request_id: request.id }
    },
  )

  app.get(
    '/alerts/rules/:rule_id',
    {
      config: { scope: 'read' },
      schema: { operationId: 'getAlertRule', summary: 'One alert rule', tags, params: RuleParams, response: { 200: OneRule, ...errorResponses } },
    },
    async (request) => ({ data: await getAlertRule(store.db, principalOf(request).workspaceId, request.params.rule_id), request_id: request.id }),
  )

  app.patch(
    '/alerts/rules/:rule_id',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'updateAlertRule',
        summary: 'Change an alert rule',
        tags,
        params: RuleParams,
        body: AlertRuleChanges,
        response: { 200: OneRule, ...errorResponses },
      },
    },
    async (request) => {
      const rule = await updateRuleAs(store, callerOfRequest(request), request.params.rule_id, inputOf(request.body))
      app.alerts.rulesChanged()
      return { data: rule, request_id: request.id }
    },
  )

  app.delete(
    '/alerts/rules/:rule_id',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'deleteAlertRule',
        summary: 'Delete an alert rule',
        tags,
        params: RuleParams,
        response: { 200: OneRule, ...errorResponses },
      },
    },
    async (request) => {
      const rule = await deleteRuleAs(store, callerOfRequest(request), request.params.rule_id)
      app.alerts.rulesChanged()
      return { data: rule, request_id: request.id }
    },
  )
}
