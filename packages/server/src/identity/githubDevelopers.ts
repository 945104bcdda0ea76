/**
 * The developer behind each GitHub login: the one owning the `github` identity (however they became
 * known: an earlier delivery, or a website identify listing the login in other_identities), else a
 * new developer known only by that login. A login an imported contact names is that buyer: it
 * joins the developer the contact is linked to, or the new developer takes the contact's e-mail,
 * name, title and account and the contact is linked to it. A later website identify naming the
 * login folds this developer into the identified person (identifyVisitor), with its activity.
 */
import { newId } from '../ids.js'
import type { Db, Store } from '../store/store.js'
import { canonicalUsername } from '../domain/identities.js'
import { linkContactById } from '../contacts/contactRows.js'
import { insertDevelopers } from '../developers/developerRows.js'
import { holdersOfUsernames, insertIdentities, insertIdentitiesIfNew } from '../developers/identityRows.js'

const LOGINS_PER_QUERY = 500

/**
 * Developer ids by canonical login, creating developers for unknown logins. Run inside a
 * transaction; on PostgreSQL the caller holds the workspace's identify lock.
 */
export async function developersOfGithubLogins(db: Db, workspaceId: string, logins: readonly string[], now: number): Promise<Map<string, string>> {
  const wanted = [...new Set(logins.map((login) => canonicalUsername('github', login)).filter(Boolean))].sort()
  const developers = new Map<string, string>()
  for (let start = 0; start < wanted.length; start += LOGINS_PER_QUERY) {
    const known = await holdersOfUsernames(db, workspaceId, 'github', wanted.slice(start, start + LOGINS_PER_QUERY))
    for (const identity of known) developers.set(identity.username, identity.developer_id)
  }
  const unknown = wanted.filter((login) => !developers.has(login))
  for (let start = 0; start < unknown.length; start += LOGINS_PER_QUERY) {
    const logins = unknown.slice(start, start + LOGINS_PER_QUERY)
    const contacts = await contactsOfGithubLogins(db, workspaceId, logins)
    const fresh: { login: string; id: string; contact: ContactOfLogin | undefined }[] = []
    for (const login of logins) {
      const contact = contacts.get(login)
      // a buyer already linked (they signed in with the contact's e-mail) is this login's person
      const person = contact ? (contact.developer_id ?? contact.email_developer_id) : null
      if (person) developers.set(login, person)
      else fresh.push({ login, id: newId(), contact })
    }
    if (fresh.length > 0) {
      await insertDevelopers(
        db,
        fresh.map(({ id, contact }) => ({
          id,
          workspace_id: workspaceId,
          account_id: contact?.account_id ?? null,
          account_named_at: null,
          name: contact?.full_name ?? '',
          email: contact?.email ?? null,
          designation: contact?.designation ?? '',
          first_activity: null,
          latest_activity: null,
          created_at: now,
        })),
      )
      // the imported buyer's e-mail is an identity too: a later sign-in with it finds this developer
      const emails = fresh.flatMap(({ id, contact }) =>
        contact ? [{ workspace_id: workspaceId, type: 'email' as const, username: contact.email, developer_id: id }] : [],
      )
      if (emails.length > 0) await insertIdentities(db, emails)
    }
    for (const { login, id } of fresh) developers.set(login, id)
    // each login is now its person's: a new developer, or the buyer's developer it joins
    await insertIdentitiesIfNew(
      db,
      logins.map((login) => ({ workspace_id: workspaceId, type: 'github' as const, username: login, developer_id: developers.get(login)! })),
    )
    for (const login of logins) {
      const contact = contacts.get(login)
      if (!contact || contact.developer_id) continue
      await linkContactById(db, contact.id, developers.get(login)!)
    }
  }
  return developers
}

/** An imported contact naming a GitHub login, with the developer known by its e-mail (if any). */
interface ContactOfLogin {
  id: string
  email: string
  full_name: string
  designation: string
  account_id: string | null
  developer_id: string | null
  email_developer_id: string | null
}

/** The contact of each login among `logins` (the first by e-mail when several name one login). */
async function contactsOfGithubLogins(db: Db, workspaceId: string, logins: readonly string[]): Promise<Map<string, ContactOfLogin>> {
  const rows = await db
    .selectFrom('contacts')
    .leftJoin('developer_identities', (join) =>
      join
        .onRef('developer_identities.workspace_id', '=', 'contacts.workspace_id')
        .on('developer_identities.type', '=', 'email')
        .onRef('developer_identities.username', '=', 'contacts.email'),
    )
    .select([
      'contacts.id',
      'contacts.github',
      'contacts.email',
      'contacts.full_name',
      'contacts.designation',
      'contacts.account_id',
      'contacts.developer_id',
      'developer_identities.developer_id as email_developer_id',
    ])
    .where('contacts.workspace_id', '=', workspaceId)
    .where('contacts.github', 'in', logins)
    .orderBy('contacts.email')
    .execute()
  const contacts = new Map<string, ContactOfLogin>()
  for (const { github, ...contact } of rows) if (!contacts.has(github)) contacts.set(github, contact)
  return contacts
}
