/**
 * A signed identify naming identities an unverified person holds takes those identities, not the
 * person: their visitors and activities were made by whoever claimed the identities unsigned, so
 * they never join the verified timeline.
 */
import type { Db } from '../store/store.js'
import type { StoredIdentity } from '../domain/identities.js'
import type { DeveloperRow } from './mergeDevelopers.js'
import { developerProfiles } from './developerProfiles.js'
import { moveContactsByEmail } from '../contacts/contactRows.js'
import { updateDeveloper } from '../developers/developerRows.js'
import { moveIdentity } from '../developers/identityRows.js'
import { setActivityPerson } from '../activities/activityRows.js'

/**
 * Moves the identities of `claim` that `person` holds to `toId`; the person keeps everything else
 * (an e-mail field naming a moved e-mail is cleared, their contacts by that e-mail follow it).
 */
export async function takeIdentities(db: Db, person: DeveloperRow, claim: readonly StoredIdentity[], toId: string): Promise<void> {
  for (const identity of claim) await moveIdentity(db, person.workspace_id, identity, person.id, toId)
  const emails = claim.filter((identity) => identity.type === 'email').map((identity) => identity.username)
  if (person.email !== null && emails.includes(person.email.toLowerCase())) {
    await updateDeveloper(db, person.id, { email: null })
  }
  if (emails.length > 0) {
    await moveContactsByEmail(db, person.id, emails, toId)
  }
  // their activities show who they are without the identities
  const profile = (await developerProfiles(db, [person.id])).get(person.id)
  if (profile) await setActivityPerson(db, person.id, { actor: profile.actor })
}
