/**
 * Fuzzes every route of the app in process (`inject`) with inputs built by fast-check: odd path
 * ids, query values, keys and user headers, and JSON bodies from nearly valid to arbitrary,
 * sent with the right, a wrong or no content type. Per route it counts 5xx answers, error
 * answers not in the `{error:{message,type}}` shape, and refused requests that wrote rows.
 */
import type { FastifyInstance, InjectOptions } from 'fastify'
import fc from 'fast-check'
import { sql } from 'kysely'
import type { Store } from '../../src/store/store.js'

/** Ids the fuzz mixes into paths so some requests reach the handlers behind the checks. */
export interface FuzzWorld {
  apiKey: string
  clientId: string
  /** The visitor `token` was issued to. */
  anonymousId: string
  token: string
  segmentId: string
  accountId: string
  developerId: string
  audienceId: string
  listId: string
}

/** One route's tally. */
export interface RouteFuzzResult {
  route: string
  inputs: number
  serverErrors: number
  badShape: number
  rowsWrittenByRefused: number
  /** The first offending input, to reproduce it. */
  example: string | null
}

const TABLES = [
  'lists',
  'list_rows',
  'activities',
  'developers',
  'developer_identities',
  'accounts',
  'visitors',
  'segments',
  'audiences',
  'assets',
  'api_keys',
  'network_accounts',
  'audit_events',
] as const

// one round trip: the sum of every table's row count
const ROW_COUNT = sql<{ n: number }>`select ${sql.raw(TABLES.map((table) => `(select count(*) from ${table})`).join(' + '))} as n`

async function rowCount(store: Store): Promise<number> {
  const { rows } = await ROW_COUNT.execute(store.db)
  return Number(rows[0]?.n)
}

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('', ' ', '\u0000', '../..', '%00', 'null', '1e400', '-1', '0x10', 'Infinity', 'ACCOUNT', 'a'.repeat(3000)),
)
const pageValue = fc.oneof(fc.nat({ max: 2_000_000 }).map(String), text)
const json = fc.oneof({ depthSize: 'small' }, fc.jsonValue(), fc.dictionary(text, fc.jsonValue()), fc.array(fc.jsonValue()))

function bodyFor(route: string, world: FuzzWorld): fc.Arbitrary<unknown> {
  const row = fc.record(
    {
      primaryKey: fc.oneof(text, fc.domain()),
      clientKey: text,
      fieldType: fc.constantFrom('String', 'Number', 'x'),
      companyData: fc.dictionary(text, fc.oneof(text, fc.jsonValue())),
    },
    { requiredKeys: [] },
  )
  const event = fc.record(
    {
      type: fc.constantFrom('PAGE_VISIT', 'COPY', 'IDENTIFY', 'WEB_VITAL', 'X'),
      id: fc.oneof(fc.uuid(), text),
      time: fc.oneof(fc.integer(), fc.double(), fc.constant(Date.now())),
      url: fc.oneof(fc.webUrl(), text),
      title: text,
      text,
      language: text,
      method: fc.constantFrom('selection', 'button', 'x'),
      username: fc.oneof(fc.emailAddress(), text),
    },
    { requiredKeys: ['type'] },
  )
  const specific: Record<string, fc.Arbitrary<unknown>> = {
    'POST /api/product/list': fc.record(
      {
        name: text,
        description: text,
        type: fc.constantFrom('ACCOUNT', 'DEVELOPER', 'x'),
        primaryKey: text,
        mapping: fc.array(fc.record({ clientKey: text, fieldType: text })),
      },
      { requiredKeys: [] },
    ),
    'PUT /api/product/list/:list_id': fc.record(
      { entities: fc.array(row, { maxLength: 20 }), type: fc.constantFrom('ACCOUNT', 'DEVELOPER', 'x') },
      { requiredKeys: [] },
    ),
    'POST /v1/events': fc.record(
      {
        client_id: fc.oneof(fc.constant(world.clientId), text),
        anonymous_id: fc.oneof(fc.constant(world.anonymousId), fc.uuid(), text),
        token: fc.oneof(fc.constant(world.token), text),
        events: fc.array(event, { maxLength: 10 }),
      },
      { requiredKeys: [] },
    ),
  }
  return fc.oneof(specific[route] ?? json, json)
}

/** Every route the fuzz drives, as `METHOD /path`. */
export const FUZZED_ROUTES = [
  'GET /segments',
  'GET /segment/:segment_id/accounts',
  'GET /segment/:segment_id/developers',
  'GET /segment/:segment_id/buyers',
  'GET /account/:account_id/activities',
  'GET /account/:account_id/developers',
  'GET /developer/:developer_id/activities',
  'POST /developer/:developer_id/unmerge',
  'GET /identity/conflicts',
  'GET /accounts',
  'GET /audiences',
  'GET /audiences/:audience_id/members',
  'POST /api/product/list',
  'GET /api/product/list',
  'PUT /api/product/list/:list_id',
  'POST /assets',
  'PATCH /segment/:segment_id',
  'POST /networks',
  'POST /keys',
  'POST /alerts/rules',
  'PATCH /alerts/rules/:rule_id',
  'POST /v1/events',
  'GET /tracker.js',
] as const

function requestFor(route: string, world: FuzzWorld): fc.Arbitrary<InjectOptions> {
  const [method, template] = route.split(' ') as [InjectOptions['method'], string]
  const ids: Record<string, string> = {
    segment_id: world.segmentId,
    account_id: world.accountId,
    developer_id: world.developerId,
    audience_id: world.audienceId,
    list_id: world.listId,
  }
  const pathArb = fc
    .tuple(
      ...template
        .split('/')
        .map((part) => (part.startsWith(':') ? fc.oneof(fc.constant(ids[part.slice(1)] ?? 'x'), text.map(encodeURIComponent)) : fc.constant(part))),
    )
    .map((parts) => parts.join('/'))
  const query = fc.dictionary(fc.constantFrom('page', 'type', 'domain', 'limit', 'x'), pageValue, { maxKeys: 3 })
  const headers = fc.record(
    {
      'x-api-key': fc.oneof(
        { weight: 4, arbitrary: fc.constant(world.apiKey) },
        { weight: 1, arbitrary: text.map((value) => value.replace(/[^\x20-\x7e]/g, '')) },
      ),
      user: fc.oneof(
        fc.constant('fuzz@acme.com'),
        fc.emailAddress(),
        text.map((value) => value.replace(/[^\x20-\x7e]/g, '')),
      ),
      origin: fc.constantFrom('https://fuzz.devtrail.test', 'null', 'https://evil.example'),
      'user-agent': fc.constant('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'),
      'content-type': fc.constantFrom('application/json', 'text/plain', 'text/plain;charset=UTF-8', 'application/xml', 'multipart/form-data'),
    },
    { requiredKeys: ['user-agent'] },
  )
  const payload = fc.oneof({ weight: 5, arbitrary: bodyFor(route, world).map((body) => JSON.stringify(body) ?? 'null') }, { weight: 1, arbitrary: text })
  return fc.record({ path: pathArb, query, headers, payload }).map(({ path, query, headers, payload }) => ({
    method,
    url: path,
    query,
    headers: headers as Record<string, string>,
    ...(method === 'GET' ? {} : { payload }),
  }))
}

/** Fuzzes each route with `runs` inputs (seeded, so a run can be replayed). */
export async function fuzzRoutes(app: FastifyInstance, store: Store, world: FuzzWorld, options: { runs: number; seed?: number }): Promise<RouteFuzzResult[]> {
  const results: RouteFuzzResult[] = []
  for (const route of FUZZED_ROUTES) {
    const inputs = fc.sample(requestFor(route, world), { numRuns: options.runs, seed: options.seed ?? 20261124 })
    const result: RouteFuzzResult = { route, inputs: inputs.length, serverErrors: 0, badShape: 0, rowsWrittenByRefused: 0, example: null }
    for (const input of inputs) {
      const before = await rowCount(store)
      const answer = await app.inject(input)
      const note = () => {
        result.example ??= `${answer.statusCode} ${answer.body.slice(0, 200)} <- ${JSON.stringify({ ...input, url: String(input.url).slice(0, 200), payload: String(input.payload ?? '').slice(0, 300) })}`
      }
      if (answer.statusCode >= 500) {
        result.serverErrors += 1
        note()
      }
      if (answer.statusCode >= 400) {
        const body = safeJson(answer.body) as { error?: { message?: unknown; type?: unknown } } | null
        if (typeof body?.error?.message !== 'string' || typeof body.error.type !== 'string') {
          result.badShape += 1
          note()
        }
        if ((await rowCount(store)) !== before) {
          result.rowsWrittenByRefused += 1
          note()
        }
      }
    }
    results.push(result)
  }
  return results
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
