/** Identity resolution: an identify links a visitor to a developer, creating or merging people. */
import type { Identity } from '@devtrail/core/protocol'
import { accountDomainOf, accountDomainOfEmail } from '../accounts/accountDomain.js'
import { ensureAccount } from '../accounts/ensureAccount.js'
import { newId } from '../ids.js'
import type { Db } from '../store/store.js'
import { developerProfiles } from './developerProfiles.js'
import { identitiesOf } from '../domain/identities.js'
import { type ClaimedPerson, judgeClaim } from './judgeClaim.js'
import { attributionKey } from './attribution.js'
import { recordConflict } from './identityConflicts.js'
import { takeIdentities } from './takeIdentities.js'
import { mergeDevelopers, type DeveloperRow } from './mergeDevelopers.js'
import { addVisitorDaysToDeveloper } from '../stats/rollup.js'
import { linkContactByEmail } from '../contacts/contactRows.js'
import { developersOldestFirst, insertDevelopers, updateDeveloper } from '../developers/developerRows.js'
import { emailIdentitiesOf, identitiesMatching, insertIdentitiesIfNew } from '../developers/identityRows.js'
import { linkVisitor } from '../visitors/visitorRows.js'
import { attributeVisitorActivities, giveAccountToActivities, setActivityPerson } from '../activities/activityRows.js'

/** One identify call to resolve. */
export interface IdentifyInput {
  workspaceId: string
  /** The visitor (anonymous id) that identified. */
  visitorId: string
  identity: Identity
  /** The visitor's country ('' when unknown). */
  country: string
  /** When the identify happened (its event time, never later than its arrival), epoch ms. */
  occurredAt: number
  /** When it is stored, epoch ms. */
  now: number
  /** The identity was signed with the asset's identify secret (identity verification). */
  verified?: boolean
}

/** The developer the visitor is now, and the accounts whose aggregates the change affects. */
export interface IdentifyOutcome {
  developerId: string
  /** The identities the visitor identified with (an attribution key): its activities are attributed through them. */
  identity: string
  /** Accounts to refresh (the developer's, a previous one, merged people's). */
  accountIds: string[]
}

/**
 * Links the visitor to the developer owning any of the identity's identifiers (creating one if
 * none does, folding in people known only by its other ids; a signed identify only takes the
 * identities of unverified people, see takeIdentities), updates the developer's name, e-mail and account,
 * and attributes the visitor's earlier anonymous activity to the developer and its account.
 * Run inside the ingest transaction; on PostgreSQL the caller holds the workspace's identify lock.
 * Null when the identity holds no usable identifier, or when the claim is refused (see judgeClaim:
 * it is recorded as a conflict): nothing is changed then and the visitor stays who it was.
 */
export async function identifyVisitor(db: Db, input: IdentifyInput): Promise<IdentifyOutcome | null> {
  const { workspaceId, visitorId, identity, occurredAt, now } = input
  const identities = identitiesOf(identity)
  if (identities.length === 0) return null
  const matches = await identitiesMatching(db, workspaceId, identities)
  const matchedIds = [...new Set(matches.map((match) => match.developer_id))]
  const found: DeveloperRow[] = await developersOldestFirst(db, matchedIds)
  // identify is a visitor's word: it may fold in people known only by other ids, never two people
  // holding different e-mails, and only a signed identify may touch a verified person
  const verified = input.verified === true
  const reason = judgeClaim(identities, await claimedPeople(db, found), verified)
  if (reason) {
    await recordConflict(db, workspaceId, { source: 'identify', reason, claim: identities, developerIds: matchedIds, visitorId }, now)
    return null
  }

  const accountIds = new Set<string>()
  let developer: DeveloperRow
  const { target, merged: others, takenFrom } = survivorOf(found, verified)
  if (!target) {
    developer = {
      id: newId(),
      workspace_id: workspaceId,
      account_id: null,
      account_named_at: null,
      name: '',
      email: null,
      designation: '',
      country: '',
      tags: '',
      first_activity: null,
      latest_activity: null,
      created_at: now,
      verified: verified ? 1 : 0,
    }
    await insertDevelopers(db, developer)
  } else {
    for (const person of [target, ...others]) if (person.account_id) accountIds.add(person.account_id)
    for (const person of takenFrom) await takeIdentities(db, person, identities, target.id)
    developer = await mergeDevelopers(db, target, others, { claim: identities, now })
  }
  await insertIdentitiesIfNew(
    db,
    identities.map((id) => ({ workspace_id: workspaceId, type: id.type, username: id.username, developer_id: developer.id })),
  )

  const email = identities.find((id) => id.type === 'email')?.username ?? null
  const name = [identity.firstname, identity.lastname]
    .map((part) => part?.replaceAll('\u0000', '').trim())
    .filter(Boolean)
    .join(' ')
  const companyDomain = identity.company ? accountDomainOf(identity.company) : null
  // a person's account is the one named by their identify that happened last (a company, else a
  // business e-mail): people change jobs, and a queued older identify arriving late is stale.
  // Only activity from now on (and this visit's anonymous activity) goes to it; what happened
  // earlier stays with the account it happened at.
  const domain = companyDomain ?? (email ? accountDomainOfEmail(email) : null)
  const namesAccount = domain !== null && occurredAt >= (developer.account_named_at ?? -Infinity)
  const accountId = namesAccount ? await ensureAccount(db, workspaceId, domain, now) : developer.account_id
  const accountNamedAt = namesAccount ? occurredAt : developer.account_named_at
  const addsIdentifiers = matches.length < identities.length || takenFrom.length > 0
  const profileChanged = addsIdentifiers || others.length > 0 || accountId !== developer.account_id || (!developer.email && email !== null)
  await updateDeveloper(db, developer.id, {
    name: name || developer.name,
    email: developer.email ?? email,
    account_id: accountId,
    account_named_at: accountNamedAt,
    country: developer.country || input.country,
    ...(verified ? { verified: 1 } : {}),
  })
  if (accountId) accountIds.add(accountId)

  const identityKey = attributionKey(identities)
  const newlyLinked = await linkVisitor(db, visitorId, developer.id, identityKey)
  let titleChanged = false
  if (email) {
    await linkContactByEmail(db, workspaceId, email, developer.id)
    // a buyer imported with a title is this person: their activities show that title
    const contact = await db.selectFrom('contacts').select('designation').where('workspace_id', '=', workspaceId).where('email', '=', email).executeTakeFirst()
    if (contact?.designation && contact.designation !== developer.designation) {
      await updateDeveloper(db, developer.id, { designation: contact.designation })
      titleChanged = true
    }
  }

  const profile = (await developerProfiles(db, [developer.id])).get(developer.id)
  const attribution = { account_id: accountId, actor: profile?.actor ?? '', developer_designation: profile?.designation ?? '' }
  // a visitor already linked to this person has no anonymous activity left to attribute (its rows
  // are written with the person): a returning visitor's identify costs the same however long its history
  if (newlyLinked) {
    await attributeVisitorActivities(db, workspaceId, visitorId, { developer_id: developer.id, identity: identityKey, ...attribution })
    await addVisitorDaysToDeveloper(db, workspaceId, visitorId, developer.id)
  }
  if (profileChanged || titleChanged) {
    // who did it is the person as known now; where it happened (the account) does not change
    const { account_id: _account, ...person } = attribution
    await setActivityPerson(db, developer.id, person)
  }
  // activity recorded while the person's company was unknown is theirs: it takes the account (only
  // new activity of theirs, merged people's or this visitor's can still lack it)
  if (accountId && (newlyLinked || others.length > 0 || accountId !== developer.account_id)) {
    await giveAccountToActivities(db, developer.id, accountId)
  }
  return { developerId: developer.id, identity: identityKey, accountIds: [...accountIds] }
}

/**
 * Who a claim naming `found` (oldest first) makes of them: the person it is (the oldest verified
 * one under a signed claim, else the oldest), the people merged into them, and the unverified
 * people a signed claim only takes identities from (what they did was claimed unsigned).
 */
function survivorOf(found: readonly DeveloperRow[], signed: boolean) {
  const trusted = (person: DeveloperRow) => Number(person.verified) === 1
  const target = (signed ? found.find(trusted) : undefined) ?? found[0]
  const others = found.filter((person) => person !== target)
  if (!signed) return { target, merged: others, takenFrom: [] }
  return { target, merged: others.filter(trusted), takenFrom: others.filter((person) => !trusted(person)) }
}

/** The e-mails and verified mark of the people a claim names. */
async function claimedPeople(db: Db, people: readonly DeveloperRow[]): Promise<ClaimedPerson[]> {
  if (people.length === 0) return []
  const emails = await emailIdentitiesOf(
    db,
    people.map((person) => person.id),
  )
  return people.map((person) => ({
    id: person.id,
    verified: Number(person.verified) === 1,
    emails: [
      ...new Set([...(person.email ? [person.email.toLowerCase()] : []), ...emails.filter((row) => row.developer_id === person.id).map((row) => row.username)]),
    ],
  }))
}
