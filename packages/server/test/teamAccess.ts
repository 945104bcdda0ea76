/**
 * Team-access fixtures: an app with a movable clock, users with passwords and roles, and a
 * signed-in member (cookie and CSRF token) to make requests with.
 */
import { randomBytes } from 'node:crypto'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { TOTP } from 'otpauth'
import { createWorkspace } from '../src/admin/workspaces.js'
import { createApp } from '../src/app.js'
import type { MemberRole } from '../src/auth/principal.js'
import type { TeamAccessOptions } from '../src/auth/teamAccessOptions.js'
import { addMember } from '../src/members/memberships.js'
import { SecretBox } from '../src/secrets/secretBox.js'
import type { Store } from '../src/store/store.js'
import { hashPassword } from '../src/users/passwordHashing.js'
import { createUser, setPasswordHash } from '../src/users/users.js'

/** A password every fixture user has (long, uncommon). */
export const PASSWORD = 'correct lantern orbit 42'

/** A clock tests move forward. */
export class TestClock {
  time = Date.now()
  /** The current time, for `teamAccess.now`. */
  now = () => this.time
  /** Moves the clock forward. */
  advance(ms: number): void {
    this.time += ms
  }
}

/** An app with team access on a movable clock and a secret box. */
export async function createTeamApp(store: Store, clock: TestClock, teamAccess: TeamAccessOptions = {}): Promise<FastifyInstance> {
  return createApp({
    store,
    tokenSecret: 'team-access-test-secret-0123456789',
    secretBox: new SecretBox(randomBytes(32)),
    teamAccess: { now: clock.now, ...teamAccess },
  })
}

/** A workspace with an owner, an admin and a viewer, all with `PASSWORD` and a proved e-mail (established accounts). */
export async function seedTeam(store: Store, name = 'Acme'): Promise<{ workspaceId: string; owner: string; admin: string; viewer: string }> {
  const workspaceId = (await createWorkspace(store, name)).id
  const passwordHash = await hashPassword(PASSWORD)
  const ids: Record<MemberRole, string> = { owner: '', admin: '', viewer: '' }
  for (const role of ['owner', 'admin', 'viewer'] as const) {
    const user = await createUser(store, { email: `${role}-${workspaceId.slice(0, 8)}@acme.test`, name: role, emailVerifiedAt: Date.now() })
    await setPasswordHash(store, user.id, passwordHash)
    await addMember(store, workspaceId, user.id, role)
    ids[role] = user.id
  }
  return { workspaceId, ...ids }
}

/** The e-mail of a seeded user. */
export const emailOf = (role: MemberRole, workspaceId: string) => `${role}-${workspaceId.slice(0, 8)}@acme.test`

/** The `name=value` of the session cookie in a Set-Cookie header, and its attributes. */
export function sessionCookieOf(header: string | string[] | undefined): { pair: string; attributes: string } | null {
  const all = Array.isArray(header) ? header : header ? [header] : []
  const text = all.find((each) => each.startsWith('devtrail_session='))
  if (!text) return null
  const [pair = '', ...attributes] = text.split(';').map((part) => part.trim())
  return { pair, attributes: attributes.join('; ') }
}

/** A signed-in member: their cookie, CSRF token and a request helper that sends both. */
export interface Member {
  cookie: string
  csrf: string
  request: (options: InjectOptions & { csrf?: boolean }) => Promise<LightMyRequestResponse>
}

/** Signs in with e-mail and password (no TOTP) and reads the CSRF token from /dashboard/me. */
export async function signInMember(app: FastifyInstance, email: string, password = PASSWORD): Promise<Member> {
  const answer = await app.inject({ method: 'POST', url: '/dashboard/auth/password', payload: { email, password } })
  if (answer.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${answer.body}`)
  return memberOfCookie(app, sessionCookieOf(answer.headers['set-cookie'])?.pair ?? '')
}

/** Describes a one-time link (the token travels in the body). */
export function describeLinkRequest(app: FastifyInstance, token: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/dashboard/auth/link/info', payload: { token } })
}

/** Uses a one-time link (the token travels in the body). */
export function useLinkRequest(
  app: FastifyInstance,
  token: string,
  body: { password?: string; name?: string },
  options: Omit<InjectOptions, 'method' | 'url' | 'payload'> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ ...options, method: 'POST', url: '/dashboard/auth/link', payload: { token, ...body } })
}

/** The member of a session cookie pair. */
export async function memberOfCookie(app: FastifyInstance, cookie: string): Promise<Member> {
  const me = await app.inject({ method: 'GET', url: '/dashboard/me', headers: { cookie } })
  if (me.statusCode !== 200) throw new Error(`no session: ${me.body}`)
  const csrf = me.json().data.csrf_token as string
  return {
    cookie,
    csrf,
    request: ({ csrf: withCsrf = true, headers, ...options }) =>
      app.inject({ ...options, headers: { ...headers, cookie, ...(withCsrf ? { 'x-csrf-token': csrf } : {}) } }),
  }
}

/** Turns TOTP on for a signed-in member; answers their authenticator and recovery codes (the clock moves past the spent code's step). */
export async function enrolTotp(member: Member, clock: TestClock): Promise<{ totp: TOTP; recoveryCodes: string[] }> {
  const { secret } = (await member.request({ method: 'POST', url: '/dashboard/me/totp' })).json().data
  const totp = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 })
  const confirmed = await member.request({ method: 'POST', url: '/dashboard/me/totp/confirm', payload: { code: totp.generate({ timestamp: clock.now() }) } })
  if (confirmed.statusCode !== 200) throw new Error(`TOTP enrolment failed: ${confirmed.body}`)
  clock.advance(30_000)
  return { totp, recoveryCodes: confirmed.json().data.recovery_codes }
}
