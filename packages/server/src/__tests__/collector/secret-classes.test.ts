import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { snippetOf } from '../../../../../test/fixtures/secretArbitraries.js'
import { PLAIN_SPELLINGS, SECRET_CLASSES } from '../../../../../test/fixtures/secretClasses.js'
import { SERVER_SECRET_SNIPPETS } from '../../../../../test/fixtures/secretCorpus.js'
import { scrubText } from '../../collector/secretScan.js'
import { redactAll } from '../../collector/secretRules.js'

/**
 * The collector's rules know every spelling of every secret class, the tracker's and its own,
 * with generated secrets, names, quoting and surrounding text; every look-alike stays intact.
 */
describe.each(Object.entries(SECRET_CLASSES))('the collector, the class of %s', (_className, spellings) => {
  it.each(spellings)('redacts exactly the secrets of $name', ({ name, pieces }) => {
    fc.assert(
      fc.property(pieces, (sample) => {
        const { text, secrets, redacted } = snippetOf(name, sample)
        const output = redactAll(text)
        for (const secret of secrets) expect(output).not.toContain(secret)
        expect(output).toBe(redacted)
      }),
      { seed: 4242, numRuns: 40 },
    )
  })
})

describe('the collector, the look-alikes of the classes', () => {
  it.each(PLAIN_SPELLINGS)('keeps $name byte-identical', ({ text }) => {
    fc.assert(
      fc.property(text, (sample) => {
        expect(redactAll(sample)).toBe(sample)
      }),
      { seed: 4242, numRuns: 40 },
    )
  })
})

describe('the server secret scan, on the corpus cases only the collector knows', () => {
  it.each(SERVER_SECRET_SNIPPETS)('redacts every secret of $name', async ({ text, secrets }) => {
    const output = await scrubText(text)
    for (const secret of secrets) expect(output).not.toContain(secret)
  })
})
