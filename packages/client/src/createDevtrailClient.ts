/** `createDevtrailClient()`: the typed client of the Devtrail data service. */
import createClient, { type Client } from 'openapi-fetch'
import { DevtrailApiError, type DevtrailErrorType } from './DevtrailApiError.js'
import type { paths } from './generated/openapi.js'
import { OPERATIONS } from './generated/operations.js'
import { nextPage } from './lib/nextPage.js'
import { retryAfterMs } from './lib/retryAfter.js'
import { retryingFetch } from './lib/retryingFetch.js'
import type { CallOptions, OperationId, OperationMethods, PageIterators, RowIterators } from './operationTypes.js'

/** How the client reaches the data service. */
export interface DevtrailClientOptions {
  /** The server's address, e.g. `https://devtrail.example.com` (the document's `base_url`). */
  baseUrl: string
  /** The workspace API key (`dtk_...`), sent as `x-api-key`. Keep it on the server side. */
  apiKey: string
  /** The e-mail sent as the `user` header of list calls, unless a call names its own `user`. */
  user?: string
  /** The fetch to send requests with (default: the global `fetch` at call time). */
  fetch?: (request: Request) => Promise<Response>
  /** Retries of an answer 429 or 503 with `Retry-After`, after waiting that long (default 3; 0 turns retrying off). */
  maxRetries?: number
  /** The longest `Retry-After` waited for (default 60000 ms); a longer one is thrown at once as a DevtrailApiError. */
  maxRetryDelayMs?: number
}

/** The client: one method per operation, `pages`/`all` iterators for paged ones, and the underlying openapi-fetch client. */
export type DevtrailClient = OperationMethods & {
  /** Every answer of a paged operation, page after page: `for await (const page of client.pages.listSegments())`. */
  pages: PageIterators
  /** Every row of a paged operation: `for await (const account of client.all.listSegmentAccounts({ segment_id }))`. */
  all: RowIterators
  /** The openapi-fetch client underneath (path-based calls, middleware), with the key and retries set. */
  fetchClient: Client<paths>
}

type Input = Record<string, unknown> & { body?: unknown }
type Operation = (typeof OPERATIONS)[string]

/** The path parameters of an operation: the `{name}`s of its path. */
const pathParamsOf = (operation: Operation) => [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!)

/** The values of `input` named in `names`, leaving out undefined ones. */
function pick(input: Input, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(names.filter((name) => input[name] !== undefined).map((name) => [name, input[name]]))
}

/** Refuses input the operation does not take (a typo would otherwise be dropped silently). */
function checkInput(id: string, operation: Operation, pathParams: string[], input: Input): void {
  const known = new Set<string>([...pathParams, ...(operation.query ?? []), ...(operation.header ?? []), ...(operation.body ? ['body'] : [])])
  const unknown = Object.keys(input).filter((name) => !known.has(name))
  if (unknown.length > 0) throw new TypeError(`${id}: unknown input ${unknown.join(', ')} (takes ${[...known].join(', ') || 'nothing'})`)
  const missing = pathParams.filter((name) => input[name] === undefined || input[name] === '')
  if (missing.length > 0) throw new TypeError(`${id}: ${missing.join(', ')} is required`)
}

/** The DevtrailApiError of a failed answer. */
function apiError(response: Response, body: unknown): DevtrailApiError {
  const error = (body as { error?: { type?: unknown; message?: unknown } } | undefined)?.error
  const devtrailShaped = typeof error?.type === 'string' && typeof error.message === 'string'
  const retryAfter = retryAfterMs(response.headers.get('retry-after'))
  return new DevtrailApiError({
    status: response.status,
    type: devtrailShaped ? (error.type as DevtrailErrorType) : 'unexpected_response',
    message: devtrailShaped ? (error.message as string) : `HTTP ${response.status} ${response.statusText}`.trim(),
    request_id: response.headers.get('x-request-id'),
    retryAfterSeconds: retryAfter === null ? null : Math.ceil(retryAfter / 1000),
  })
}

/**
 * Creates a client of the Devtrail data service. Every method sends `x-api-key`, resolves to the
 * answer's body, and throws a DevtrailApiError (`type`, `message`, `request_id`) for an error
 * answer; 429 and 503 are retried after their `Retry-After`. Uses `fetch` only: Node 20+,
 * browsers, Deno, Bun and edge runtimes.
 */
/* @__NO_SIDE_EFFECTS__ */
export function createDevtrailClient(options: DevtrailClientOptions): DevtrailClient {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request))
  const fetchClient = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    fetch: retryingFetch(send, { maxRetries: options.maxRetries ?? 3, maxRetryDelayMs: options.maxRetryDelayMs ?? 60_000 }),
    headers: { 'x-api-key': options.apiKey, ...(options.user ? { user: options.user } : {}) },
  })
  // the operations are known at build time only as a table, so the call is typed at the method level
  const request = fetchClient.request as unknown as (
    method: string,
    path: string,
    init: object,
  ) => Promise<{ data?: unknown; error?: unknown; response: Response }>

  const call = async (id: OperationId, input: Input = {}, callOptions: CallOptions = {}): Promise<unknown> => {
    const operation = OPERATIONS[id]!
    const pathParams = pathParamsOf(operation)
    checkInput(id, operation, pathParams, input)
    const { data, error, response } = await request(operation.method, operation.path, {
      params: { path: pick(input, pathParams), query: pick(input, operation.query ?? []), header: pick(input, operation.header ?? []) },
      ...(operation.body ? { body: input.body } : {}),
      parseAs: operation.text ? 'text' : 'json',
      ...(callOptions.signal ? { signal: callOptions.signal } : {}),
    })
    if (!response.ok) throw apiError(response, error)
    return data
  }

  async function* pagesOf(id: OperationId, input: Input = {}, callOptions?: CallOptions): AsyncIterableIterator<unknown> {
    let page: number | null = typeof input.page === 'number' ? input.page : 1
    while (page !== null) {
      const answer = await call(id, { ...input, page }, callOptions)
      yield answer
      page = nextPage(answer, page)
    }
  }

  async function* rowsOf(id: OperationId, input?: Input, callOptions?: CallOptions): AsyncIterableIterator<unknown> {
    for await (const answer of pagesOf(id, input, callOptions)) yield* (answer as { data: unknown[] }).data
  }

  const methods: Record<string, unknown> = {}
  const pages: Record<string, unknown> = {}
  const all: Record<string, unknown> = {}
  for (const id of Object.keys(OPERATIONS) as OperationId[]) {
    methods[id] = (input?: Input, callOptions?: CallOptions) => call(id, input, callOptions)
    if (!OPERATIONS[id]!.query?.includes('page')) continue
    pages[id] = (input?: Input, callOptions?: CallOptions) => pagesOf(id, input, callOptions)
    all[id] = (input?: Input, callOptions?: CallOptions) => rowsOf(id, input, callOptions)
  }
  return { ...methods, pages, all, fetchClient } as unknown as DevtrailClient
}
