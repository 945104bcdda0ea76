/**
 * What Devtrail sends about a company or a person, CRM-neutral: each writer turns it into its own
 * property names and types. Read for one page of records at a time.
 */
import type { Store } from '../store/store.js'

/** The activity sources reported as "sources used", in the product's words. */
const SOURCE_NAMES: Record<string, string> = { WEBSITE: 'Website', DOCS: 'Docs', PRODUCT: 'Product', GITHUB: 'GitHub' }

/** The Devtrail facts shared by companies and people. */
export interface DevtrailFacts {
  /** HIGH, MEDIUM or LOW (a person's: their account's); null when unknown. */
  activityLevel: string | null
  /** STRONG, MODERATE or WEAK (a person's: their account's); null when unknown. */
  customerFit: string | null
  /** First and last activity, epoch ms; null when never active. */
  firstActivity: number | null
  lastActivity: number | null
  /** The last command copied from the docs or website; null when none. */
  lastCopiedCommand: string | null
  /** Sources with activity, sorted: Docs, GitHub, Product, Website. */
  sources: string[]
  /** The page of the account or developer in the Devtrail dashboard; null without a public URL. */
  dashboardUrl: string | null
}

/** A company: matched by its domain. */
export interface CompanyValues extends DevtrailFacts {
  domain: string
  name: string
  /** Developers active in the last 30 days. */
  developersCount: number
}

/** A person: matched by their e-mail. */
export interface PersonValues extends DevtrailFacts {
  email: string
  firstName: string | null
  lastName: string | null
  jobTitle: string | null
  /** Their company's name and domain, when known. */
  companyName: string | null
  companyDomain: string | null
}

/** A person to send: a developer or an imported contact (buyer, audience member). */
export interface PersonRef {
  kind: 'developer' | 'contact'
  id: string
}

const text = (value: string | null | undefined) => (value ? value : null)
const time = (value: number | string | null) => (value === null ? null : Number(value))
/** The dashboard page `#/accounts/<id>` or `#/developers/<id>` under the public URL. */
export const dashboardLink = (publicUrl: string | null, route: 'accounts' | 'developers', id: string) =>
  publicUrl ? `${publicUrl.replace(/\/+$/, '')}/dashboard/#/${route}/${encodeURIComponent(id)}` : null

/** Splits a full name at its last space: "Ada King Lovelace" is Ada King / Lovelace. */
function splitName(fullName: string | null): { firstName: string | null; lastName: string | null } {
  const name = fullName?.trim()
  if (!name) return { firstName: null, lastName: null }
  const space = name.lastIndexOf(' ')
  return space < 0 ? { firstName: null, lastName: name } : { firstName: name.slice(0, space), lastName: name.slice(space + 1) }
}

/** The facts of an account's row (a person's: their account's) and of its activity. */
interface FactsRow {
  developer_activity: string | null
  customer_fit: string | null
  first_activity: number | string | null
  latest_activity: number | string | null
}

/** The Devtrail facts of a company or person: `row`'s levels and times, `activity`'s command and sources. */
function devtrailFacts(row: FactsRow, activity: ActivityFacts | undefined, dashboardUrl: string | null): DevtrailFacts {
  return {
    activityLevel: text(row.developer_activity),
    customerFit: text(row.customer_fit),
    firstActivity: time(row.first_activity),
    lastActivity: time(row.latest_activity),
    lastCopiedCommand: activity?.lastCopiedCommand ?? null,
    sources: activity?.sources ?? [],
    dashboardUrl,
  }
}

/** The last copied command and the sources used of one account or developer. */
interface ActivityFacts {
  lastCopiedCommand: string | null
  sources: string[]
}

/** The last copied command and the sources used, per account or developer id. */
async function activityFacts(store: Store, workspaceId: string, column: 'account_id' | 'developer_id', ids: string[]) {
  const facts = new Map<string, ActivityFacts>()
  if (ids.length === 0) return facts
  for (const id of ids) facts.set(id, { lastCopiedCommand: null, sources: [] })
  const sources = await store.db
    .selectFrom('activities')
    .select([column, 'activity_source'])
    .distinct()
    .where('workspace_id', '=', workspaceId)
    .where(column, 'in', ids)
    .execute()
  for (const row of sources) {
    const name = SOURCE_NAMES[row.activity_source]
    if (name) facts.get(row[column] as string)?.sources.push(name)
  }
  for (const entry of facts.values()) entry.sources.sort()
  // one indexed lookup per record (activities_account_time / activities_developer_time)
  for (const id of ids) {
    const copied = await store.db
      .selectFrom('activities')
      .select('copied_text')
      .where(column, '=', id)
      .where('workspace_id', '=', workspaceId)
      .where('activity_type', '=', 'COPY_COMMAND')
      .orderBy('occurred_at', 'desc')
      .limit(1)
      .executeTakeFirst()
    facts.get(id)!.lastCopiedCommand = text(copied?.copied_text)
  }
  return facts
}

/** The companies of `accountIds` (those still in the workspace), in that order. */
export async function companyValues(store: Store, workspaceId: string, accountIds: string[], publicUrl: string | null): Promise<Map<string, CompanyValues>> {
  const values = new Map<string, CompanyValues>()
  if (accountIds.length === 0) return values
  const rows = await store.db.selectFrom('accounts').selectAll().where('workspace_id', '=', workspaceId).where('id', 'in', accountIds).execute()
  const facts = await activityFacts(store, workspaceId, 'account_id', accountIds)
  for (const row of rows) {
    values.set(row.id, {
      domain: row.domain.toLowerCase(),
      name: row.name || row.domain,
      developersCount: Number(row.active_developers_count),
      ...devtrailFacts(row, facts.get(row.id), dashboardLink(publicUrl, 'accounts', row.id)),
    })
  }
  return values
}

/** The people of `refs` that have an e-mail, keyed `<kind>:<id>`. */
export async function personValues(store: Store, workspaceId: string, refs: PersonRef[], publicUrl: string | null): Promise<Map<string, PersonValues>> {
  const values = new Map<string, PersonValues>()
  const developerIds = refs.filter((ref) => ref.kind === 'developer').map((ref) => ref.id)
  const contactIds = refs.filter((ref) => ref.kind === 'contact').map((ref) => ref.id)
  const developers = developerIds.length
    ? await store.db
        .selectFrom('developers')
        .leftJoin('accounts', 'accounts.id', 'developers.account_id')
        .select(['developers.id', 'developers.name', 'developers.email', 'developers.designation', 'developers.first_activity', 'developers.latest_activity'])
        .select(['accounts.name as account_name', 'accounts.domain as account_domain', 'accounts.developer_activity', 'accounts.customer_fit'])
        .where('developers.workspace_id', '=', workspaceId)
        .where('developers.id', 'in', developerIds)
        .execute()
    : []
  const contacts = contactIds.length
    ? await store.db
        .selectFrom('contacts')
        .leftJoin('accounts', 'accounts.id', 'contacts.account_id')
        .select(['contacts.id', 'contacts.full_name', 'contacts.email', 'contacts.designation', 'contacts.developer_id', 'contacts.company_domain'])
        .select(['contacts.first_activity', 'contacts.latest_activity'])
        .select(['accounts.name as account_name', 'accounts.domain as account_domain', 'accounts.developer_activity', 'accounts.customer_fit'])
        .where('contacts.workspace_id', '=', workspaceId)
        .where('contacts.id', 'in', contactIds)
        .execute()
    : []
  const activityOwners = [...developers.map((row) => row.id), ...contacts.flatMap((row) => (row.developer_id ? [row.developer_id] : []))]
  const facts = await activityFacts(store, workspaceId, 'developer_id', [...new Set(activityOwners)])
  for (const row of developers) {
    if (!row.email) continue
    values.set(`developer:${row.id}`, {
      email: row.email.toLowerCase(),
      ...splitName(row.name),
      jobTitle: text(row.designation),
      companyName: text(row.account_name),
      companyDomain: text(row.account_domain),
      ...devtrailFacts(row, facts.get(row.id), dashboardLink(publicUrl, 'developers', row.id)),
    })
  }
  for (const row of contacts) {
    const fact = row.developer_id ? facts.get(row.developer_id) : undefined
    values.set(`contact:${row.id}`, {
      email: row.email.toLowerCase(),
      ...splitName(row.full_name),
      jobTitle: text(row.designation),
      companyName: text(row.account_name),
      companyDomain: text(row.account_domain) ?? text(row.company_domain),
      ...devtrailFacts(row, fact, row.developer_id ? dashboardLink(publicUrl, 'developers', row.developer_id) : null),
    })
  }
  return values
}
