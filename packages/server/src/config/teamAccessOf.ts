/** Team access as an environment sets it: SSO from the `OIDC_*` variables and `DASHBOARD_KEY_SIGNIN`. */
import type { SsoSettings, TeamAccessOptions } from '../auth/teamAccessOptions.js'
import { ConfigError } from './configError.js'
import { type Environment, readVariable } from './readVariable.js'

/** SSO settings of `env`, or null when `OIDC_ISSUER` is not set; a half-done set-up is a ConfigError. */
export function ssoSettingsOf(env: Environment): SsoSettings | null {
  const issuer = readVariable(env, 'OIDC_ISSUER')
  if (!issuer) return null
  const clientId = readVariable(env, 'OIDC_CLIENT_ID')
  const clientSecret = readVariable(env, 'OIDC_CLIENT_SECRET')
  if (!clientId || !clientSecret) throw new ConfigError('OIDC_ISSUER is set: OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are needed too')
  return {
    issuer,
    clientId,
    clientSecret,
    allowedDomains: readVariable(env, 'OIDC_ALLOWED_DOMAINS') ?? [],
    workspaceId: readVariable(env, 'OIDC_WORKSPACE') ?? null,
    roleClaim: readVariable(env, 'OIDC_ROLE_CLAIM') ?? null,
    roleMapping: readVariable(env, 'OIDC_ROLE_MAPPING') ?? {},
    allowPrivateIssuer: readVariable(env, 'DEVTRAIL_ALLOW_PRIVATE_DESTINATIONS'),
  }
}

/** Team access settings of `env`: SSO, and whether key sign-in stays on once users exist. */
export function teamAccessOf(env: Environment): TeamAccessOptions {
  return { sso: ssoSettingsOf(env), keySignIn: readVariable(env, 'DASHBOARD_KEY_SIGNIN') }
}
