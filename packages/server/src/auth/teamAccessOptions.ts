/**
 * How team access is set up: SSO from `OIDC_*` variables, whether API-key sign-in to the dashboard
 * stays on once users exist (`DASHBOARD_KEY_SIGNIN=on`), the lockout policy, an optional mailer
 * for invitations, and the clock (tests move it).
 */
import type { InvitationMailer } from '../members/invitations.js'
import { outboundPolicyOf } from '../outbound/destinationPolicy.js'
import { type MemberRole, MEMBER_ROLES } from './principal.js'
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

function roleMappingOf(text: string | undefined): Record<string, MemberRole> {
  const mapping: Record<string, MemberRole> = {}
  for (const pair of (text ?? '').split(',')) {
    const [value, role] = pair.split('=').map((part) => part.trim())
    if (!value || !role) continue
    if (!MEMBER_ROLES.includes(role as MemberRole)) throw new Error(`OIDC_ROLE_MAPPING: "${role}" is not a role (owner, admin, viewer)`)
    mapping[value] = role as MemberRole
  }
  return mapping
}

/** SSO settings from the environment, or null when `OIDC_ISSUER` is not set; throws on a half-done set-up. */
export function ssoSettingsOf(env: NodeJS.ProcessEnv): SsoSettings | null {
  const issuer = env.OIDC_ISSUER?.trim()
  if (!issuer) return null
  const clientId = env.OIDC_CLIENT_ID?.trim()
  const clientSecret = env.OIDC_CLIENT_SECRET?.trim()
  if (!clientId || !clientSecret) throw new Error('OIDC_ISSUER is set: OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are needed too')
  return {
    issuer,
    clientId,
    clientSecret,
    allowedDomains: (env.OIDC_ALLOWED_DOMAINS ?? '')
      .split(',')
      .map((domain) => domain.trim().toLowerCase())
      .filter(Boolean),
    workspaceId: env.OIDC_WORKSPACE?.trim() || null,
    roleClaim: env.OIDC_ROLE_CLAIM?.trim() || null,
    roleMapping: roleMappingOf(env.OIDC_ROLE_MAPPING),
    allowPrivateIssuer: outboundPolicyOf(env).allowPrivate,
  }
}

/** Team access settings from the environment. */
export function teamAccessOf(env: NodeJS.ProcessEnv): TeamAccessOptions {
  return { sso: ssoSettingsOf(env), keySignIn: env.DASHBOARD_KEY_SIGNIN === 'on' }
}
