/** Team access as the routes use it: the clock, the lockout policy, the SSO client and the mailer, from the app's options. */
import type { InvitationMailer } from '../members/invitations.js'
import { DEFAULT_LOCKOUT, type LockoutPolicy } from './signInLockout.js'
import { SsoClient } from './ssoClient.js'
import type { TeamAccessOptions } from './teamAccessOptions.js'

/** Resolved team-access settings. */
export interface TeamAccessRuntime {
  /** The clock, epoch ms. */
  now: () => number
  lockout: LockoutPolicy
  /** The identity provider, when SSO is configured. */
  sso: SsoClient | null
  /** Whether API-key and one-time-link sign-in stay on once users exist. */
  keySignIn: boolean
  mailer: InvitationMailer | null
}

/** The runtime of the given options (defaults: no SSO, key sign-in off once users exist). */
export function teamAccessRuntime(options: TeamAccessOptions = {}): TeamAccessRuntime {
  return {
    now: options.now ?? Date.now,
    lockout: { ...DEFAULT_LOCKOUT, ...options.lockout },
    sso: options.sso ? new SsoClient(options.sso) : null,
    keySignIn: options.keySignIn ?? false,
    mailer: options.mailer ?? null,
  }
}
