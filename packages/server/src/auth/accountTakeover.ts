/**
 * The first proof of an e-mail takes an unproven account over. An account made from a link (an
 * invitation accepted with a password, a set-up link) was made by whoever held the link, who may
 * not own the e-mail. When the e-mail's owner first proves it (a verified e-mail at SSO, an
 * invitation link that was only e-mailed), what the maker set goes: the password, TOTP and
 * recovery codes, every session; the account is then the proved owner's, and the audit log of
 * each of its workspaces says so.
 */
import { recordUserEvent, selfActor } from '../audit/userEvents.js'
import { inTransaction, type Queryable } from '../store/queryable.js'
import { clearUnprovenCredentials } from '../users/userRemoval.js'
import { findUser, linkSsoSubject, markEmailProven, setPasswordHash, type UserCredentials } from '../users/users.js'
import { revokeAllUserSessions } from './sessions.js'
import { clearFailures, secondFactorSubject } from './signInLockout.js'

/** How the owner proved the e-mail, and what they bring: an SSO account, or a new password. */
export interface EmailProof {
  via: 'sso' | 'emailed_invitation'
  ssoSubject?: string
  passwordHash?: string
}

/** Takes `user` (unproven) over for the e-mail's owner; answers the user as it is now. */
export async function takeOverUnprovenAccount(
  store: Queryable,
  user: UserCredentials,
  proof: EmailProof,
  address: string,
  now: number,
): Promise<UserCredentials> {
  return inTransaction(store, async (trx) => {
    await clearUnprovenCredentials(trx, user.id)
    const sessionsEnded = await revokeAllUserSessions(trx, user.id, now)
    await clearFailures(trx, secondFactorSubject(user.id))
    if (proof.passwordHash) await setPasswordHash(trx, user.id, proof.passwordHash)
    if (proof.ssoSubject) await linkSsoSubject(trx, user.id, proof.ssoSubject)
    await markEmailProven(trx, user.id, now)
    await recordUserEvent(
      trx,
      {
        user,
        actor: selfActor(user),
        action: 'user.take_over',
        address,
        after: { via: proof.via, password_removed: user.hasPassword, totp_removed: user.totpEnabled, sessions_ended: sessionsEnded },
      },
      now,
    )
    const taken = await findUser(trx, user.id)
    if (!taken) throw new Error(`user ${user.id} vanished`)
    return taken
  })
}
