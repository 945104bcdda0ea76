import { describe, expect, it } from 'vitest'
import { issueToken, TOKEN_TTL_MS, TokenVerifier, verifyToken } from '../../collector/tokens.js'

const secret = 'a-secret-of-enough-length'
const claims = { clientId: 'dt_abc', anonymousId: '7d2f0c1e-4b7a-4c3e-9a51-0f6b2f8d9e10' }

describe('session tokens', () => {
  it('round-trips the claims until the expiry', () => {
    const now = 1_700_000_000_000
    const { token, expiresAt } = issueToken(secret, claims, now)
    expect(expiresAt).toBe(now + TOKEN_TTL_MS)
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/)
    expect(verifyToken(secret, token, now + 1000)).toEqual({ ...claims, expiresAt })
    expect(verifyToken(secret, token, expiresAt - 1)).toEqual({ ...claims, expiresAt })
    expect(verifyToken(secret, token, expiresAt)).toBeNull()
  })

  it('rejects a token signed with another secret, tampered with or malformed', () => {
    const { token } = issueToken(secret, claims)
    expect(verifyToken('another-secret-after-rotation', token)).toBeNull()
    const [payload, signature] = token.split('.') as [string, string]
    const forged = Buffer.from(JSON.stringify(['dt_other', claims.anonymousId, Date.now() + 1000])).toString('base64url')
    expect(verifyToken(secret, `${forged}.${signature}`)).toBeNull()
    expect(verifyToken(secret, `${payload}.${signature.slice(0, -2)}`)).toBeNull()
    expect(verifyToken(secret, '')).toBeNull()
    expect(verifyToken(secret, 'no-dot')).toBeNull()
    expect(verifyToken(secret, `.${signature}`)).toBeNull()
  })

  it('verifies exactly one spelling of a token: no padding, stray characters or other trailing bits', () => {
    const { token } = issueToken(secret, claims)
    const [payload, signature] = token.split('.') as [string, string]
    expect(verifyToken(secret, token)).not.toBeNull()
    // 32 bytes in base64url: the last character carries 4 unused bits; other values decode to the same bytes
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const last = alphabet.indexOf(signature.at(-1)!)
    const sameBytes = alphabet.split('').filter((char) => alphabet.indexOf(char) >> 4 === last >> 4 && char !== signature.at(-1))
    expect(sameBytes.length).toBeGreaterThan(0)
    for (const variant of [
      `${payload}.${signature}=`,
      `${payload}.${signature.replace(/_/g, '/').replace(/-/g, '+')}${/[_-]/.test(signature) ? '' : '='}`,
      `${payload}.${signature.slice(0, 10)} ${signature.slice(10)}`,
      ...sameBytes.map((char) => `${payload}.${signature.slice(0, -1)}${char}`),
      `${payload}=.${signature}`,
    ]) {
      expect(verifyToken(secret, variant), variant).toBeNull()
    }
  })

  it('verifies with a remembered signature check as without one: expiry on every call, a bad token stays bad', () => {
    const verifier = new TokenVerifier(secret, 2)
    const now = 1_700_000_000_000
    const { token, expiresAt } = issueToken(secret, claims, now)
    const [payload, signature] = token.split('.') as [string, string]
    const tampered = `${payload}.${signature.slice(0, -1)}${signature.at(-1) === 'A' ? 'B' : 'A'}`
    for (let round = 0; round < 2; round += 1) {
      expect(verifier.verify(token, now + 1000)).toEqual({ ...claims, expiresAt })
      expect(verifier.verify(token, expiresAt)).toBeNull()
      expect(verifier.verify(tampered, now)).toBeNull()
      expect(new TokenVerifier('another-secret-after-rotation').verify(token, now)).toBeNull()
    }
    // past its capacity the oldest check is forgotten and made again, with the same answer
    const other = issueToken(secret, { ...claims, anonymousId: 'e0a0d5b2-0b8c-4f5e-8d1a-3c2b1a0f9e8d' }, now).token
    expect(verifier.verify(other, now)?.anonymousId).toBe('e0a0d5b2-0b8c-4f5e-8d1a-3c2b1a0f9e8d')
    expect(verifier.verify(token, now)).toEqual({ ...claims, expiresAt })
    expect(verifier.verify('x'.repeat(2000), now)).toBeNull()
  })
})
