/**
 * Upserts contacts by (workspace, email) in one transaction: links each to the account of its
 * company domain (created on first sight) and to the developer who identified with that e-mail
 * (else the one known by the contact's GitHub login).
 */
import { recordConflict } from '../identity/identityConflicts.js'
import type { StoredIdentity } from '../domain/identities.js'
import type { Transaction } from 'kysely'
import { accountDomainOf } from '../accounts/accountDomain.js'
import { ensureAccount } from '../accounts/ensureAccount.js'
import { newId } from '../ids.js'
import { retryTransaction } from '../store/retryTransaction.js'
import type { Database } from '../store/schema.js'
import type { Store, StoreDialect } from '../store/store.js'
import type { ContactInput } from './contactRow.js'
import { upsertContactRows } from './contactRows.js'
import { updateDeveloper } from '../developers/developerRows.js'
import { developersOfUsernames, insertIdentitiesIfNew } from '../developers/identityRows.js'
import { fillActivityDesignation, setActivityPerson } from '../activities/activityRows.js'

/** Counts of one upsert. */
export interface UpsertCounts {
  /** Contacts that did not exist before. */
  created: number
  /** Existing contacts (same e-mail) that were updated. */
  updated: number
  /** Contacts linked to an account by company domain. */
  accounts_linked: number
  /** Contacts linked to a known developer by e-mail identity. */
  developers_linked: number
}

/**
 * Upserts a batch of contacts in one transaction. Within the batch a repeated e-mail keeps its
 * last row. `accountIds` caches domain -> account id across batches.
 */
export async function upsertContacts(
  store: Store,
  workspaceId: string,
  batch: ContactInput[],
  accountIds: Map<string, string> = new Map(),
): Promise<UpsertCounts> {
  const byEmail = new Map(batch.map((contact) => [contact.email, contact]))
  // one lock order for every writer: concurrent imports of overlapping contacts never deadlock
  const contacts = [...byEmail.values()].sort((a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0))
  if (contacts.length === 0) return { created: 0, updated: 0, accounts_linked: 0, developers_linked: 0 }
  const emails = contacts.map((contact) => contact.email)
  const now = Date.now()
  // a retried transaction starts over: accounts it created are gone, so it keeps its own cache
  // and hands it on only once committed
  let attemptAccounts = new Map<string, string>()
  const counts = await retryTransaction(() => {
    attemptAccounts = new Map(accountIds)
    return store.db.transaction().execute((trx) => writeContacts(trx, store.dialect, workspaceId, contacts, emails, attemptAccounts, now))
  })
  for (const [domain, id] of attemptAccounts) accountIds.set(domain, id)
  return counts
}

async function writeContacts(
  trx: Transaction<Database>,
  dialect: StoreDialect,
  workspaceId: string,
  contacts: ContactInput[],
  emails: string[],
  accountIds: Map<string, string>,
  now: number,
): Promise<UpsertCounts> {
  const counts: UpsertCounts = { created: 0, updated: 0, accounts_linked: 0, developers_linked: 0 }
  // the account is the company's registrable domain, as for sign-ins: eng.acme.com is acme.com,
  // and a free-mail or disposable domain makes no account
  for (const domain of [...new Set(contacts.map((contact) => contact.company_domain).filter(Boolean))].sort()) {
    if (accountIds.has(domain)) continue
    const accountDomain = accountDomainOf(domain)
    if (accountDomain) accountIds.set(domain, await ensureAccount(trx, workspaceId, accountDomain, now))
  }
  const developers = await developersOfUsernames(trx, workspaceId, 'email', emails)
  const developerOf = new Map<string, DeveloperLink>(developers.map((developer) => [developer.username, developer]))
  const refused = await refuseSplitContacts(trx, workspaceId, contacts, developerOf)
  await linkGithubDevelopers(
    trx,
    workspaceId,
    contacts.filter((contact) => !refused.has(contact.email)),
    developerOf,
  )
  // SQLite runs one write transaction at a time: what exists now is what the upsert meets;
  // PostgreSQL tells per row below (xmax = 0: inserted), exact under concurrent imports
  if (dialect === 'sqlite') {
    const existing = await trx.selectFrom('contacts').select('email').where('workspace_id', '=', workspaceId).where('email', 'in', emails).execute()
    counts.updated = existing.length
    counts.created = contacts.length - existing.length
  }

  const rows = contacts.map((contact) => {
    const developer = developerOf.get(contact.email)
    const accountId = contact.company_domain ? (accountIds.get(contact.company_domain) ?? null) : null
    if (accountId) counts.accounts_linked += 1
    if (developer) counts.developers_linked += 1
    return {
      id: newId(),
      workspace_id: workspaceId,
      ...contact,
      github: contact.github ?? '',
      email_verified: contact.email_verified ? 1 : 0,
      account_id: accountId,
      developer_id: developer?.id ?? null,
      first_activity: developer?.first_activity ?? null,
      latest_activity: developer?.latest_activity ?? null,
      created_at: now,
      updated_at: now,
    }
  })
  const written = await upsertContactRows(trx, dialect, rows)
  if (written) Object.assign(counts, written)
  // the import knows people's titles: their developer records (and activities from now on) show them
  for (const contact of contacts) {
    const developer = developerOf.get(contact.email)
    if (!developer || !contact.designation) continue
    await updateDeveloper(trx, developer.id, { designation: contact.designation })
    // activities recorded while the title was unknown take it; a title recorded earlier stays
    await fillActivityDesignation(trx, developer.id, contact.designation)
  }
  return counts
}

type DeveloperLink = { id: string; first_activity: number | null; latest_activity: number | null }

/**
 * A contact whose e-mail is one person's and whose GitHub login is another's names two people:
 * the claim is kept as a conflict and the contact is linked to neither (removed from `developerOf`).
 * Answers the e-mails of the contacts refused.
 */
async function refuseSplitContacts(
  trx: Transaction<Database>,
  workspaceId: string,
  contacts: ContactInput[],
  developerOf: Map<string, DeveloperLink>,
): Promise<Set<string>> {
  const refused = new Set<string>()
  const named = contacts.filter((contact) => contact.github && developerOf.has(contact.email))
  if (named.length === 0) return refused
  const holders = await developersOfUsernames(trx, workspaceId, 'github', [...new Set(named.map((contact) => contact.github ?? ''))])
  const holderOf = new Map(holders.map((holder) => [holder.username, holder]))
  for (const contact of named) {
    const byEmail = developerOf.get(contact.email)!
    const byLogin = holderOf.get(contact.github ?? '')
    if (!byLogin || byLogin.id === byEmail.id) continue
    const claim: StoredIdentity[] = [
      { type: 'email', username: contact.email },
      { type: 'github', username: contact.github ?? '' },
    ]
    const reason = byLogin.email !== null && byLogin.email !== contact.email ? 'distinct_emails' : 'identity_taken'
    await recordConflict(trx, workspaceId, { source: 'contacts', reason, claim, developerIds: [byEmail.id, byLogin.id], visitorId: null }, Date.now())
    developerOf.delete(contact.email)
    refused.add(contact.email)
  }
  return refused
}

/**
 * Contacts known by no developer's e-mail whose GitHub login a developer already has (an earlier
 * delivery) are that developer: it takes the e-mail (and the e-mail identity, so a later sign-in
 * finds it) unless it already has another one. Adds them to `developerOf` by e-mail.
 */
async function linkGithubDevelopers(trx: Transaction<Database>, workspaceId: string, contacts: ContactInput[], developerOf: Map<string, DeveloperLink>) {
  const wanted = contacts.filter((contact) => contact.github && !developerOf.has(contact.email))
  if (wanted.length === 0) return
  const known = await developersOfUsernames(trx, workspaceId, 'github', [...new Set(wanted.map((contact) => contact.github ?? ''))])
  const byLogin = new Map(known.map((developer) => [developer.username, developer]))
  const claimed = new Set<string>()
  for (const contact of wanted) {
    const developer = byLogin.get(contact.github ?? '')
    if (!developer) continue
    // a developer known under another e-mail is someone else: the import's claim is kept as a conflict
    if ((developer.email !== null && developer.email !== contact.email) || claimed.has(developer.id)) {
      const claim: StoredIdentity[] = [
        { type: 'email', username: contact.email },
        { type: 'github', username: contact.github ?? '' },
      ]
      await recordConflict(
        trx,
        workspaceId,
        { source: 'contacts', reason: 'distinct_emails', claim, developerIds: [developer.id], visitorId: null },
        Date.now(),
      )
      continue
    }
    claimed.add(developer.id)
    developerOf.set(contact.email, developer)
    if (developer.email !== null) continue
    await updateDeveloper(trx, developer.id, { email: contact.email })
    await insertIdentitiesIfNew(trx, [{ workspace_id: workspaceId, type: 'email', username: contact.email, developer_id: developer.id }])
    // their activities show who they are now
    await setActivityPerson(trx, developer.id, { actor: contact.email })
  }
}
