// The text of the files in src/generated/ for an OpenAPI document; also used by the drift test.
import openapiTS, { astToString } from 'openapi-typescript'

const BANNER = '// Generated from openapi.json by `npm run generate -w @devtrail/client`: do not edit.\n'
const METHODS = ['get', 'put', 'post', 'delete', 'patch']
/** Client properties that are not operations. */
const RESERVED = ['pages', 'all', 'fetchClient']

/** How a success answer is read: `json` (also for an empty one), or `text` (CSV and other text). */
function answerKind(operation) {
  const types = Object.entries(operation.responses ?? {})
    .filter(([status]) => status.startsWith('2'))
    .flatMap(([, response]) => Object.keys(response.content ?? {}))
  return types.length === 0 || types.includes('application/json') ? 'json' : 'text'
}

/** operationId -> { method, path, path/query/header parameter names, whether it takes a body }, in document order. */
export function operationTable(document) {
  const table = {}
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method]
      if (!operation) continue
      const id = operation.operationId
      if (!id) throw new Error(`${method.toUpperCase()} ${path} has no operationId`)
      if (table[id]) throw new Error(`operationId ${id} is used twice`)
      const names = (where) => (operation.parameters ?? []).filter((parameter) => parameter.in === where).map((parameter) => parameter.name)
      const entry = {
        method,
        path,
        pathParams: names('path'),
        queryParams: names('query'),
        headerParams: names('header'),
        body: Boolean(operation.requestBody),
        answer: answerKind(operation),
      }
      const all = [...entry.pathParams, ...entry.queryParams, ...entry.headerParams]
      // one flat input object per call: a name may appear once, and `body` is the request body
      if (new Set(all).size !== all.length || all.includes('body')) throw new Error(`${id}: parameter names collide (${all.join(', ')})`)
      if (RESERVED.includes(id)) throw new Error(`operationId ${id} is taken by the client itself (${RESERVED.join(', ')})`)
      table[id] = entry
    }
  }
  return table
}

/** `document` with its webhooks' operation ids left out: a webhook is sent by the server, never a client method. */
function withoutWebhookOperationIds(document) {
  if (!document.webhooks) return document
  const webhooks = Object.fromEntries(
    Object.entries(document.webhooks).map(([name, item]) => [
      name,
      Object.fromEntries(Object.entries(item).map(([method, { operationId: _id, ...operation }]) => [method, operation])),
    ]),
  )
  return { ...document, webhooks }
}

/**
 * The operation table as the client ships it: what the defaults say is left out (path parameters
 * come from the path's `{name}`s, empty lists, no body, a JSON answer), since every operation
 * added costs bytes in every bundle that imports the client.
 */
export function shippedOperationTable(document) {
  return Object.fromEntries(
    Object.entries(operationTable(document)).map(([id, entry]) => [
      id,
      {
        method: entry.method,
        path: entry.path,
        ...(entry.queryParams.length ? { query: entry.queryParams } : {}),
        ...(entry.headerParams.length ? { header: entry.headerParams } : {}),
        ...(entry.body ? { body: true } : {}),
        ...(entry.answer === 'text' ? { text: true } : {}),
      },
    ]),
  )
}

/** { 'openapi.ts': ..., 'operations.ts': ... } for `document`. */
export async function generatedSources(document) {
  const types = astToString(await openapiTS(withoutWebhookOperationIds(document), { alphabetize: false, silent: true }))
  const operations = `/** Every operation of the Devtrail data service: what each client method sends (path parameters are the path's {names}). */
export const OPERATIONS: Record<string, { method: string; path: string; query?: readonly string[]; header?: readonly string[]; body?: true; text?: true }> = ${JSON.stringify(shippedOperationTable(document), null, 2)}
`
  return { 'openapi.ts': `${BANNER}${types}`, 'operations.ts': `${BANNER}${operations}` }
}
