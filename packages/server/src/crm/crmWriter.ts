/** What the sync needs of a CRM: its properties in place, and upserts with a result per record. */
import type { CompanyValues, PersonValues } from './crmRecordValues.js'

/** The outcome of one record's upsert. */
export type RecordResult = { key: string; ok: true; crmId: string; note: string | null } | { key: string; ok: false; error: string }

/** Writes to one CRM through one connection. */
export interface CrmWriter {
  /** Checks the credentials and puts the `devtrail` properties in place (or checks the fields the admin added). */
  prepare(signal?: AbortSignal): Promise<void>
  /** Upserts companies by domain; a result for each (key: the domain). */
  upsertCompanies(companies: CompanyValues[], signal?: AbortSignal): Promise<RecordResult[]>
  /** Upserts people by e-mail; a result for each (key: the e-mail). */
  upsertPeople(people: PersonValues[], signal?: AbortSignal): Promise<RecordResult[]>
}

/** The CRM refused the credential (401, revoked or expired token, bad client secret): the connection pauses. */
export class CrmCredentialRefused extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CrmCredentialRefused'
  }
}

/** The CRM kept answering 429: try the page again after `retryAfterMs`. */
export class CrmRateLimited extends Error {
  /** How long to wait, ms. */
  readonly retryAfterMs: number
  constructor(message: string, retryAfterMs: number) {
    super(message)
    this.name = 'CrmRateLimited'
    this.retryAfterMs = retryAfterMs
  }
}

/** The CRM is missing something the admin must set up (Salesforce custom fields): the message says what. */
export class CrmSetupMissing extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CrmSetupMissing'
  }
}
