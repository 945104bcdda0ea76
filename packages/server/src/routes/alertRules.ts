/** Alert rules in the data service: `GET|POST /alerts/rules`, `GET|PATCH|DELETE /alerts/rules/{rule_id}` (changes need the admin scope). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { type AlertRuleInput, createAlertRule, deleteAlertRule, getAlertRule, listAlertRules, updateAlertRule } from '../alerts/alertRules.js'
import { alertCaller } from '../dataService/alertCaller.js'
import { AlertRuleChanges, AlertRuleRecord, NewAlertRule } from '../dataService/alertSchemas.js'
import { errorResponses, RequestId } from '../dataService/schemas.js'

const forbidden = { 403: { ...errorResponses[400], description: 'forbidden: the key or role lacks the scope this needs' } }
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
      schema: {
        operationId: 'listAlertRules',
        summary: "List the workspace's alert rules",
        tags,
        response: {
          200: Type.Object({ data: Type.Array(AlertRuleRecord), request_id: RequestId }, { title: 'AlertRuleList' }),
          ...forbidden,
          ...errorResponses,
        },
      },
    },
    async (request) => ({ data: await listAlertRules(store.db, alertCaller(request, 'read').workspaceId), request_id: request.id }),
  )

  app.post(
    '/alerts/rules',
    {
      schema: {
        operationId: 'createAlertRule',
        summary: 'Create an alert rule',
        description:
          'A trigger, optional filters, one or more destinations, a quiet window (default 24 h: at most one alert per account) and an optional hourly digest rate. Rules are evaluated after events are stored, never while.',
        tags,
        body: NewAlertRule,
        response: { 200: OneRule, ...forbidden, ...errorResponses },
      },
    },
    async (request) => {
      const rule = await createAlertRule(store, alertCaller(request, 'admin').workspaceId, inputOf(request.body))
      app.alerts.rulesChanged()
      return { data: rule, request_id: request.id }
    },
  )

  app.get(
    '/alerts/rules/:rule_id',
    {
      schema: { operationId: 'getAlertRule', summary: 'One alert rule', tags, params: RuleParams, response: { 200: OneRule, ...forbidden, ...errorResponses } },
    },
    async (request) => ({ data: await getAlertRule(store.db, alertCaller(request, 'read').workspaceId, request.params.rule_id), request_id: request.id }),
  )

  app.patch(
    '/alerts/rules/:rule_id',
    {
      schema: {
        operationId: 'updateAlertRule',
        summary: 'Change an alert rule',
        tags,
        params: RuleParams,
        body: AlertRuleChanges,
        response: { 200: OneRule, ...forbidden, ...errorResponses },
      },
    },
    async (request) => {
      const rule = await updateAlertRule(store, alertCaller(request, 'admin').workspaceId, request.params.rule_id, inputOf(request.body))
      app.alerts.rulesChanged()
      return { data: rule, request_id: request.id }
    },
  )

  app.delete(
    '/alerts/rules/:rule_id',
    {
      schema: {
        operationId: 'deleteAlertRule',
        summary: 'Delete an alert rule',
        tags,
        params: RuleParams,
        response: { 200: OneRule, ...forbidden, ...errorResponses },
      },
    },
    async (request) => {
      const rule = await deleteAlertRule(store, alertCaller(request, 'admin').workspaceId, request.params.rule_id)
      app.alerts.rulesChanged()
      return { data: rule, request_id: request.id }
    },
  )
}
