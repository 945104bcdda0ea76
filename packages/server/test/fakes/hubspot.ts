/**
 * A small stateful HubSpot for tests: companies and contacts, property groups and properties,
 * batch upsert and update, search by domain, private-app token auth, and the private app's rolling
 * limit with the `X-HubSpot-RateLimit-*` headers (https://developers.hubspot.com/docs/api/usage-details).
 * Every request is checked against the shapes in hubspotShapes.ts; a violation is answered 400
 * and recorded in `violations`, which the tests assert empty. It can also play a burst of 429s,
 * partial failures (207 with per-input errors), a revoked token, and several companies with one domain.
 */
import { randomUUID } from 'node:crypto'
import { isObject, RollingWindow, startFake, type FakeAnswer, type FakeRequest } from './fakeServer.js'
import { createHubspotLists } from './hubspotLists.js'
import { batchProblem, propertyCreateProblem, searchProblem, valueProblem, type FakeProperty } from './hubspotShapes.js'

/** A record the fake holds. */
export interface FakeRecord {
  id: string
  properties: Record<string, string>
  createdAt: string
  updatedAt: string
}

/** Options of the fake: its token and its limits (the private app's defaults: 190 per 10 s; search 5 per second). */
export interface HubspotFakeOptions {
  token?: string
  burstLimit?: number
  burstWindowMs?: number
  searchPerSecond?: number
}

const STANDARD: Record<'companies' | 'contacts', string[]> = {
  companies: ['domain', 'name', 'hs_lastmodifieddate'],
  contacts: ['email', 'firstname', 'lastname', 'jobtitle', 'company', 'hs_lastmodifieddate'],
}

/** Starts the fake on a free port. */
export async function startHubspotFake(options: HubspotFakeOptions = {}) {
  const token = options.token ?? 'pat-na1-test-token'
  const burst = new RollingWindow(options.burstLimit ?? 190, options.burstWindowMs ?? 10_000)
  const search = new RollingWindow(options.searchPerSecond ?? 5, 1000)
  const objects = { companies: new Map<string, FakeRecord>(), contacts: new Map<string, FakeRecord>() }
  // records by lower-case domain or e-mail: a batch looks each input up without scanning every record
  const byKey = { companies: new Map<string, Set<FakeRecord>>(), contacts: new Map<string, Set<FakeRecord>>() }
  const keyPropertyOf = (objectType: 'companies' | 'contacts') => (objectType === 'companies' ? 'domain' : 'email')
  const groups = { companies: new Set<string>(['companyinformation']), contacts: new Set<string>(['contactinformation']) }
  const properties = { companies: new Map<string, FakeProperty>(), contacts: new Map<string, FakeProperty>() }
  for (const objectType of ['companies', 'contacts'] as const) {
    for (const name of STANDARD[objectType])
      properties[objectType].set(name, { name, label: name, type: 'string', fieldType: 'text', groupName: 'x', options: [] })
  }
  const state = {
    violations: [] as string[],
    /** Upserts and updates per record key (domain or e-mail), since the last `resetCounts`. */
    writes: new Map<string, number>(),
    requests: 0,
    answered429: 0,
    /** Longest run of consecutive 429 answers. */
    longest429Run: 0,
    revoked: false,
    pending429: 0,
    /** Requests to drop unanswered (network failures) before answering again. */
    pendingDrops: 0,
    /** Keys (domain or e-mail) whose inputs fail with a per-input error (207). */
    failKeys: new Set<string>(),
    objects,
    properties,
  }
  let run429 = 0
  let clock = 0

  const rateHeaders = () => ({
    'X-HubSpot-RateLimit-Interval-Milliseconds': String(burst.windowMs),
    'X-HubSpot-RateLimit-Max': String(burst.limit),
    'X-HubSpot-RateLimit-Remaining': String(burst.remaining()),
    'X-HubSpot-RateLimit-Daily': '1000000',
    'X-HubSpot-RateLimit-Daily-Remaining': '999999',
  })
  const violation = (message: string): FakeAnswer => {
    state.violations.push(message)
    return { status: 400, body: { status: 'error', message, category: 'VALIDATION_ERROR', correlationId: randomUUID() } }
  }
  const lists = createHubspotLists(violation, (recordId) => objects.contacts.has(recordId))
  const now = () => new Date(Date.now() + clock++).toISOString()

  function write(objectType: 'companies' | 'contacts', record: FakeRecord | undefined, values: Record<string, string>): FakeRecord {
    const time = now()
    const saved = record ?? { id: String(100_000 + objects.companies.size + objects.contacts.size + 1), properties: {}, createdAt: time, updatedAt: time }
    const keyProperty = keyPropertyOf(objectType)
    byKey[objectType].get(saved.properties[keyProperty]?.toLowerCase() ?? '')?.delete(saved)
    Object.assign(saved.properties, values, { hs_lastmodifieddate: time })
    const key = saved.properties[keyProperty]?.toLowerCase() ?? ''
    byKey[objectType].set(key, (byKey[objectType].get(key) ?? new Set()).add(saved))
    saved.updatedAt = time
    objects[objectType].set(saved.id, saved)
    return saved
  }

  /** Property problems of one input's values, or a missing property (answered like HubSpot: the whole call fails). */
  function checkValues(objectType: 'companies' | 'contacts', values: unknown): { violation?: string; missing?: string } {
    if (!isObject(values)) return { violation: 'properties is an object' }
    for (const [name, value] of Object.entries(values)) {
      const property = properties[objectType].get(name)
      if (!property) return { missing: name }
      const problem = valueProblem(property, value)
      if (problem) return { violation: problem }
    }
    return {}
  }

  function batchWrite(objectType: 'companies' | 'contacts', body: unknown, mode: 'upsert' | 'update'): FakeAnswer {
    const problem = batchProblem(body)
    if (problem) return violation(problem)
    const inputs = (body as { inputs: Record<string, unknown>[] }).inputs
    const keyProperty = objectType === 'companies' ? 'domain' : 'email'
    const results: unknown[] = []
    const errors: unknown[] = []
    for (const input of inputs) {
      if (typeof input.id !== 'string' || !input.id) return violation('every input needs an id string')
      if (mode === 'upsert' && input.idProperty !== keyProperty)
        return violation(`${objectType} upsert by ${String(input.idProperty)}: expected ${keyProperty}`)
      if (input.objectWriteTraceId !== undefined && typeof input.objectWriteTraceId !== 'string') return violation('objectWriteTraceId is a string')
      const checked = checkValues(objectType, input.properties)
      if (checked.violation) return violation(checked.violation)
      if (checked.missing) {
        return {
          status: 400,
          body: {
            status: 'error',
            category: 'VALIDATION_ERROR',
            message: `Property values were not valid: PROPERTY_DOESNT_EXIST ${checked.missing}`,
            errors: [{ message: `Property "${checked.missing}" does not exist`, code: 'PROPERTY_DOESNT_EXIST' }],
          },
        }
      }
    }
    for (const input of inputs) {
      const values = input.properties as Record<string, string>
      const traceId = input.objectWriteTraceId as string | undefined
      const key = mode === 'upsert' ? (input.id as string).toLowerCase() : (objects[objectType].get(input.id as string)?.properties[keyProperty] ?? '')
      const matches = [...(byKey[objectType].get(key) ?? [])]
      const fail = (message: string) =>
        errors.push({
          status: 'error',
          category: 'VALIDATION_ERROR',
          message,
          context: traceId ? { objectWriteTraceId: [traceId] } : {},
          errors: [],
          links: {},
        })
      if (state.failKeys.has(key)) fail(`Property values were not valid for ${key}`)
      else if (mode === 'upsert' && matches.length > 1) fail(`${matches.length} ${objectType} have ${keyProperty} ${key}`)
      else if (mode === 'update' && !objects[objectType].has(input.id as string)) fail(`no ${objectType} with id ${input.id as string}`)
      else {
        const existing = mode === 'upsert' ? matches[0] : objects[objectType].get(input.id as string)
        const saved = write(objectType, existing, mode === 'upsert' ? { ...values, [keyProperty]: key } : values)
        state.writes.set(key, (state.writes.get(key) ?? 0) + 1)
        results.push({
          id: saved.id,
          properties: { ...saved.properties },
          createdAt: saved.createdAt,
          updatedAt: saved.updatedAt,
          archived: false,
          new: !existing,
          objectWriteTraceId: traceId,
        })
      }
    }
    const time = now()
    const answer = { status: 'COMPLETE', results, startedAt: time, completedAt: time }
    return errors.length ? { status: 207, body: { ...answer, numErrors: errors.length, errors } } : { status: 200, body: answer }
  }

  function searchCompanies(body: unknown): FakeAnswer {
    const problem = searchProblem(body)
    if (problem) return violation(problem)
    const request = body as { filterGroups?: { filters: { propertyName: string; operator: string; values?: string[] }[] }[]; limit?: number; after?: string }
    const filters = (request.filterGroups ?? []).map((group) => group.filters[0])
    if (filters.length === 0 || filters.some((filter) => filter?.propertyName !== 'domain' || filter.operator !== 'IN'))
      return violation('the fake searches companies by domain IN only')
    const wanted = new Set(filters.flatMap((filter) => filter!.values!.map((value) => value.toLowerCase())))
    const found = [...wanted].flatMap((domain) => [...(byKey.companies.get(domain) ?? [])])
    const start = Number(request.after ?? 0)
    const limit = request.limit ?? 10
    const page = found.slice(start, start + limit)
    return {
      status: 200,
      body: {
        total: found.length,
        results: page.map((record) => ({
          id: record.id,
          properties: { domain: record.properties.domain, hs_lastmodifieddate: record.properties.hs_lastmodifieddate },
          createdAt: record.createdAt,
          updatedAt: record.updatedAt,
          archived: false,
        })),
        ...(start + limit < found.length ? { paging: { next: { after: String(start + limit) } } } : {}),
      },
    }
  }

  function handle(request: FakeRequest): FakeAnswer {
    state.requests++
    if (state.pendingDrops > 0) {
      state.pendingDrops--
      return { status: 0 }
    }
    if (request.headers.authorization === undefined || !/^Bearer \S+$/.test(request.headers.authorization))
      return violation(`${request.path}: no Bearer authorization header`)
    if (state.revoked || request.headers.authorization !== `Bearer ${token}`) {
      return {
        status: 401,
        body: { status: 'error', message: 'Authentication credentials not found.', category: 'INVALID_AUTHENTICATION', correlationId: randomUUID() },
      }
    }
    const isSearch = request.path.endsWith('/search')
    if (state.pending429 > 0 || !burst.admit() || (isSearch && !search.admit())) {
      if (state.pending429 > 0) state.pending429--
      state.answered429++
      run429++
      state.longest429Run = Math.max(state.longest429Run, run429)
      return {
        status: 429,
        headers: isSearch ? {} : rateHeaders(),
        body: {
          status: 'error',
          message: 'You have reached your ten_secondly_rolling limit.',
          errorType: 'RATE_LIMIT',
          correlationId: randomUUID(),
          policyName: 'TEN_SECONDLY_ROLLING',
        },
      }
    }
    run429 = 0
    const answer = route(request)
    return { ...answer, headers: { ...(isSearch ? {} : rateHeaders()), ...answer.headers } }
  }

  function route(request: FakeRequest): FakeAnswer {
    const listAnswer = lists.handle(request)
    if (listAnswer) return listAnswer
    const objectMatch = /^\/crm\/v3\/objects\/(companies|contacts)\/(batch\/upsert|batch\/update|search)$/.exec(request.path)
    if (objectMatch && request.method === 'POST') {
      const objectType = objectMatch[1] as 'companies' | 'contacts'
      if (objectMatch[2] === 'search') return objectType === 'companies' ? searchCompanies(request.body) : violation('the fake searches companies only')
      if (objectMatch[2] === 'batch/update' && objectType !== 'companies') return violation('the fake updates companies only')
      return batchWrite(objectType, request.body, objectMatch[2] === 'batch/upsert' ? 'upsert' : 'update')
    }
    const propertyMatch = /^\/crm\/v3\/properties\/(companies|contacts)(\/groups|\/batch\/create)?$/.exec(request.path)
    if (!propertyMatch) return violation(`no such endpoint: ${request.method} ${request.path}`)
    const objectType = propertyMatch[1] as 'companies' | 'contacts'
    if (propertyMatch[2] === '/groups') {
      if (request.method === 'GET')
        return { status: 200, body: { results: [...groups[objectType]].map((name, displayOrder) => ({ name, label: name, displayOrder, archived: false })) } }
      const body = request.body
      if (!isObject(body) || typeof body.name !== 'string' || typeof body.label !== 'string') return violation('a property group needs name and label')
      if (groups[objectType].has(body.name)) return { status: 409, body: { status: 'error', message: 'group exists', category: 'CONFLICT' } }
      groups[objectType].add(body.name)
      return { status: 201, body: { name: body.name, label: body.label, displayOrder: body.displayOrder ?? -1, archived: false } }
    }
    if (propertyMatch[2] === '/batch/create' && request.method === 'POST') {
      const problem = batchProblem(request.body)
      if (problem) return violation(problem)
      const inputs = (request.body as { inputs: unknown[] }).inputs
      for (const input of inputs) {
        const inputProblem = propertyCreateProblem(input, groups[objectType])
        if (inputProblem) return violation(inputProblem)
      }
      const created = inputs.map((input) => {
        const property = input as FakeProperty
        properties[objectType].set(property.name, { ...property, options: property.options ?? [] })
        return { ...property, options: property.options ?? [], createdAt: now(), archived: false }
      })
      return { status: 201, body: { status: 'COMPLETE', results: created, startedAt: now(), completedAt: now() } }
    }
    if (request.method === 'GET' && !propertyMatch[2]) {
      return {
        status: 200,
        body: { results: [...properties[objectType].values()].map((property) => ({ ...property, description: '', hidden: false, archived: false })) },
      }
    }
    return violation(`no such endpoint: ${request.method} ${request.path}`)
  }

  const server = await startFake(handle)
  return {
    ...server,
    state,
    /** Lists API v3: lists by id with their members, and add-and-remove calls counted. */
    lists,
    token,
    burst,
    /** Adds a company directly, as sales would (for duplicate domains). */
    seedCompany(values: Record<string, string>): FakeRecord {
      return write('companies', undefined, values)
    },
    /** The records of `objectType` holding `key` as domain or e-mail. */
    recordsOf(objectType: 'companies' | 'contacts', key: string): FakeRecord[] {
      return [...(byKey[objectType].get(key) ?? [])]
    },
    /** Deletes a property, as an admin would. */
    deleteProperty(objectType: 'companies' | 'contacts', name: string): void {
      properties[objectType].delete(name)
    },
    resetCounts(): void {
      state.writes.clear()
      state.requests = 0
      state.answered429 = 0
      state.longest429Run = 0
    },
  }
}

/** A started HubSpot fake. */
export type HubspotFake = Awaited<ReturnType<typeof startHubspotFake>>
