/** Parsers of the variables whose values the schema's kinds cannot read: each throws a ConfigError naming its variable. */
import { type MemberRole, MEMBER_ROLES } from '../auth/principal.js'
import { dialectOf, UnsupportedDatabaseUrlError } from '../store/store.js'
import { ConfigError } from './configError.js'

/** DATABASE_URL, refused when no store serves its scheme. */
export function parseDatabaseUrl(url: string): string {
  try {
    dialectOf(url)
  } catch (error) {
    if (error instanceof UnsupportedDatabaseUrlError) throw new ConfigError(error.message)
    throw error
  }
  return url
}

/** OIDC_ALLOWED_DOMAINS: a comma list of domains, lower-cased, blanks left out. */
export function parseDomainList(text: string): string[] {
  return text
    .split(',')
    .map((domain) => domain.trim().toLowerCase())
    .filter(Boolean)
}

/** OIDC_ROLE_MAPPING: `value=role,...`; a pair without both sides is left out, an unknown role refused. */
export function parseRoleMapping(text: string): Record<string, MemberRole> {
  const mapping: Record<string, MemberRole> = {}
  for (const pair of text.split(',')) {
    const [value, role] = pair.split('=').map((part) => part.trim())
    if (!value || !role) continue
    if (!MEMBER_ROLES.includes(role as MemberRole)) throw new ConfigError(`OIDC_ROLE_MAPPING: "${role}" is not a role (owner, admin, viewer)`)
    mapping[value] = role as MemberRole
  }
  return mapping
}
