/**
 * The data service's OpenAPI 3.1 document: what @fastify/swagger builds from the routes' TypeBox
 * schemas, finished with named component schemas, the server address and the response headers
 * every answer carries. `packages/client` generates its types from this document.
 */
import type { FastifyDynamicSwaggerOptions, SwaggerTransformObject } from '@fastify/swagger'
import { AudienceFilter } from '../audiences/audienceFilter.js'
import { AccountSegmentFilter, BuyerSegmentFilter, DeveloperSegmentFilter } from '../segments/segmentFilter.js'
import { alertEventSchemas, alertWebhooks } from './alertWebhooks.js'
import { nameSchemas } from './namedSchemas.js'
import { PAGE_SIZE } from './schemas.js'

/** The version of the data-service API the document describes. */
export const API_VERSION = '0.2.0'

const DESCRIPTION = `Key-authenticated read access to segments, accounts, developers, buyers, activities and audiences, and lists you fill.

- Every request carries \`x-api-key\`; list calls also carry \`user\` (an e-mail). A key has a scope: \`read\` (reads and exports), \`write\` (also list rows, tags, unmerges and deletions of people) or \`admin\` (also the workspace settings and the audit log); each operation says which it needs, and a weaker key is answered 403 \`forbidden\`.
- Paged answers are \`{data, total_pages, next_page, request_id}\`: \`page\` starts at 1 (default 1), ${PAGE_SIZE} rows per page, \`next_page\` is null on the last page, a page past the end has an empty \`data\`.
- \`*_date\` fields are \`YYYY-MM-DD HH:MM:SS\` UTC; \`first_activity\`/\`latest_activity\`/\`action_time\` are epoch milliseconds; audience times are ISO 8601 UTC with milliseconds.
- A value Devtrail does not know is \`null\`, never '' or 0: a developer or account never active has null first/latest activity and dates, an audience never refreshed has a null \`last_synced_at\`, a member never synced to a CRM has null \`isCrmSynced\` and \`crmLastSyncedTime\`, an unknown country, title or e-mail is null.
- Every error is \`{error:{message, type}}\`. Every answer carries \`request_id\` and the \`x-request-id\` header.
- Segment members are computed from the segment's saved filter (components AccountSegmentFilter, DeveloperSegmentFilter, BuyerSegmentFilter), latest activity first, never-active last, then id.
- Rate limit per key: 429 rate_limited with \`Retry-After\` and \`X-RateLimit-Limit\`/\`-Remaining\`/\`-Reset\`.`

/** Headers of every answer, by component name. */
const HEADERS = {
  RequestId: {
    description: 'The id of this request: the `request_id` of the body, and what to quote when reporting a problem.',
    required: true,
    schema: { type: 'string' },
  },
  RetryAfter: {
    description: 'Seconds to wait before sending the request again.',
    required: true,
    schema: { type: 'integer', minimum: 0 },
  },
  RateLimitLimit: { description: 'Requests this key may make per window.', schema: { type: 'integer', minimum: 0 } },
  RateLimitRemaining: { description: 'Requests left in the current window.', schema: { type: 'integer', minimum: 0 } },
  RateLimitReset: { description: 'Seconds until the window resets.', schema: { type: 'integer', minimum: 0 } },
}

const header = (name: keyof typeof HEADERS) => ({ $ref: `#/components/headers/${name}` })

/** The headers an answer with `status` carries. */
function headersOf(status: string): Record<string, { $ref: string }> {
  const headers: Record<string, { $ref: string }> = { 'x-request-id': header('RequestId') }
  if (status === '429' || status === '503') headers['retry-after'] = header('RetryAfter')
  if (status.startsWith('2') || status === '429') {
    headers['x-ratelimit-limit'] = header('RateLimitLimit')
    headers['x-ratelimit-remaining'] = header('RateLimitRemaining')
    headers['x-ratelimit-reset'] = header('RateLimitReset')
  }
  return headers
}

type Schema = { description?: string; title?: string; $ref?: string }
type Response = { description?: string; headers?: Record<string, unknown>; content?: Record<string, { schema?: Schema }> }
type Operation = { operationId?: string; parameters?: { in: string; name: string }[]; responses?: Record<string, Response> }

/** The name a Fastify wildcard (`/export/*`, parameter `*`) gets in the document: a template needs a name. */
const WILDCARD_PARAMETER = 'path'

/** `/export/{*}` -> `/export/{path}`, with its parameter renamed to match. */
function nameWildcards(paths: Record<string, Record<string, Operation>>): Record<string, Record<string, Operation>> {
  return Object.fromEntries(
    Object.entries(paths).map(([path, methods]) => {
      if (!path.includes('{*}')) return [path, methods]
      for (const operation of Object.values(methods)) {
        for (const parameter of operation.parameters ?? []) if (parameter.in === 'path' && parameter.name === '*') parameter.name = WILDCARD_PARAMETER
      }
      return [path.replace('{*}', `{${WILDCARD_PARAMETER}}`), methods]
    }),
  )
}

const JSON_TYPE = 'application/json'

/** `listSegments` -> `ListSegmentsResponse`: the name of a success body that has none. */
const responseName = (operationId: string) => `${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}Response`

/** Readies one response for naming: its headers, JSON errors, one description, a title for an unnamed JSON success body. */
function finishResponse(operation: Operation, status: string, response: Response): void {
  response.headers = { ...headersOf(status), ...response.headers }
  const content = response.content ?? {}
  // errors are answered as JSON whatever the route produces (a CSV export's 404 too)
  if (Number(status) >= 400 && !content[JSON_TYPE]) {
    const schema = Object.values(content)[0]?.schema
    response.content = schema ? { [JSON_TYPE]: { schema } } : content
  }
  for (const [type, media] of Object.entries(response.content ?? {})) {
    const schema = media.schema
    if (!schema) continue
    // @fastify/swagger copies a response's description into its body schema: said once is enough
    if (schema.description === response.description) delete schema.description
    if (type === JSON_TYPE && status.startsWith('2') && !schema.title && !schema.$ref && operation.operationId)
      schema.title = responseName(operation.operationId)
  }
}

/** Names schemas, adds the server and documents the headers of every response. */
function finishDocument({ openapiObject }: { openapiObject: object }): object {
  const document = openapiObject as {
    paths?: Record<string, Record<string, Operation>>
    components?: Record<string, unknown>
    webhooks?: Record<string, unknown>
  }
  document.paths = nameWildcards(document.paths ?? {})
  for (const methods of Object.values(document.paths)) {
    for (const operation of Object.values(methods)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) finishResponse(operation, status, response)
    }
  }
  nameSchemas(document)
  document.components = { ...document.components, headers: HEADERS }
  // what webhook destinations receive (alerts), signed per Standard Webhooks
  document.webhooks = alertWebhooks()
  return document
}

/** The @fastify/swagger options of the data service. */
export function openapiOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Devtrail data service',
        version: API_VERSION,
        description: DESCRIPTION,
        license: { name: 'MIT', identifier: 'MIT' },
      },
      servers: [
        {
          url: '{base_url}',
          description: 'Your Devtrail server',
          variables: { base_url: { default: 'http://localhost:8787', description: 'Where the Devtrail server answers (scheme, host and port).' } },
        },
      ],
      components: {
        securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'The workspace API key (dtk_...).' } },
        // the saved filters behind segment and audience membership (created with the CLI; docs/segments.md)
        schemas: { AccountSegmentFilter, DeveloperSegmentFilter, BuyerSegmentFilter, AudienceFilter, ...alertEventSchemas },
      },
      security: [{ apiKey: [] }],
      tags: [
        { name: 'segments', description: 'Saved filters and their current members' },
        { name: 'accounts', description: 'Companies' },
        { name: 'developers', description: 'People' },
        { name: 'lists', description: 'Lists you create and fill' },
        { name: 'audiences', description: 'Buyer audiences built from segments' },
        { name: 'stats', description: 'Dashboard statistics, read from daily rollups' },
        { name: 'export', description: 'CSV export of every table' },
        { name: 'settings', description: 'Workspace settings and the audit log (admin scope)' },
        { name: 'alerts', description: 'Alert rules, destinations and their delivery log; the webhook events are under `webhooks`' },
      ],
    },
    transformObject: finishDocument as unknown as SwaggerTransformObject,
    // schemas shared with app.addSchema are components named by their $id (not def-0, def-1, ...)
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, index) => (typeof json.$id === 'string' ? json.$id : `def-${index}`) },
  }
}
