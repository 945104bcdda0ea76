/**
 * Writes Accounts and Contacts (or Leads) to Salesforce through jsforce: an OAuth 2.0 token for
 * the connected app (client-credentials flow, or JWT bearer flow: salesforceJwt.ts), then
 * sObject Collections upsert by external id
 * (`PATCH /services/data/vXX.X/composite/sobjects/{SObject}/{ExternalIdField}`, at most 200 records,
 * allOrNone false, one result per record). A record the org already holds (matched by Website or
 * Email) but that Devtrail never wrote is claimed with a collections update by Id instead, so an
 * upsert never creates a duplicate of it; several matches: the most recently modified, noted.
 * Docs: https://developer.salesforce.com/docs/atlas.en-us.api_rest.meta/api_rest/resources_composite_sobjects_collections_upsert.htm,
 * https://help.salesforce.com/s/articleView?id=sf.remoteaccess_oauth_client_credentials_flow.htm
 */
import { Connection, OAuth2 } from 'jsforce'
import type { CompanyValues, PersonValues } from './crmRecordValues.js'
import type { CrmObject } from './crmRecords.js'
import { BULK_POLL_MS, BULK_WAIT_MS, createSalesforceBulk, type Row, type Target } from './salesforceBulk.js'
import { CrmCredentialRefused, CrmRateLimited, CrmSetupMissing, type CrmWriter, type RecordResult } from './crmWriter.js'
import type { SalesforceCredentials, SalesforceSettings } from './crmSettings.js'
import { JWT_BEARER_GRANT, jwtBearerAssertion } from './salesforceJwt.js'
import {
  ACCOUNT_FIELDS,
  ACCOUNT_KEY_FIELD,
  accountFields,
  domainOfWebsite,
  missingFields,
  PERSON_FIELDS,
  PERSON_KEY_FIELD,
  personFields,
  websiteForms,
} from './salesforceFields.js'

/** Records per sObject Collections call (Salesforce's documented maximum). */
export const SALESFORCE_BATCH_SIZE = 200

/** What a Salesforce writer is made of. */
export interface SalesforceWriterOptions {
  credentials: SalesforceCredentials
  settings: SalesforceSettings
  /** Throws when a URL (the login URL, the instance URL the token answer names) is not an allowed destination. */
  checkUrl: (url: string) => Promise<void>
  /** How often a Bulk API 2.0 job's state is read (default 5 s). */
  bulkPollMs?: number
  /** How long one attempt waits for a Bulk job before handing the page back for later (default 10 min). */
  bulkWaitMs?: number
}

interface SaveResult {
  id?: string
  success: boolean
  errors?: { statusCode?: string; message?: string }[]
}

/** A SOQL string literal. */
const soqlText = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`

/** Salesforce refuses a request URI longer than 16,384 bytes: a query's IN lists stay under this, encoded. */
const QUERY_URI_BUDGET = 12_000

/** `keys` cut into groups whose query (keys and their forms, URI-encoded) fits the budget. */
function queryGroups(keys: string[], formsOf: (key: string) => string[]): string[][] {
  const groups: string[][] = []
  let group: string[] = []
  let length = 0
  for (const key of keys) {
    const cost = [key, ...formsOf(key)].reduce((sum, value) => sum + encodeURIComponent(soqlText(value)).length + 6, 0)
    if (group.length && length + cost > QUERY_URI_BUDGET) {
      groups.push(group)
      group = []
      length = 0
    }
    group.push(key)
    length += cost
  }
  if (group.length) groups.push(group)
  return groups
}

function errorOf(error: unknown): { code: string; message: string } {
  const failure = error as { errorCode?: string; name?: string; message?: string }
  return { code: failure.errorCode ?? failure.name ?? '', message: failure.message ?? String(error) }
}

/** A Salesforce writer over one connected app. */
export function createSalesforceWriter(options: SalesforceWriterOptions): CrmWriter {
  const { settings } = options
  let connection: Connection | null = null
  // jsforce wraps a failed session refresh in its own error: the refusal is kept here to be rethrown
  let refusal: CrmCredentialRefused | null = null

  async function login(): Promise<{ accessToken: string; instanceUrl: string }> {
    await options.checkUrl(settings.loginUrl)
    const { credentials } = options
    // jsforce's OAuth2 posts any grant: client_id and client_secret are added only when it holds them,
    // so the JWT bearer request carries grant_type and assertion alone, as Salesforce documents it
    const jwt = credentials.flow === 'jwt_bearer'
    const oauth2 = jwt
      ? new OAuth2({ loginUrl: settings.loginUrl })
      : new OAuth2({ loginUrl: settings.loginUrl, clientId: credentials.clientId, clientSecret: credentials.clientSecret })
    let token: { access_token: string; instance_url: string }
    try {
      const grant: Record<string, string> & { grant_type: string } = jwt
        ? { grant_type: JWT_BEARER_GRANT, assertion: jwtBearerAssertion({ ...credentials, audience: settings.loginUrl }) }
        : { grant_type: 'client_credentials' }
      token = (await oauth2.requestToken(grant)) as unknown as typeof token
    } catch (error) {
      const { code, message } = errorOf(error)
      if (/invalid_client|invalid_grant|unauthorized_client|ERROR_HTTP_40[01]/.test(code)) {
        const what = jwt ? 'the JWT bearer assertion' : "the connected app's client credentials"
        refusal = new CrmCredentialRefused(`Salesforce refused ${what} (${code}: ${message})`)
        throw refusal
      }
      throw error
    }
    await options.checkUrl(token.instance_url)
    return { accessToken: token.access_token, instanceUrl: token.instance_url }
  }

  async function open(): Promise<Connection> {
    if (connection) return connection
    const session = await login()
    connection = new Connection({
      instanceUrl: session.instanceUrl,
      accessToken: session.accessToken,
      version: settings.apiVersion,
      // an expired token is replaced once by a new client-credentials token; a refused one pauses the connection
      refreshFn: (_conn, callback) => {
        login().then(
          (again) => callback(null, again.accessToken),
          (error: Error) => callback(error),
        )
      },
    })
    return connection
  }

  /** Runs `work`, mapping Salesforce's refusals to the sync's errors. */
  async function guarded<T>(work: (conn: Connection) => Promise<T>): Promise<T> {
    refusal = null
    const conn = await open()
    try {
      return await work(conn)
    } catch (error) {
      if (error instanceof CrmCredentialRefused) throw error
      if (refusal) throw refusal
      const { code, message } = errorOf(error)
      if (code === 'INVALID_SESSION_ID' || code === 'ERROR_HTTP_401') throw new CrmCredentialRefused(`Salesforce refused the session (${message})`)
      if (code === 'REQUEST_LIMIT_EXCEEDED') throw new CrmRateLimited(`Salesforce API request limit reached (${message})`, 3_600_000)
      throw error
    }
  }

  /** Existing records not yet written by Devtrail whose `matchField` holds one of `keys`: the most recently modified per key, and how many matched. */
  async function unclaimed(
    conn: Connection,
    object: string,
    keyField: string,
    matchField: string,
    keys: string[],
    formsOf: (key: string) => string[],
    keyOf: (value: string) => string,
  ) {
    const records: Record<string, string>[] = []
    for (const group of queryGroups(keys, formsOf)) {
      const forms = group.flatMap(formsOf)
      const soql = `SELECT Id, ${keyField}, ${matchField}, LastModifiedDate FROM ${object} WHERE ${keyField} IN (${group.map(soqlText).join(', ')}) OR ${matchField} IN (${forms.map(soqlText).join(', ')})`
      records.push(...(await conn.query<Record<string, string>>(soql, { autoFetch: true, maxFetch: 10_000 })).records)
    }
    const claimed = new Set(records.flatMap((record) => (record[keyField] ? [record[keyField]!.toLowerCase()] : [])))
    const matches = new Map<string, { id: string; count: number; modifiedAt: number }>()
    for (const record of records) {
      const key = record[matchField] ? keyOf(record[matchField]!) : ''
      if (!key || claimed.has(key) || !keys.includes(key)) continue
      const modifiedAt = Date.parse(record.LastModifiedDate ?? '') || 0
      const known = matches.get(key)
      if (!known) matches.set(key, { id: record.Id!, count: 1, modifiedAt })
      else
        matches.set(key, {
          count: known.count + 1,
          ...(modifiedAt > known.modifiedAt ? { id: record.Id!, modifiedAt } : { id: known.id, modifiedAt: known.modifiedAt }),
        })
    }
    return matches
  }

  /**
   * Writes the rows the org already holds without Devtrail's external id (matched on `matchField`)
   * by Id, so that no upsert duplicates them; answers their results and the rows left to upsert.
   */
  async function claim(conn: Connection, target: Target, rows: Row[]): Promise<{ claimed: RecordResult[]; rest: Row[] }> {
    const { object, keyField, matchField } = target
    const matches = await unclaimed(
      conn,
      object,
      keyField,
      matchField,
      rows.map((row) => row.key),
      target.formsOf,
      target.keyOf,
    )
    const claims = rows.filter((row) => matches.has(row.key))
    const claimed: RecordResult[] = []
    if (claims.length) {
      const saved = (await conn.sobject(object).update(
        claims.map((row) => ({ Id: matches.get(row.key)!.id, [keyField]: row.key, ...row.fields })),
        { allOrNone: false },
      )) as SaveResult[]
      claims.forEach((row, index) => {
        const match = matches.get(row.key)!
        const note = match.count > 1 ? `${match.count} Salesforce ${object} records match ${row.key}; updated the most recently modified (${match.id})` : null
        claimed.push(resultOf(row.key, saved[index], note))
      })
    }
    return { claimed, rest: rows.filter((row) => !matches.has(row.key)) }
  }

  async function write(target: Target, rows: Row[]): Promise<RecordResult[]> {
    const results: RecordResult[] = []
    for (let start = 0; start < rows.length; start += SALESFORCE_BATCH_SIZE) {
      await guarded(async (conn) => {
        const { claimed, rest } = await claim(conn, target, rows.slice(start, start + SALESFORCE_BATCH_SIZE))
        results.push(...claimed)
        if (rest.length) {
          const saved = (await conn.sobject(target.object).upsert(
            rest.map((row) => ({ [target.keyField]: row.key, ...row.fields })),
            target.keyField,
            { allOrNone: false },
          )) as unknown as SaveResult[]
          results.push(...rest.map((row, index) => resultOf(row.key, saved[index], null)))
        }
      })
    }
    return results
  }

  /** Where records of `object` go in Salesforce and how they match. */
  function targetOf(object: CrmObject): Target {
    if (object === 'company')
      return {
        object: 'Account',
        keyField: ACCOUNT_KEY_FIELD,
        matchField: settings.accountMatchField,
        formsOf: websiteForms,
        keyOf: domainOfWebsite,
        rowOf: (company) => ({ key: (company as CompanyValues).domain, fields: accountFields(company as CompanyValues) }),
      }
    return {
      object: settings.personObject,
      keyField: PERSON_KEY_FIELD,
      matchField: 'Email',
      formsOf: (email) => [email],
      keyOf: (email) => email.toLowerCase(),
      rowOf: (person) => ({ key: (person as PersonValues).email, fields: personFields(person as PersonValues, settings.personObject) }),
    }
  }

  return {
    async prepare() {
      await guarded(async (conn) => {
        const account = await conn.sobject('Account').describe()
        const person = await conn.sobject(settings.personObject).describe()
        const missing = [...missingFields('Account', ACCOUNT_FIELDS, account.fields), ...missingFields(settings.personObject, PERSON_FIELDS, person.fields)]
        if (missing.length) throw new CrmSetupMissing(`Add these custom fields in Salesforce Setup: ${missing.join('; ')}`)
      })
    },

    upsertCompanies(companies: CompanyValues[]) {
      const target = targetOf('company')
      return write(target, companies.map(target.rowOf))
    },

    upsertPeople(people: PersonValues[]) {
      const target = targetOf('person')
      return write(target, people.map(target.rowOf))
    },

    bulk: createSalesforceBulk({
      pollMs: options.bulkPollMs ?? BULK_POLL_MS,
      waitMs: options.bulkWaitMs ?? BULK_WAIT_MS,
      guarded,
      targetOf,
      async claimExisting(target, rows) {
        const claimed: RecordResult[] = []
        const rest: Row[] = []
        for (let start = 0; start < rows.length; start += SALESFORCE_BATCH_SIZE) {
          const done = await guarded((conn) => claim(conn, target, rows.slice(start, start + SALESFORCE_BATCH_SIZE)))
          claimed.push(...done.claimed)
          rest.push(...done.rest)
        }
        return { claimed, rest }
      },
    }),
  }
}

function resultOf(key: string, saved: SaveResult | undefined, note: string | null): RecordResult {
  if (saved?.success && saved.id) return { key, ok: true, crmId: saved.id, note }
  const reason = saved?.errors?.map((error) => `${error.statusCode ?? 'ERROR'}: ${error.message ?? ''}`).join('; ')
  return { key, ok: false, error: reason || 'Salesforce returned no result for this record' }
}
