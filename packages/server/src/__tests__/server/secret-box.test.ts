import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inspect } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { ConfigError } from '../../config/configError.js'
import { loadConfig } from '../../config/loadConfig.js'
import { secretKeyOf } from '../../config/secretKeyOf.js'
import { isSealedSecret, parseSecretKey, persistedSecretKey, SECRET_KEY_FILE, SecretBox, SecretBoxError } from '../../secrets/secretBox.js'

const folders: string[] = []
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'devtrail-secret-box-'))
  folders.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true })
})

describe('secret box', () => {
  it('seals a secret so that it opens only with the same key and context', () => {
    const box = new SecretBox(randomBytes(32))
    const sealed = box.seal('dtis_the-secret-ünïcode', 'identify-secret:a1')
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+$/)
    expect(sealed).not.toContain('the-secret')
    expect(box.seal('dtis_the-secret-ünïcode', 'identify-secret:a1')).not.toBe(sealed) // a fresh nonce each time
    expect(box.open(sealed, 'identify-secret:a1')).toBe('dtis_the-secret-ünïcode')
    expect(() => box.open(sealed, 'identify-secret:a2')).toThrow(SecretBoxError)
    expect(() => new SecretBox(randomBytes(32)).open(sealed, 'identify-secret:a1')).toThrow(SecretBoxError)
    const [version, iv, body] = sealed.split('.')
    const flipped = Buffer.from(body!, 'base64url')
    flipped[0]! ^= 1
    expect(() => box.open(`${version}.${iv}.${flipped.toString('base64url')}`, 'identify-secret:a1')).toThrow(SecretBoxError)
    expect(() => box.open('plain text', 'identify-secret:a1')).toThrow('not a sealed secret')
  })

  it('tells a sealed value from a secret stored in clear by its format', () => {
    const sealed = new SecretBox(randomBytes(32)).seal('0123abcd'.repeat(8), 'github-hook-secret:h1')
    expect(isSealedSecret(sealed)).toBe(true)
    for (const clear of ['0123abcd'.repeat(8), 'dtis_abc', '', 'v1.', 'v1.abc.def', `${sealed}.more`, `v2${sealed.slice(2)}`]) {
      expect(isSealedSecret(clear), clear).toBe(false)
    }
  })

  it('never shows its key when printed or serialised', () => {
    const key = randomBytes(32)
    const box = new SecretBox(key)
    for (const text of [inspect(box, { showHidden: true, depth: 5 }), JSON.stringify({ box }), String(box)]) {
      expect(text).not.toContain(key.toString('hex'))
      expect(text).not.toContain(key.toString('base64'))
    }
  })

  it('reads DEVTRAIL_SECRET_KEY as 64 hex digits or base64, and refuses anything else', () => {
    const key = randomBytes(32)
    expect(parseSecretKey(key.toString('hex'))).toEqual(key)
    expect(parseSecretKey(key.toString('base64'))).toEqual(key)
    expect(parseSecretKey(` ${key.toString('base64url')}\n`)).toEqual(key)
    for (const bad of ['', 'short', key.toString('hex').slice(2), randomBytes(31).toString('base64'), randomBytes(48).toString('hex')]) {
      expect(() => parseSecretKey(bad)).toThrow(/DEVTRAIL_SECRET_KEY must hold 32 bytes/)
    }
    expect(() => loadConfig({ DATABASE_URL: `sqlite:${join(folder(), 'devtrail.db')}`, DEVTRAIL_SECRET_KEY: 'nope' })).toThrow(ConfigError)
  })

  it('creates the data folder private (0700) when the key file is its first file', () => {
    const dir = join(folder(), 'data')
    persistedSecretKey(dir)
    expect(statSync(dir).mode & 0o777).toBe(0o700)
    expect(statSync(join(dir, SECRET_KEY_FILE)).mode & 0o777).toBe(0o600)
  })

  it('creates the key file once, mode 0600, and reuses it; the environment wins over it', () => {
    const dir = folder()
    const key = persistedSecretKey(dir)
    const file = join(dir, SECRET_KEY_FILE)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(persistedSecretKey(dir)).toEqual(key)
    expect(secretKeyOf({}, dir)).toEqual(key)
    expect(loadConfig({ DATABASE_URL: `sqlite:${join(dir, 'devtrail.db')}`, TOKEN_SECRET: 'a-long-enough-token-secret' }).secretKey).toEqual(key)
    const fromEnv = randomBytes(32)
    expect(secretKeyOf({ DEVTRAIL_SECRET_KEY: fromEnv.toString('hex') }, dir)).toEqual(fromEnv)
    expect(readFileSync(file, 'utf8').trim()).toBe(key.toString('hex'))
    writeFileSync(file, 'damaged\n')
    expect(() => persistedSecretKey(dir)).toThrow(SecretBoxError)
  })
})
