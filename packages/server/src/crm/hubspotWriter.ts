/**
 * Writes companies and contacts to HubSpot through `@hubspot/api-client`: batch upsert by `domain`
 * and `email` (at most 100 inputs per call), each input tagged with an `objectWriteTraceId` so a 207
 * answer's errors name their record. Every call waits its turn in the connection's request window
 * (the private app's rolling limit) and a 429 blocks the window for the interval HubSpot names.
 * Endpoints: https://developers.hubspot.com/docs/api/crm/companies, .../crm/contacts, .../crm/search,
 * .../crm/properties; limits: https://developers.hubspot.com/docs/api/usage-details.
 */
import type { Agent } from 'node:http'
import { Client } from '@hubspot/api-client'
import type { CompanyValues, DevtrailFacts, PersonValues } from './crmRecordValues.js'
import { CrmCredentialRefused, CrmRateLimited, type CrmWriter, type RecordResult } from './crmWriter.js'
import { mirrorHubspotList } from './hubspotLists.js'
import { HUBSPOT_GROUP, propertiesOf } from './hubspotProperties.js'
import type { RequestWindow } from './requestWindow.js'

/** Inputs per batch call (HubSpot's documented maximum). */
export const HUBSPOT_BATCH_SIZE = 100
/** Domains one search covers: 5 filter groups (HubSpot's maximum) of 100 values. */
const SEARCH_DOMAINS = 500
/** Times one call is tried again after a 429 before the page is retried later. */
const RATE_LIMIT_RETRIES = 5

/** What a HubSpot writer is made of. */
export interface HubspotWriterOptions {
  /** The private app's access token. */
  token: string
  /** API origin (`https://api.hubapi.com`, a test server in tests). */
  apiUrl: string
  /** The connection's burst window (every call). */
  window: RequestWindow
  /** The search endpoints' own, slower window. */
  searchWindow: RequestWindow
  /** Agent whose DNS lookup refuses private addresses (the outbound destination policy). */
  httpAgent?: Agent
}

type Properties = Record<string, string>
type ApiError = Error & { code?: number; headers?: Record<string, string>; body?: unknown }

const header = (headers: Record<string, string> | undefined, name: string) => {
  if (!headers) return undefined
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name)
  return found?.[1]
}

const chunksOf = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size))

/** HubSpot's `datetime` value: epoch milliseconds, as a string. */
const datetime = (time: number | null) => (time === null ? '' : String(time))

function factProperties(facts: DevtrailFacts): Properties {
  return {
    devtrail_activity_level: facts.activityLevel ?? '',
    devtrail_customer_fit: facts.customerFit ?? '',
    devtrail_first_activity: datetime(facts.firstActivity),
    devtrail_last_activity: datetime(facts.lastActivity),
    devtrail_last_copied_command: facts.lastCopiedCommand ?? '',
    devtrail_sources: facts.sources.join(';'),
    devtrail_url: facts.dashboardUrl ?? '',
  }
}

/** A company's HubSpot properties (every value a string, as the API takes them). */
export function companyProperties(company: CompanyValues): Properties {
  return { domain: company.domain, name: company.name, devtrail_developers_count: String(company.developersCount), ...factProperties(company) }
}

/** A contact's HubSpot properties; names and title only when known (sales may have set them). */
export function contactProperties(person: PersonValues): Properties {
  const properties: Properties = { email: person.email, ...factProperties(person) }
  if (person.firstName) properties.firstname = person.firstName
  if (person.lastName) properties.lastname = person.lastName
  if (person.jobTitle) properties.jobtitle = person.jobTitle
  if (person.companyName) properties.company = person.companyName
  return properties
}

/** A property the portal no longer has (deleted by an admin): HubSpot answers 400 naming it. */
function isMissingProperty(error: ApiError): boolean {
  return error.code === 400 && /PROPERTY_DOESNT_EXIST|does not exist/i.test(JSON.stringify(error.body ?? ''))
}

/** A HubSpot writer over one private-app token. */
export function createHubspotWriter(options: HubspotWriterOptions): CrmWriter {
  const client = new Client({
    accessToken: options.token,
    basePath: options.apiUrl.replace(/\/+$/, ''),
    numberOfApiCallRetries: 0,
    httpAgent: options.httpAgent,
  })

  /** One call in the window; 429 waits and tries again, 401 pauses the connection. */
  async function call<T>(run: () => Promise<{ data: T; headers: Record<string, string> }>, signal?: AbortSignal, search = false): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      if (search) await options.searchWindow.take(signal)
      await options.window.take(signal)
      try {
        const answer = await run()
        // HubSpot says how much of its window is left: none left means wait a whole interval
        if (header(answer.headers, 'x-hubspot-ratelimit-remaining') === '0') options.window.block(intervalOf(answer.headers))
        return answer.data
      } catch (error) {
        const failure = error as ApiError
        if (failure.code === 401) throw new CrmCredentialRefused('HubSpot refused the private app token (401): revoked or expired')
        if (failure.code !== 429) throw error
        const wait = retryAfterOf(failure.headers)
        ;(search ? options.searchWindow : options.window).block(wait)
        if (attempt >= RATE_LIMIT_RETRIES) throw new CrmRateLimited('HubSpot kept answering 429', wait)
      }
    }
  }

  async function ensureProperties(signal?: AbortSignal): Promise<void> {
    for (const objectType of ['companies', 'contacts'] as const) {
      const groups = await call(() => client.crm.properties.groupsApi.getAllWithHttpInfo(objectType), signal)
      if (!groups.results.some((group) => group.name === HUBSPOT_GROUP.name)) {
        await call(() => client.crm.properties.groupsApi.createWithHttpInfo(objectType, { ...HUBSPOT_GROUP, displayOrder: -1 }), signal)
      }
      const existing = await call(() => client.crm.properties.coreApi.getAllWithHttpInfo(objectType), signal)
      const names = new Set(existing.results.map((property) => property.name))
      const missing = propertiesOf(objectType).filter((property) => !names.has(property.name))
      if (missing.length === 0) continue
      const inputs = missing.map((property) => ({
        name: property.name,
        label: property.label,
        type: property.type,
        fieldType: property.fieldType,
        groupName: HUBSPOT_GROUP.name,
        description: property.description,
        options: property.options?.map((option, displayOrder) => ({ label: option, value: option, displayOrder, hidden: false })),
      }))
      // the codegen's enums are string enums of these same values
      await call(() => client.crm.properties.batchApi.createWithHttpInfo(objectType, { inputs } as never), signal)
    }
  }

  // batches sent together that all meet a deleted property recreate it once
  let ensuring: Promise<void> | null = null
  const ensureOnce = (signal?: AbortSignal) => {
    ensuring ??= ensureProperties(signal).finally(() => {
      ensuring = null
    })
    return ensuring
  }

  /** Calls `send` once more after recreating deleted properties. */
  async function withProperties<T>(send: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    try {
      return await send()
    } catch (error) {
      if (!isMissingProperty(error as ApiError)) throw error
      await ensureOnce(signal)
      return send()
    }
  }

  /** Company ids per domain when several companies hold it (search by domain, newest change first). */
  async function duplicateDomains(domains: string[], signal?: AbortSignal): Promise<Map<string, { id: string; count: number }>> {
    const found = new Map<string, { id: string; modifiedAt: number }[]>()
    let after: string | undefined
    do {
      const page = await call(
        () =>
          client.crm.companies.searchApi.doSearchWithHttpInfo({
            filterGroups: chunksOf(domains, HUBSPOT_BATCH_SIZE).map((values) => ({ filters: [{ propertyName: 'domain', operator: 'IN', values }] })),
            properties: ['domain', 'hs_lastmodifieddate'],
            limit: 200,
            after,
          } as never),
        signal,
        true,
      )
      for (const company of page.results) {
        const domain = company.properties.domain?.toLowerCase()
        if (!domain) continue
        const list = found.get(domain) ?? []
        list.push({ id: company.id, modifiedAt: new Date(company.properties.hs_lastmodifieddate ?? company.updatedAt).getTime() })
        found.set(domain, list)
      }
      after = page.paging?.next?.after
    } while (after)
    const duplicates = new Map<string, { id: string; count: number }>()
    for (const [domain, list] of found) {
      if (list.length < 2) continue
      list.sort((a, b) => b.modifiedAt - a.modifiedAt || (a.id < b.id ? -1 : 1))
      duplicates.set(domain, { id: list[0]!.id, count: list.length })
    }
    return duplicates
  }

  /** Upserts companies by domain; those several HubSpot companies share are updated by id (the most recently modified). */
  async function writeCompanies(chunk: CompanyValues[], duplicates: Map<string, { id: string; count: number }>, signal?: AbortSignal): Promise<RecordResult[]> {
    const results: RecordResult[] = []
    const updates = chunk.filter((company) => duplicates.has(company.domain))
    const upserts = chunk.filter((company) => !duplicates.has(company.domain))
    if (upserts.length) {
      const inputs = upserts.map((company) => ({
        idProperty: 'domain',
        id: company.domain,
        objectWriteTraceId: company.domain,
        properties: companyProperties(company),
      }))
      const answer = await withProperties(() => call(() => client.crm.companies.batchApi.upsertWithHttpInfo({ inputs }), signal), signal)
      results.push(
        ...batchResults(
          upserts.map((company) => company.domain),
          answer,
          () => null,
        ),
      )
    }
    if (updates.length) {
      const inputs = updates.map((company) => ({
        id: duplicates.get(company.domain)!.id,
        objectWriteTraceId: company.domain,
        properties: companyProperties(company),
      }))
      const answer = await withProperties(() => call(() => client.crm.companies.batchApi.updateWithHttpInfo({ inputs }), signal), signal)
      const noteOf = (domain: string) => {
        const duplicate = duplicates.get(domain)!
        return `${duplicate.count} HubSpot companies have the domain ${domain}; updated the most recently modified (${duplicate.id})`
      }
      results.push(
        ...batchResults(
          updates.map((company) => company.domain),
          answer,
          noteOf,
        ),
      )
    }
    return results
  }

  return {
    async prepare(signal) {
      await ensureProperties(signal)
    },

    mirrorList(name, contactIds, signal) {
      return mirrorHubspotList(client, call, name, contactIds, signal)
    },

    async upsertCompanies(companies, signal) {
      const results: RecordResult[] = []
      // one search covers up to 500 domains (5 filter groups of 100 values): the search limit is far lower than the burst limit
      for (let searched = 0; searched < companies.length; searched += SEARCH_DOMAINS) {
        const slice = companies.slice(searched, searched + SEARCH_DOMAINS)
        const duplicates = await duplicateDomains(
          slice.map((company) => company.domain),
          signal,
        )
        // the batches of a page go out together: the request window keeps them under the limit
        const written = await Promise.all(chunksOf(slice, HUBSPOT_BATCH_SIZE).map((chunk) => writeCompanies(chunk, duplicates, signal)))
        results.push(...written.flat())
      }
      return results
    },

    async upsertPeople(people, signal) {
      const written = await Promise.all(
        chunksOf(people, HUBSPOT_BATCH_SIZE).map(async (chunk) => {
          const inputs = chunk.map((person) => ({
            idProperty: 'email',
            id: person.email,
            objectWriteTraceId: person.email,
            properties: contactProperties(person),
          }))
          const answer = await withProperties(() => call(() => client.crm.contacts.batchApi.upsertWithHttpInfo({ inputs }), signal), signal)
          return batchResults(
            chunk.map((person) => person.email),
            answer,
            () => null,
          )
        }),
      )
      return written.flat()
    },
  }
}

interface BatchAnswer {
  results: { id: string; objectWriteTraceId?: string }[]
  errors?: { message: string; context?: Record<string, string[]> }[]
}

/** One result per key from a 200 or 207 batch answer: successes by trace id, errors by the trace id in their context. */
function batchResults(keys: string[], answer: BatchAnswer, noteOf: (key: string) => string | null): RecordResult[] {
  const done = new Map(answer.results.map((result) => [result.objectWriteTraceId, result.id]))
  const failed = new Map<string, string>()
  for (const error of answer.errors ?? []) {
    for (const key of error.context?.objectWriteTraceId ?? []) failed.set(key, error.message)
  }
  return keys.map((key): RecordResult => {
    const crmId = done.get(key)
    if (crmId) return { key, ok: true, crmId, note: noteOf(key) }
    return { key, ok: false, error: failed.get(key) ?? 'HubSpot returned no result for this record' }
  })
}

/** How long to wait after a 429: Retry-After, else HubSpot's interval header, else 10 s. */
function retryAfterOf(headers: Record<string, string> | undefined): number {
  const retryAfter = Number(header(headers, 'retry-after'))
  if (Number.isFinite(retryAfter) && retryAfter > 0) return retryAfter * 1000
  return intervalOf(headers)
}

function intervalOf(headers: Record<string, string> | undefined): number {
  const interval = Number(header(headers, 'x-hubspot-ratelimit-interval-milliseconds'))
  return Number.isFinite(interval) && interval > 0 ? interval : 10_000
}
