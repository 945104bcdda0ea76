/**
 * A small stateful Salesforce for tests: the OAuth 2.0 client-credentials token endpoint, describe,
 * the SOQL query the sync sends (by external id or match field, IN lists), and sObject Collections
 * update and upsert by external id. Shapes from Salesforce's public REST API guide:
 * - token (https://help.salesforce.com/s/articleView?id=sf.remoteaccess_oauth_client_credentials_flow.htm):
 *   form-encoded grant_type=client_credentials, client_id, client_secret; answers access_token and
 *   instance_url; a bad client answers 400 `{error: 'invalid_client'}`.
 * - JWT bearer token (https://help.salesforce.com/s/articleView?id=sf.remoteaccess_oauth_jwt_flow.htm):
 *   see `jwtProblem`.
 * - collections (resources_composite_sobjects_collections_update.htm / _upsert.htm): PATCH with
 *   `{allOrNone, records}`, at most 200 records, each with `attributes.type`; update records carry
 *   an id, upsert records their external id field; answers one `{id, success, errors, created?}` each.
 * - field values: DateTime as ISO 8601 strings, numbers as JSON numbers, picklist values from the
 *   field's values, multi-select picklists joined with `;`, null clears; Name (Account), LastName
 *   (Contact, Lead) and Company (Lead) are required to create.
 * - errors: 401 `[{message, errorCode: 'INVALID_SESSION_ID'}]` (errorcodes.htm).
 * Bulk API 2.0 ingest jobs are in salesforceBulk.ts.
 * Violations are answered 400 and recorded in `violations`, which the tests assert empty.
 */
import { createPublicKey, randomUUID, verify } from 'node:crypto'
import { isObject, startFake, type FakeAnswer, type FakeRequest } from './fakeServer.js'
import { createBulkIngest } from './salesforceBulk.js'

interface FakeField {
  name: string
  type: string
  externalId?: boolean
  picklistValues?: { value: string; active: boolean }[]
  length?: number
}

const picklist = (...values: string[]) => values.map((value) => ({ value, active: true }))
const FACTS: FakeField[] = [
  { name: 'Devtrail_Activity_Level__c', type: 'picklist', picklistValues: picklist('HIGH', 'MEDIUM', 'LOW') },
  { name: 'Devtrail_Customer_Fit__c', type: 'picklist', picklistValues: picklist('STRONG', 'MODERATE', 'WEAK') },
  { name: 'Devtrail_First_Activity__c', type: 'datetime' },
  { name: 'Devtrail_Last_Activity__c', type: 'datetime' },
  { name: 'Devtrail_Last_Copied_Command__c', type: 'textarea', length: 32_768 },
  { name: 'Devtrail_Sources__c', type: 'multipicklist', picklistValues: picklist('Website', 'Docs', 'Product', 'GitHub') },
  { name: 'Devtrail_Url__c', type: 'url', length: 255 },
]
const PERSON: FakeField[] = [
  { name: 'Id', type: 'id' },
  { name: 'Email', type: 'email', length: 80 },
  { name: 'FirstName', type: 'string', length: 40 },
  { name: 'LastName', type: 'string', length: 80 },
  { name: 'Title', type: 'string', length: 128 },
  { name: 'LastModifiedDate', type: 'datetime' },
  { name: 'Devtrail_Email__c', type: 'email', externalId: true, length: 80 },
  ...FACTS,
]
const FIELDS: Record<string, FakeField[]> = {
  Account: [
    { name: 'Id', type: 'id' },
    { name: 'Name', type: 'string', length: 255 },
    { name: 'Website', type: 'url', length: 255 },
    { name: 'LastModifiedDate', type: 'datetime' },
    { name: 'Devtrail_Domain__c', type: 'string', externalId: true, length: 255 },
    { name: 'Devtrail_Developers__c', type: 'double' },
    ...FACTS,
  ],
  Contact: PERSON,
  Lead: [...PERSON, { name: 'Company', type: 'string', length: 255 }],
}
const REQUIRED: Record<string, string[]> = { Account: ['Name'], Contact: ['LastName'], Lead: ['LastName', 'Company'] }
const JWT_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer'
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/

/** Options: the connected app's credentials and which custom fields the org lacks. */
export interface SalesforceFakeOptions {
  clientId?: string
  clientSecret?: string
  /** Custom field names the admin has not added (describe leaves them out). */
  missingFields?: string[]
  /** The JWT bearer flow: the certificate's public key uploaded to the app, and the pre-authorized user. */
  jwt?: { publicKey: string; username: string }
}

/** Starts the fake on a free port. */
export async function startSalesforceFake(options: SalesforceFakeOptions = {}) {
  const clientId = options.clientId ?? 'devtrail-connected-app'
  const clientSecret = options.clientSecret ?? 'connected-app-secret'
  const records: Record<string, Map<string, Record<string, unknown>>> = { Account: new Map(), Contact: new Map(), Lead: new Map() }
  const state = {
    violations: [] as string[],
    writes: new Map<string, number>(),
    tokens: new Set<string>(),
    clientRevoked: false,
    failKeys: new Set<string>(),
    missingFields: new Set(options.missingFields ?? []),
    records,
    requests: 0,
    /** The public key assertions are checked with (an admin may upload another certificate). */
    jwtPublicKey: options.jwt?.publicKey ?? null,
    /** Added to the fake's clock when it checks an assertion's expiry. */
    clockOffsetMs: 0,
    jwtGrants: 0,
  }
  let url = ''
  let clock = 0
  const violation = (message: string): FakeAnswer => {
    state.violations.push(message)
    return { status: 400, body: [{ message, errorCode: 'INVALID_FIELD' }] }
  }
  const fieldsOf = (object: string) => (FIELDS[object] ?? []).filter((field) => !state.missingFields.has(field.name))

  function valueProblem(object: string, name: string, value: unknown): string | null {
    const field = fieldsOf(object).find((candidate) => candidate.name === name)
    if (!field) return `${object}.${name}: no such field`
    if (value === null) return null
    if (field.type === 'double') return typeof value === 'number' ? null : `${object}.${name}: a number field takes a JSON number`
    if (typeof value !== 'string') return `${object}.${name}: takes a string`
    if (field.type === 'datetime' && !ISO.test(value)) return `${object}.${name}: "${value}" is not an ISO 8601 date-time`
    if (field.length && value.length > field.length) return `${object}.${name}: longer than ${field.length}`
    if (field.picklistValues) {
      const allowed = new Set(field.picklistValues.map((item) => item.value))
      const bad = (field.type === 'multipicklist' ? value.split(';') : [value]).find((item) => !allowed.has(item))
      if (bad !== undefined) return `${object}.${name}: "${bad}" is not a picklist value`
    }
    return null
  }

  function save(object: string, existing: Record<string, unknown> | undefined, values: Record<string, unknown>, key: string) {
    const saved = existing ?? { Id: `001${String(records[object]!.size + 1).padStart(15, '0')}` }
    Object.assign(saved, values, { LastModifiedDate: new Date(Date.now() + clock++).toISOString() })
    records[object]!.set(saved.Id as string, saved)
    state.writes.set(key, (state.writes.get(key) ?? 0) + 1)
    return saved
  }

  /** Upserts one record by its external id, as Salesforce answers it: `{id, success, errors, created}`. */
  function upsertOne(type: string, keyField: string, key: string, values: Record<string, unknown>) {
    if (state.failKeys.has(key))
      return { success: false, errors: [{ statusCode: 'FIELD_CUSTOM_VALIDATION_EXCEPTION', message: `validation rule refused ${key}`, fields: [] }] }
    const matches = [...records[type]!.values()].filter((candidate) => candidate[keyField] === key)
    if (matches.length > 1)
      return {
        success: false,
        errors: [{ statusCode: 'DUPLICATE_EXTERNAL_ID', message: `${keyField} ${key} matches ${matches.length} records`, fields: [keyField] }],
      }
    const missing = matches.length ? [] : (REQUIRED[type] ?? []).filter((name) => values[name] === undefined || values[name] === null)
    if (missing.length)
      return {
        success: false,
        errors: [{ statusCode: 'REQUIRED_FIELD_MISSING', message: `Required fields are missing: [${missing.join(', ')}]`, fields: missing }],
      }
    const saved = save(type, matches[0], values, key)
    return { id: saved.Id as string, success: true, errors: [] as unknown[], created: matches.length === 0 }
  }

  function collections(object: string | undefined, keyField: string | undefined, body: unknown): FakeAnswer {
    if (!isObject(body) || typeof body.allOrNone !== 'boolean' || !Array.isArray(body.records)) return violation('collections take {allOrNone, records}')
    if (body.records.length === 0 || body.records.length > 200) return violation(`${body.records.length} records: 1 to 200`)
    const results: unknown[] = []
    for (const record of body.records as Record<string, unknown>[]) {
      const type = isObject(record.attributes) ? record.attributes.type : undefined
      if (typeof type !== 'string' || !FIELDS[type] || (object && type !== object)) return violation('every record needs attributes.type of the sObject')
      const { attributes: _attributes, id, Id, ...values } = record
      for (const [name, value] of Object.entries(values)) {
        const problem = valueProblem(type, name, value)
        if (problem) return violation(problem)
      }
      const keyName = type === 'Account' ? 'Devtrail_Domain__c' : 'Devtrail_Email__c'
      if (!keyField) {
        const existing = records[type]!.get(String(id ?? Id))
        if (!existing) return violation(`update of an unknown id ${String(id ?? Id)}`)
        results.push({ id: existing.Id, success: true, errors: [] })
        save(type, existing, values, String(values[keyName] ?? existing[keyName]))
        continue
      }
      const key = values[keyField]
      if (typeof key !== 'string' || !key) return violation(`every record needs its external id ${keyField}`)
      results.push(upsertOne(type, keyField, key, values))
    }
    return { status: 200, body: results }
  }

  const bulk = createBulkIngest({ violation, fieldsOf, valueProblem, upsertOne })

  function query(soql: string): FakeAnswer {
    const match = /^SELECT (.+) FROM (\w+) WHERE (\w+) IN \((.*)\) OR (\w+) IN \((.*)\)$/.exec(soql)
    if (!match) return violation(`the fake answers one query shape only: ${soql.slice(0, 120)}`)
    const [, select, object, keyField, keys, matchField, forms] = match
    const literals = (list: string) => [...list.matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((item) => item[1]!.replace(/\\(.)/g, '$1'))
    for (const name of [...select!.split(',').map((item) => item.trim()), keyField!, matchField!]) {
      if (!fieldsOf(object!).some((field) => field.name === name)) return violation(`SOQL names an unknown field ${object}.${name}`)
    }
    const wanted = new Set(literals(keys!))
    const wantedForms = new Set(literals(forms!).map((form) => form.toLowerCase()))
    const found = [...(records[object!]?.values() ?? [])].filter(
      (record) => wanted.has(String(record[keyField!])) || wantedForms.has(String(record[matchField!] ?? '').toLowerCase()),
    )
    return {
      status: 200,
      body: { totalSize: found.length, done: true, records: found.map((record) => ({ attributes: { type: object, url: `/x/${record.Id}` }, ...record })) },
    }
  }

  function tokenAnswer(): FakeAnswer {
    const token = `00D${randomUUID().replace(/-/g, '')}`
    state.tokens.add(token)
    return {
      status: 200,
      body: { access_token: token, instance_url: url, id: `${url}/id/00D/005`, token_type: 'Bearer', issued_at: String(Date.now()), signature: 'x' },
    }
  }

  /**
   * Checks a JWT bearer request (remoteaccess_oauth_jwt_flow.htm): form fields grant_type and
   * assertion; the assertion `base64url(header).base64url(claims).base64url(signature)`, header
   * `{alg: 'RS256'}`, claims iss (consumer key), sub (username), aud (the login URL), exp (seconds,
   * at most 3 minutes ahead), signed with the key of the uploaded certificate. A malformed request
   * is a violation; a wrong signature, claim or an expired assertion answers 400 invalid_grant.
   */
  function jwtProblem(form: URLSearchParams): FakeAnswer | null {
    const extra = [...form.keys()].filter((name) => name !== 'grant_type' && name !== 'assertion')
    if (extra.length) return violation(`token (JWT bearer): unexpected fields ${extra.join(', ')}`)
    const parts = (form.get('assertion') ?? '').split('.')
    if (parts.length !== 3) return violation('token (JWT bearer): the assertion is header.claims.signature')
    const decode = (part: string) => {
      try {
        return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>
      } catch {
        return null
      }
    }
    const header = decode(parts[0]!)
    const claims = decode(parts[1]!)
    if (header?.alg !== 'RS256') return violation('token (JWT bearer): header alg RS256')
    if (!claims || typeof claims.iss !== 'string' || typeof claims.sub !== 'string' || typeof claims.aud !== 'string' || !Number.isInteger(claims.exp))
      return violation('token (JWT bearer): claims iss, sub, aud (strings) and exp (integer seconds)')
    const now = Date.now() + state.clockOffsetMs
    if ((claims.exp as number) * 1000 > Date.now() + 3 * 60_000) return violation('token (JWT bearer): exp more than 3 minutes ahead')
    const refuse = (description: string): FakeAnswer => ({ status: 400, body: { error: 'invalid_grant', error_description: description } })
    const signed = Buffer.from(`${parts[0]}.${parts[1]}`)
    if (!state.jwtPublicKey || !verify('sha256', signed, createPublicKey(state.jwtPublicKey), Buffer.from(parts[2]!, 'base64url')))
      return refuse('invalid assertion')
    if (claims.iss !== clientId) return { status: 400, body: { error: 'invalid_client_id', error_description: 'client identifier invalid' } }
    if (claims.aud !== url) return refuse('audience is invalid')
    if (claims.sub !== options.jwt?.username) return refuse("user hasn't approved this consumer")
    if ((claims.exp as number) * 1000 <= now) return refuse('expired assertion')
    return null
  }

  function handle(request: FakeRequest): FakeAnswer {
    state.requests++
    if (request.path === '/services/oauth2/token' && request.method === 'POST') {
      const form = new URLSearchParams(request.text)
      if (form.get('grant_type') === JWT_GRANT) {
        if (!/application\/x-www-form-urlencoded/.test(request.headers['content-type'] ?? '')) return violation('token: the body is form-encoded')
        const refused = jwtProblem(form)
        if (refused) return refused
        state.jwtGrants++
        return tokenAnswer()
      }
      if (form.get('grant_type') !== 'client_credentials') return violation(`token: grant_type ${form.get('grant_type')}`)
      if (!/application\/x-www-form-urlencoded/.test(request.headers['content-type'] ?? '')) return violation('token: the body is form-encoded')
      if (state.clientRevoked || form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
        return { status: 400, body: { error: 'invalid_client', error_description: 'invalid client credentials' } }
      }
      return tokenAnswer()
    }
    const api = /^\/services\/data\/v(\d+)\.\d\/(.+)$/.exec(request.path)
    if (!api) return violation(`no such endpoint: ${request.method} ${request.path}`)
    const auth = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')
    if (!auth) return violation(`${request.path}: no Bearer authorization header`)
    if (!state.tokens.has(auth[1]!)) return { status: 401, body: [{ message: 'Session expired or invalid', errorCode: 'INVALID_SESSION_ID' }] }
    const [, version, rest] = api
    const describe = /^sobjects\/(\w+)\/describe$/.exec(rest!)
    if (describe && request.method === 'GET')
      return { status: 200, body: { name: describe[1], fields: fieldsOf(describe[1]!).map((field) => ({ externalId: false, ...field })) } }
    if (rest === 'query' && request.method === 'GET') return query(request.query.get('q') ?? '')
    if (rest!.startsWith('jobs/ingest')) return bulk.handle(request, rest!, Number(version))
    if (Number(version) < 46) return violation('sObject Collections upsert needs API version 46.0 or later')
    if (rest === 'composite/sobjects' && request.method === 'PATCH') return collections(undefined, undefined, request.body)
    const upsert = /^composite\/sobjects\/(\w+)\/(\w+)$/.exec(rest!)
    if (upsert && request.method === 'PATCH') {
      if (!fieldsOf(upsert[1]!).some((field) => field.name === upsert[2] && field.externalId))
        return violation(`${upsert[1]}.${upsert[2]} is not an external id field`)
      return collections(upsert[1], upsert[2], request.body)
    }
    return violation(`no such endpoint: ${request.method} ${request.path}`)
  }

  const server = await startFake(handle)
  url = server.url
  return {
    ...server,
    state,
    /** Bulk API 2.0 jobs by id, and `control.hold` keeps them InProgress. */
    bulk,
    clientId,
    clientSecret,
    /** Adds a record as sales would. */
    seed(object: 'Account' | 'Contact' | 'Lead', values: Record<string, unknown>) {
      return save(object, undefined, values, `seed:${randomUUID()}`)
    },
    /** Ends every issued token (as when an admin revokes the app's sessions). */
    expireTokens() {
      state.tokens.clear()
    },
  }
}

/** A started Salesforce fake. */
export type SalesforceFake = Awaited<ReturnType<typeof startSalesforceFake>>
