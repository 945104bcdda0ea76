/** Team-access settings from the environment: SSO variables, role mapping, key sign-in, and refusals of a half-done set-up. */
import { describe, expect, it } from 'vitest'
import { ssoSettingsOf, teamAccessOf } from '../../config/teamAccessOf.js'

const SSO = { OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'devtrail', OIDC_CLIENT_SECRET: 's3cret' }

describe('team access settings', () => {
  it('has no SSO and no key sign-in by default', () => {
    expect(teamAccessOf({})).toEqual({ sso: null, keySignIn: false })
    expect(teamAccessOf({ DASHBOARD_KEY_SIGNIN: 'on' }).keySignIn).toBe(true)
  })

  it('reads every OIDC variable', () => {
    expect(
      ssoSettingsOf({
        ...SSO,
        OIDC_ALLOWED_DOMAINS: 'Acme.com, acme.io ,',
        OIDC_WORKSPACE: 'ws-1',
        OIDC_ROLE_CLAIM: 'groups',
        OIDC_ROLE_MAPPING: 'devtrail-admins=admin, devtrail-owners = owner',
        DEVTRAIL_ALLOW_PRIVATE_DESTINATIONS: '1',
      }),
    ).toEqual({
      issuer: 'https://id.example.com',
      clientId: 'devtrail',
      clientSecret: 's3cret',
      allowedDomains: ['acme.com', 'acme.io'],
      workspaceId: 'ws-1',
      roleClaim: 'groups',
      roleMapping: { 'devtrail-admins': 'admin', 'devtrail-owners': 'owner' },
      allowPrivateIssuer: true,
    })
  })

  it('refuses an issuer without its client, and a mapping to an unknown role', () => {
    expect(() => ssoSettingsOf({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(/OIDC_CLIENT_ID/)
    expect(() => ssoSettingsOf({ ...SSO, OIDC_ROLE_MAPPING: 'everyone=superuser' })).toThrow(/not a role/)
  })
})
