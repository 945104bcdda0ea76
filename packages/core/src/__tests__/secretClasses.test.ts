import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { snippetOf } from '../../../../test/fixtures/secretArbitraries'
import { PLAIN_SPELLINGS, SECRET_CLASSES } from '../../../../test/fixtures/secretClasses'
import { redact } from '../lib/redact'

/**
 * Every spelling of every secret class, with generated secrets, names, quoting, spacing and
 * surrounding text: the secret never survives and every other character stays.
 */
describe.each(Object.entries(SECRET_CLASSES).map(([name, spellings]) => [name, spellings.filter((spelling) => !spelling.serverOnly)] as const))(
  'redact, the class of %s',
  (_className, spellings) => {
    it.each(spellings)('redacts exactly the secrets of $name', ({ name, pieces }) => {
      fc.assert(
        fc.property(pieces, (sample) => {
          const { text, secrets, redacted } = snippetOf(name, sample)
          const output = redact(text)
          for (const secret of secrets) expect(output).not.toContain(secret)
          expect(output).toBe(redacted)
        }),
        { seed: 4242, numRuns: 60 },
      )
    })
  },
)

describe('redact, the look-alikes of the classes', () => {
  it.each(PLAIN_SPELLINGS)('keeps $name byte-identical', ({ text }) => {
    fc.assert(
      fc.property(text, (sample) => {
        expect(redact(sample)).toBe(sample)
      }),
      { seed: 4242, numRuns: 60 },
    )
  })
})
