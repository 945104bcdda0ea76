import { describe, expect, it } from 'vitest'
import { isEmailAddress } from '../../identity/emailAddress.js'
import { listRowKey } from '../../lists/listRowKey.js'

describe('the e-mail address rule', () => {
  it('accepts single addresses and refuses lists, display names and partial addresses', () => {
    for (const valid of ['ada@example.com', 'first.last+tag@sub.example.co.uk', "o'reilly@example.io", 'ÿ@例え.jp'])
      expect(isEmailAddress(valid), valid).toBe(true)
    for (const invalid of [
      '',
      'ada',
      'ada@',
      '@example.com',
      'ada@example',
      'ada@example.',
      'a b@example.com',
      'a@b.com,c@d.com',
      'Ada <ada@example.com>',
      'a@b@example.com',
      `${'a'.repeat(250)}@example.com`,
    ]) {
      expect(isEmailAddress(invalid), invalid).toBe(false)
    }
  })

  it('is the rule list rows use for DEVELOPER keys', () => {
    expect(listRowKey('DEVELOPER', 'Ada@Example.com')).toEqual({ key: 'ada@example.com' })
    expect(listRowKey('DEVELOPER', 'a@b.com,c@d.com')).toEqual({ problem: expect.any(String) })
  })
})
