import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Identity } from '@devtrail/core/protocol'
import { describe, expect, it } from 'vitest'
import { canonicalIdentity, identitySignedWith, signIdentity } from '../../identity/identitySignature.js'

const guide = fileURLToPath(new URL('../../../../../docs/guides/identity-verification.md', import.meta.url))
const secret = 'dtis_c2lnbmluZy1zZWNyZXQtZm9yLXRlc3RzLTAxMjM0NTY3'

/** Identities that stress the canonical form: non-ASCII names, separators inside values, empty and absent fields. */
const identities: Identity[] = [
  { username: 'maya.chen@customer.com', type: 'email', firstname: 'Maya' },
  {
    username: 'maya.chen@customer.com',
    type: 'email',
    firstname: 'Máya 美雅',
    lastname: 'Chén-Ørsted 😀',
    company: 'customer.com',
    other_identities: [
      { username: 'maya-chen', type: 'github' },
      { username: 'https://www.linkedin.com/in/maya-chén', type: 'linkedin' },
    ],
  },
  { username: 'ops@customer.com', type: 'email', firstname: '', lastname: 'a\nb:2:c', company: '-', other_identities: [] },
  { username: 'octocat', type: 'github', lastname: '"quoted" \\ back\u0000slash\u2028' },
]

/** The Python block of the identity verification guide. */
function pythonOfGuide(): string {
  const match = /```python\n([\s\S]*?)```/.exec(readFileSync(guide, 'utf8'))
  if (!match?.[1]) throw new Error('the guide has no Python block')
  return match[1]
}

/** Runs the guide's `sign_identity` with python3 on each identity (JSON on stdin), one hex signature per line. */
function signWithPython(identitiesToSign: Identity[]): Promise<string[]> {
  const driver = `${pythonOfGuide()}\nimport json, sys\nfor identity in json.load(sys.stdin):\n    print(sign_identity(${JSON.stringify(secret)}, identity))\n`
  return new Promise((resolve, reject) => {
    const child = execFile('python3', ['-c', driver], { timeout: 30_000 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout.trim().split('\n')),
    )
    child.stdin!.end(JSON.stringify(identitiesToSign))
  })
}

describe('identity signatures', () => {
  it('writes the canonical form the guide shows', () => {
    expect(canonicalIdentity({ username: 'maya.chen@customer.com', type: 'email', firstname: 'Maya' })).toBe(
      ['devtrail-identity-v1', '22:maya.chen@customer.com', '5:email', '4:Maya', '-', '-', '-'].join('\n'),
    )
    // lengths are UTF-8 bytes; other identities in the order given
    expect(canonicalIdentity({ username: 'é@x.io', type: 'email', other_identities: [{ username: 'b', type: 'github' }] })).toBe(
      ['devtrail-identity-v1', '7:é@x.io', '5:email', '-', '-', '-', '1', '1:b', '6:github'].join('\n'),
    )
  })

  it('signs exactly as the Python of the guide, byte for byte', async () => {
    const python = await signWithPython(identities)
    expect(python).toEqual(identities.map((identity) => signIdentity(secret, identity)))
    for (const signature of python) expect(signature).toMatch(/^[0-9a-f]{64}$/)
  })

  it('tells apart every change to a field that can change a person', () => {
    const base = identities[1]!
    const changed: Identity[] = [
      { ...base, username: 'mallory@customer.com' },
      { ...base, type: 'github' },
      { ...base, firstname: 'Mallory' },
      { ...base, lastname: 'Chen' },
      { ...base, company: 'evil.example' },
      { ...base, other_identities: [{ username: 'mallory', type: 'github' }] },
      { ...base, other_identities: [...base.other_identities!].reverse() },
      { ...base, other_identities: [] },
      { ...base, other_identities: undefined },
      { ...base, company: undefined },
      { ...base, company: '' },
      // a value moved across the field boundary
      { ...base, firstname: 'Máya 美雅\n11:Chén', lastname: undefined },
    ]
    const signatures = new Set([base, ...changed].map((identity) => signIdentity(secret, identity)))
    expect(signatures.size).toBe(changed.length + 1)
  })

  it('verifies against any of the valid secrets, and refuses malformed signatures', () => {
    const identity = identities[0]!
    const signature = signIdentity(secret, identity)
    expect(identitySignedWith([secret], identity, signature)).toBe(true)
    expect(identitySignedWith(['previous-secret', secret], identity, signature.toUpperCase())).toBe(true)
    expect(identitySignedWith(['another-secret'], identity, signature)).toBe(false)
    expect(identitySignedWith([], identity, signature)).toBe(false)
    for (const bad of ['', signature.slice(0, 63), `${signature}00`, `${signature.slice(0, 63)}g`]) {
      expect(identitySignedWith([secret], identity, bad)).toBe(false)
    }
  })
})
