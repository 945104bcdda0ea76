/**
 * The pages behind one-time links: a set-up link (a first password), a reset link (a new password,
 * which ends every session of the user) and an invitation (join a workspace: a new person chooses a
 * password, an existing user proves it is them). Looking at a link never spends it; using one
 * passes the sign-in gate, so a user with TOTP still gives a code.
 */
import { getWorkspace } from '../admin/workspaces.js'
import { DevtrailError } from '../errors.js'
import { type Invitation, peekInvitation } from '../members/invitations.js'
import type { Store } from '../store/store.js'
import { hashPassword, verifyPassword } from '../users/passwordHashing.js'
import { requireStrongPassword } from '../users/passwordPolicy.js'
import { peekUserLink, spendUserLink } from '../users/userLinks.js'
import { createUser, findUser, findUserByEmail, markEmailProven, setPasswordHash } from '../users/users.js'
import { takeOverUnprovenAccount } from './accountTakeover.js'
import { recordWrongPassword } from './passwordSignIn.js'
import type { MemberRole } from './principal.js'
import { type Admission, admitUser, requireNotLockedFor, type SignInContext } from './signInGate.js'
import { lockoutSubjects } from './signInLockout.js'

/** What a link page shows: never whether the e-mail has an account on this server. */
export interface LinkDescription {
  kind: 'setup' | 'reset' | 'invitation'
  email: string
  /** The workspace an invitation is for; null for set-up and reset links. */
  workspaceName: string | null
  /** The role an invitation grants; null otherwise. */
  role: MemberRole | null
  expiresAt: number | null
}

const INVALID = 'this link is unknown, used, revoked or expired: ask for a new one'

/** Describes a usable link without spending it; null when it is not usable. */
export async function describeLink(store: Store, token: string, now: number): Promise<LinkDescription | null> {
  const invitation = await peekInvitation(store, token, now)
  if (invitation) {
    return {
      kind: 'invitation',
      email: invitation.email,
      workspaceName: (await getWorkspace(store, invitation.workspaceId)).name,
      role: invitation.role,
      expiresAt: invitation.expiresAt,
    }
  }
  const link = await peekUserLink(store, token, ['setup', 'reset'], now)
  const user = link ? await findUser(store, link.userId) : null
  if (!link || !user) return null
  return { kind: link.purpose === 'reset' ? 'reset' : 'setup', email: user.email, workspaceName: null, role: null, expiresAt: null }
}

/** What a link's form sends. */
export interface LinkInput {
  password: string | null
  name: string | null
  /** The user of the request's live member session, if any (it passed the sign-in gate already). */
  signedInUserId: string | null
}

async function newPasswordHash(password: string | null, email: string): Promise<string> {
  requireStrongPassword(password ?? '', email)
  return hashPassword(password ?? '')
}

async function acceptInvitationLink(store: Store, invitation: Invitation, input: LinkInput, context: SignInContext): Promise<Admission> {
  const effects = { invitationIds: [invitation.id], workspaceId: invitation.workspaceId }
  const user = await findUserByEmail(store, invitation.email)
  if (!user) {
    const passwordHash = await newPasswordHash(input.password, invitation.email)
    // a link that reached only the e-mail's inbox proves the e-mail; one shown to the inviter does not
    const created = await createUser(
      store,
      { email: invitation.email, name: input.name, emailVerifiedAt: invitation.linkShown ? null : context.now },
      context.now,
    )
    await setPasswordHash(store, created.id, passwordHash)
    const fresh = await findUser(store, created.id)
    if (!fresh) throw new DevtrailError('internal_error', 'the new user vanished')
    return admitUser(store, fresh, { method: 'link', effects }, context)
  }
  if (user.id === input.signedInUserId) return admitUser(store, user, { method: 'link', effects, factorGiven: true }, context)
  const subjects = lockoutSubjects(user.email, context.address)
  if (!invitation.linkShown && user.emailVerifiedAt === null) {
    // the e-mail's owner proves it now: with the account's password it is theirs already, else it is taken over
    if (input.password && (await verifyPassword(user.passwordHash, input.password))) {
      await markEmailProven(store, user.id, context.now)
      return admitUser(store, user, { method: 'link', effects }, context)
    }
    const passwordHash = await newPasswordHash(input.password, user.email)
    const taken = await takeOverUnprovenAccount(store, user, { via: 'emailed_invitation', passwordHash }, context.address, context.now)
    return admitUser(store, taken, { method: 'link', effects }, context)
  }
  await requireNotLockedFor(store, [subjects.account, subjects.address], user, context)
  if (!input.password || !(await verifyPassword(user.passwordHash, input.password))) {
    if (input.password) await recordWrongPassword(store, subjects, context)
    throw new DevtrailError('unauthorized', `sign in as ${user.email} to accept: give your current password, or use SSO`)
  }
  return admitUser(store, user, { method: 'link', effects }, context)
}

/**
 * Uses a link. Set-up and reset: `password` becomes the user's password (a reset ends every
 * session), once the gate lets the sign-in through. Invitation: see `acceptInvitationLink`.
 */
export async function acceptLink(store: Store, token: string, input: LinkInput, context: SignInContext): Promise<Admission> {
  const invitation = await peekInvitation(store, token, context.now)
  if (invitation) return acceptInvitationLink(store, invitation, input, context)
  const link = await peekUserLink(store, token, ['setup', 'reset'], context.now)
  const user = link ? await findUser(store, link.userId) : null
  if (!link || !user) throw new DevtrailError('unauthorized', INVALID)
  const passwordHash = await newPasswordHash(input.password, user.email)
  if (!(await spendUserLink(store, token, ['setup', 'reset'], context.now))) throw new DevtrailError('unauthorized', INVALID)
  const purpose = link.purpose === 'reset' ? 'reset' : 'setup'
  return admitUser(store, user, { method: 'link', effects: { password: { hash: passwordHash, purpose } } }, context)
}
