/**
 * The custom fields a Salesforce admin adds for Devtrail (docs/guides/crm-sync.md), checked on
 * connect through describe. Salesforce has no API for an integration user to add fields without
 * the Metadata API and admin rights, so Devtrail documents them instead of creating them.
 */
import type { CompanyValues, DevtrailFacts, PersonValues } from './crmRecordValues.js'

/** One custom field: its API name and the type the admin gives it. */
export interface SalesforceField {
  name: string
  type: 'string' | 'textarea' | 'double' | 'datetime' | 'picklist' | 'multipicklist' | 'url' | 'email'
  /** The field matches records (External ID, Unique). */
  externalId?: boolean
}

/** The external id holding an account's domain. */
export const ACCOUNT_KEY_FIELD = 'Devtrail_Domain__c'
/** The external id holding a person's e-mail (on Contact or Lead). */
export const PERSON_KEY_FIELD = 'Devtrail_Email__c'

const FACT_FIELDS: SalesforceField[] = [
  { name: 'Devtrail_Activity_Level__c', type: 'picklist' },
  { name: 'Devtrail_Customer_Fit__c', type: 'picklist' },
  { name: 'Devtrail_First_Activity__c', type: 'datetime' },
  { name: 'Devtrail_Last_Activity__c', type: 'datetime' },
  { name: 'Devtrail_Last_Copied_Command__c', type: 'textarea' },
  { name: 'Devtrail_Sources__c', type: 'multipicklist' },
  { name: 'Devtrail_Url__c', type: 'url' },
]

/** Fields on Account. */
export const ACCOUNT_FIELDS: SalesforceField[] = [
  { name: ACCOUNT_KEY_FIELD, type: 'string', externalId: true },
  { name: 'Devtrail_Developers__c', type: 'double' },
  ...FACT_FIELDS,
]

/** Fields on Contact or Lead. */
export const PERSON_FIELDS: SalesforceField[] = [{ name: PERSON_KEY_FIELD, type: 'email', externalId: true }, ...FACT_FIELDS]

/** Salesforce's Text Area (Long) limit we hold copied commands to. */
const LONG_TEXT = 32_768

/** A describe field, as far as the check needs it. */
export interface DescribedField {
  name: string
  type: string
  externalId?: boolean
}

/** The fields of `wanted` missing from a describe (or without External ID where needed), as readable lines. */
export function missingFields(objectName: string, wanted: SalesforceField[], described: DescribedField[]): string[] {
  const byName = new Map(described.map((field) => [field.name, field]))
  return wanted.flatMap((field) => {
    const found = byName.get(field.name)
    if (!found) return [`${objectName}.${field.name} (${field.type}${field.externalId ? ', External ID, Unique' : ''})`]
    if (field.externalId && !found.externalId) return [`${objectName}.${field.name} must be marked External ID`]
    return []
  })
}

/** The fact fields' values: DateTime as ISO 8601, multi-select picklist joined with `;`, null clears. */
function factFields(facts: DevtrailFacts): Record<string, string | number | null> {
  return {
    Devtrail_Activity_Level__c: facts.activityLevel,
    Devtrail_Customer_Fit__c: facts.customerFit,
    Devtrail_First_Activity__c: facts.firstActivity === null ? null : new Date(facts.firstActivity).toISOString(),
    Devtrail_Last_Activity__c: facts.lastActivity === null ? null : new Date(facts.lastActivity).toISOString(),
    Devtrail_Last_Copied_Command__c: facts.lastCopiedCommand?.slice(0, LONG_TEXT) ?? null,
    Devtrail_Sources__c: facts.sources.length ? facts.sources.join(';') : null,
    Devtrail_Url__c: facts.dashboardUrl,
  }
}

/** An Account's fields (Name is required to create one). */
export function accountFields(company: CompanyValues): Record<string, string | number | null> {
  return { Name: company.name, Website: company.domain, Devtrail_Developers__c: company.developersCount, ...factFields(company) }
}

/** A Contact's or Lead's fields (LastName is required to create either, Company to create a Lead). */
export function personFields(person: PersonValues, object: 'Contact' | 'Lead'): Record<string, string | number | null> {
  const fields: Record<string, string | number | null> = {
    Email: person.email,
    LastName: person.lastName ?? person.email.split('@')[0]!,
    ...factFields(person),
  }
  if (person.firstName) fields.FirstName = person.firstName
  if (person.jobTitle) fields.Title = person.jobTitle
  if (object === 'Lead') fields.Company = person.companyName ?? person.companyDomain ?? person.email.split('@')[1]!
  return fields
}

/** The ways a domain is commonly written in Website. */
export const websiteForms = (domain: string) => [
  domain,
  `www.${domain}`,
  `http://${domain}`,
  `https://${domain}`,
  `http://www.${domain}`,
  `https://www.${domain}`,
  `https://${domain}/`,
  `https://www.${domain}/`,
]

/** A domain from a Website value: `https://www.Acme.com/` is acme.com. */
export const domainOfWebsite = (website: string) =>
  website
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/.*$/, '')
