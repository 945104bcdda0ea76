/**
 * One buyer/contact row of an import file, validated: column names are matched loosely
 * (`First Name`, `first_name`, `firstname`), values are trimmed, the e-mail lower-cased
 * and the company domain normalised.
 */
import { isEmailAddress } from '../identity/emailAddress.js'
import { canonicalUsername } from '../domain/identities.js'
import { normaliseDomain } from '../accounts/ensureAccount.js'

/** A validated contact, ready to upsert by (workspace, email). */
export interface ContactInput {
  /** Lower-cased e-mail address: the contact's key within a workspace. */
  email: string
  /** Full name (or first and last name joined). */
  full_name: string
  /** Job title, such as `VP Engineering`. */
  designation: string
  /** Seniority, such as `Director`. */
  seniority: string
  /** Job function, such as `Engineering`. */
  job_function: string
  /** State or region. */
  state: string
  /** Country. */
  country: string
  /** Whether the e-mail address was verified. */
  email_verified: boolean
  /** Normalised company domain, or '' when unknown. */
  company_domain: string
  /** Comma-separated tag names. */
  tags: string
  /** Lower-cased GitHub login (from a login, `@login` or profile URL); '' or absent when unknown. */
  github?: string
}

/** The accepted column names (after lower-casing and turning spaces and dashes into `_`) of each field. */
const columnAliases: Record<string, string> = {
  email: 'email',
  email_address: 'email',
  business_email: 'email',
  work_email: 'email',
  full_name: 'full_name',
  fullname: 'full_name',
  name: 'full_name',
  first_name: 'first_name',
  firstname: 'first_name',
  last_name: 'last_name',
  lastname: 'last_name',
  designation: 'designation',
  title: 'designation',
  job_title: 'designation',
  seniority: 'seniority',
  job_function: 'job_function',
  function: 'job_function',
  department: 'job_function',
  state: 'state',
  region: 'state',
  country: 'country',
  email_verified: 'email_verified',
  verified: 'email_verified',
  company_domain: 'company_domain',
  domain: 'company_domain',
  company: 'company_domain',
  company_website: 'company_domain',
  website: 'company_domain',
  tags: 'tags',
  github: 'github',
  github_login: 'github',
}

/** The field a column name feeds, or undefined for a column that is ignored. */
export function fieldOfColumn(column: string): string | undefined {
  return columnAliases[
    column
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_')
  ]
}

const MAX_FIELD_LENGTH = 1000
// a GitHub login: letters, digits and dashes, not starting with a dash, at most 39 (old logins break the newer dash rules)
const GITHUB_LOGIN = /^[a-z0-9](?:[a-z0-9-]{0,38})$/
const TRUE = new Set(['true', 'yes', 'y', '1', 'verified'])
const FALSE = new Set(['false', 'no', 'n', '0', 'unverified', ''])

function text(value: unknown, field: string): string {
  if (value === undefined || value === null) return ''
  if (Array.isArray(value) && field === 'tags') return value.map((item) => text(item, field)).join(',')
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  throw new Error(`${field} must be text`)
}

/**
 * Validates one row (field name -> raw value, names already mapped by `fieldOfColumn`)
 * into a contact, or throws an Error whose message names the bad field.
 */
export function contactFromFields(fields: Record<string, unknown>): ContactInput {
  const value = (field: string) => {
    const result = text(fields[field], field)
    if (result.length > MAX_FIELD_LENGTH) throw new Error(`${field} is longer than ${MAX_FIELD_LENGTH} characters`)
    return result
  }
  const email = value('email').toLowerCase()
  if (!email) throw new Error('email is missing')
  if (!isEmailAddress(email)) throw new Error(`email "${email}" is not an e-mail address`)

  const verifiedRaw = fields.email_verified
  let email_verified: boolean
  if (typeof verifiedRaw === 'boolean') email_verified = verifiedRaw
  else {
    const flag = value('email_verified').toLowerCase()
    if (TRUE.has(flag)) email_verified = true
    else if (FALSE.has(flag)) email_verified = false
    else throw new Error(`email_verified "${flag}" is not true or false`)
  }

  const domainRaw = value('company_domain')
  let company_domain = ''
  if (domainRaw) {
    const domain = normaliseDomain(domainRaw)
    if (!domain) throw new Error(`company domain "${domainRaw}" is not a domain such as example.com`)
    company_domain = domain
  }

  const githubRaw = value('github')
  const github = githubRaw ? canonicalUsername('github', githubRaw) : ''
  if (githubRaw && !GITHUB_LOGIN.test(github)) throw new Error(`github "${githubRaw}" is not a GitHub login, @login or github.com profile URL`)

  const full_name = value('full_name') || `${value('first_name')} ${value('last_name')}`.trim()
  return {
    email,
    full_name,
    designation: value('designation'),
    seniority: value('seniority'),
    job_function: value('job_function'),
    state: value('state'),
    country: value('country'),
    email_verified,
    company_domain,
    tags: value('tags'),
    github,
  }
}
