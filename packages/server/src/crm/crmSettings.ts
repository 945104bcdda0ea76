/** Where a connection's CRM is, how records match there, and what it may send. */
import type { CrmKind } from '../store/schema.js'

/** HubSpot's API origin. */
export const HUBSPOT_API_URL = 'https://api.hubapi.com'
/** Salesforce's production login origin (`https://test.salesforce.com` for sandboxes, or the org's My Domain). */
export const SALESFORCE_LOGIN_URL = 'https://login.salesforce.com'
/** The Salesforce REST API version used (sObject Collections upsert needs 46.0 or later). */
export const SALESFORCE_API_VERSION = '62.0'

/** A HubSpot connection's settings. */
export interface HubspotSettings {
  crm: 'hubspot'
  /** The API origin (a test server in tests). */
  apiUrl: string
  /** The private app's rolling limit: requests per window (HubSpot's default for private apps: 190 per 10 s). */
  requestsPerWindow: number
  windowMs: number
}

/** A Salesforce connection's settings. */
export interface SalesforceSettings {
  crm: 'salesforce'
  /** The org's login origin: the client-credentials token comes from `<loginUrl>/services/oauth2/token`. */
  loginUrl: string
  /** REST API version, `62.0`. */
  apiVersion: string
  /** Account field compared with the account's domain to find a record not yet written by Devtrail (default `Website`). */
  accountMatchField: string
  /** Where people go: `Contact` or `Lead`. */
  personObject: 'Contact' | 'Lead'
}

/** Either kind of settings. */
export type CrmSettings = HubspotSettings | SalesforceSettings

/** The customer's choice of what leaves Devtrail: nothing outside these segments and audiences. */
export interface CrmSelection {
  /** Segment ids: ACCOUNT segments send companies, DEVELOPER and BUYER segments send contacts. */
  segments: string[]
  /** Audience ids: their members are sent as contacts. */
  audiences: string[]
}

/**
 * A Salesforce connected app's credentials: its consumer key and secret (client-credentials flow,
 * the default when `flow` is absent), or its consumer key, the integration user's username and
 * the private key whose certificate is uploaded to the app (JWT bearer flow).
 */
export type SalesforceCredentials =
  | { crm: 'salesforce'; flow?: 'client_credentials'; clientId: string; clientSecret: string }
  | { crm: 'salesforce'; flow: 'jwt_bearer'; clientId: string; username: string; privateKey: string }

/** The credentials of a connection (sealed at rest, never returned). */
export type CrmCredentials = { crm: 'hubspot'; token: string } | SalesforceCredentials

/** Default settings of a new connection of `crm`. */
export function defaultSettings(crm: CrmKind): CrmSettings {
  return crm === 'hubspot'
    ? { crm, apiUrl: HUBSPOT_API_URL, requestsPerWindow: 190, windowMs: 10_000 }
    : { crm, loginUrl: SALESFORCE_LOGIN_URL, apiVersion: SALESFORCE_API_VERSION, accountMatchField: 'Website', personObject: 'Contact' }
}
