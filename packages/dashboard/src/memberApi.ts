/**
 * The dashboard's calls for members: who is signed in, sign-in steps, one-time links, the Members
 * page and "your account". Every state-changing call carries the session's CSRF token in a header.
 */
import { ApiError, csrf, getJson, sendJson } from './api.js'

export { sendJson }

/** A member role. */
export type Role = 'owner' | 'admin' | 'viewer'

/** The signed-in member, from GET /dashboard/me. */
export interface Me {
  user: { id: string; email: string; name: string | null; totp_enabled: boolean; has_password: boolean; sso_linked: boolean }
  workspace_id: string
  workspace_name: string
  role: Role
  workspaces: { id: string; name: string; role: Role }[]
  session_id: string
  csrf_token: string
  expires_at: number
  recovery_codes_left: number | null
}

/** How one may sign in here. */
export interface SignInOptions {
  password: boolean
  sso: boolean
  key_sign_in: boolean
  /** Whether any user exists: without one (the demo) the API-key form is the sign-in page. */
  users_exist: boolean
}

/** A one-time link as its page shows it (never whether the e-mail has an account here). */
export interface LinkInfo {
  kind: 'setup' | 'reset' | 'invitation'
  email: string
  workspace_name: string | null
  role: Role | null
  expires_at: number | null
  sso: boolean
}

/** The signed-in member, or null when there is no member session. */
export async function currentMember(): Promise<Me | null> {
  try {
    const me = (await getJson<{ data: Me }>('/dashboard/me')).data
    csrf.token = me.csrf_token
    return me
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

/** The sign-in methods the server offers. */
export async function signInOptions(): Promise<SignInOptions> {
  return (await getJson<{ data: SignInOptions }>('/dashboard/auth/options')).data
}

/** The outcome of a sign-in step. */
export interface SignInStep {
  status: 'signed_in' | 'totp_required'
  challenge: string | null
}

/** Signs in with e-mail and password. */
export async function signInWithPassword(email: string, password: string): Promise<SignInStep> {
  return (await sendJson<{ data: SignInStep }>('POST', '/dashboard/auth/password', { email, password })).data
}

/** Completes the TOTP step. */
export async function completeTotp(challenge: string, code: string): Promise<SignInStep> {
  return (await sendJson<{ data: SignInStep }>('POST', '/dashboard/auth/totp', { challenge, code })).data
}

/** What a one-time link is for (the token, read from the page's fragment, goes in the body: no server logs it). */
export async function linkInfo(token: string): Promise<LinkInfo> {
  return (await sendJson<{ data: LinkInfo }>('POST', '/dashboard/auth/link/info', { token })).data
}

/** Uses a one-time link; a user with TOTP then gets the code step. */
export async function spendLink(token: string, body: { password?: string; name?: string }): Promise<SignInStep> {
  return (await sendJson<{ data: SignInStep }>('POST', '/dashboard/auth/link', { token, ...body })).data
}

/** Starts SSO that accepts an invitation (the token in the body); answers the identity provider's URL to open. */
export async function startSsoWithInvitation(invitation: string): Promise<string> {
  return (await sendJson<{ data: { url: string } }>('POST', '/dashboard/auth/sso', { invitation })).data.url
}

/** Ends the member session. */
export async function signOutMember(): Promise<void> {
  await sendJson('POST', '/dashboard/me/sign-out')
}

/** Switches the session to another workspace. */
export async function switchWorkspace(workspaceId: string): Promise<void> {
  await sendJson('PUT', '/dashboard/me/workspace', { workspace_id: workspaceId })
}
