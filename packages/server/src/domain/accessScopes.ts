/** What an API key's scope and a member's role allow: the values stored with keys, sessions and memberships. */

/** What an API key (or a member's role) allows: `read` reads and exports, `write` also changes data (list rows), `admin` also manages the workspace's settings. */
export type KeyScope = 'read' | 'write' | 'admin'

/** A member's role in a workspace: `owner` does everything, including members; `admin` manages settings but not members; `viewer` reads and exports. */
export type MemberRole = 'owner' | 'admin' | 'viewer'

/** Every scope, weakest first. */
export const KEY_SCOPES: readonly KeyScope[] = ['read', 'write', 'admin']

/** Every role, weakest first. */
export const MEMBER_ROLES: readonly MemberRole[] = ['viewer', 'admin', 'owner']

/** The scope a member's role grants: owners and admins manage settings, viewers read. */
export function scopeOfRole(role: MemberRole): KeyScope {
  return role === 'viewer' ? 'read' : 'admin'
}

/** Whether `held` includes `needed` (admin > write > read). */
export function scopeAllows(held: KeyScope, needed: KeyScope): boolean {
  return KEY_SCOPES.indexOf(held) >= KEY_SCOPES.indexOf(needed)
}

/** Whether `held` includes `needed` (owner > admin > viewer). */
export function roleAllows(held: MemberRole, needed: MemberRole): boolean {
  return MEMBER_ROLES.indexOf(held) >= MEMBER_ROLES.indexOf(needed)
}
