import { parse } from 'csv-parse/sync'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { csvCell, csvLine } from '../../stats/csv.js'

/** What a spreadsheet does with a cell, written apart from the exporter: skip anything blank or invisible, fold compatibility forms, look at the first character. */
function spreadsheetRunsAsFormula(cell: string): boolean {
  if (cell.startsWith('\t') || cell.startsWith('\r')) return true
  const visible = [...cell.normalize('NFKC')].find((char) => char.trim() !== '' && !/\p{C}/u.test(char))
  return visible !== undefined && ['=', '+', '-', '@', '\u2212'].includes(visible)
}

const formulaParts = ['=', '+', '-', '@', '＝', '＋', '－', '＠', '﹦', '﹢', '﹣', '﹫', '\u2212', 'SUM(A1:A2)', 'HYPERLINK("http://x")', 'cmd|', '1']
const blanks = [' ', '\u00a0', '\u202f', '\u3000', '\u2003', '\n', '\r', '\t', '\r\n', '\ufeff', '\u200b', '\u2060', '\u00ad', '\u0001']
const ordinary = ['a', 'Acme', ',', '"', "'", '0', 'é', '😀']
const cellText = fc.oneof(
  fc.array(fc.constantFrom(...blanks, ...formulaParts, ...ordinary), { maxLength: 8 }).map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 12 }),
)

describe('CSV export cells', () => {
  it('neutralises cells that start with a formula character after spaces, NBSP, newlines or in fullwidth', () => {
    for (const text of [
      '=1+1',
      ' =1+1',
      '\u00a0=HYPERLINK("x")',
      '\n+1',
      '\r\n-1',
      '\t@SUM(A1)',
      '＝1+1',
      '\u3000＋1',
      '－1',
      '＠A1',
      '\ufeff=1',
      '\u200b=1',
      '\u{3347a}=1',
      '\ue000+1',
    ]) {
      const [cell] = parse(csvLine([text]), { relax_quotes: true }) as string[][]
      expect(cell?.[0], JSON.stringify(text)).toBe(`'${text}`)
    }
    for (const text of ['Acme', 'a=b', 'user@example.com', '1-2', ' spaced ']) expect(csvCell(text)).not.toMatch(/^"?'/)
    expect(csvCell(-5)).toBe('-5')
    expect(csvCell(null)).toBe('')
  })

  it('never exports a cell a spreadsheet runs as a formula, and keeps every text readable (property)', () => {
    fc.assert(
      fc.property(fc.array(cellText, { minLength: 1, maxLength: 4 }), (texts) => {
        const [row] = parse(csvLine(texts), { relax_quotes: true }) as string[][]
        expect(row).toHaveLength(texts.length)
        texts.forEach((text, index) => {
          const cell = row?.[index] ?? ''
          expect(spreadsheetRunsAsFormula(cell)).toBe(false)
          // the text is kept as is, behind the quote mark when it needed one
          expect(cell === text || cell === `'${text}`).toBe(true)
        })
      }),
      { numRuns: 2000 },
    )
  })
})
