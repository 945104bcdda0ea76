/**
 * How team access is set up: SSO (from the `OIDC_*` variables, read by `config/teamAccessOf.ts`),
 * whether API-key sign-in to the dashboard stays on once users exist (`DASHBOARD_KEY_SIGNIN=on`),
 * the lockout policy, an optional mailer for invitations, and the clock (tests move it).
 */
import type { InvitationMailer } from '../members/invitations.js'
import type { MemberRole } from './principal.js'
import type { LockoutPolicy } from './signInLockout.js'

/** OpenID Connect sign-in settings. */
export interface SsoSettings {
  /** The issuer URL, discovered at `/.well-known/openid-configuration`. */
  issuer: string
  clientId: string
  clientSecret: string
  /** E-mail domains whose people may sign in without an invitation (lower-case; empty: invitations only). */
  allowedDomains: string[]
  /** The workspace people from an allowed domain join (default: the only workspace, when there is one). */
  workspaceId: string | null
  /** The ID token claim holding the person's group or role, when one maps to a Devtrail role. */
  roleClaim: string | null
  /** Claim value -> role, for people joining by domain (default viewer). */
  roleMapping: Record<string, MemberRole>
  /** Whether an http:// or private-address issuer is accepted (DEVTRAIL_ALLOW_PRIVATE_DESTINATIONS=1, tests and labs). */
  allowPrivateIssuer: boolean
}

/** Team access settings of the app. */
export interface TeamAccessOptions {
  /** OIDC sign-in, when configured. */
  sso?: SsoSettings | null
  /** Keep API-key and one-time-link sign-in on once a user exists (default off). */
  keySignIn?: boolean
  /** Lockout thresholds (defaults in `signInLockout.ts`). */
  lockout?: Partial<LockoutPolicy>
  /** Sends invitation links by e-mail, when set. */
  mailer?: InvitationMailer
  /** The clock, epoch ms (default Date.now). */
  now?: () => number
}
