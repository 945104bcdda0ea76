/** The sizes the README quotes are the sizes size-limit measures on the built packages. */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

interface SizeRow {
  name: string
  size: number
}

const root = new URL('../', import.meta.url)
const readme = readFileSync(new URL('README.md', root), 'utf8')

/** `3.12 kB` or `574 B` in bytes, as size-limit counts them (1 kB = 1000 B). */
function bytes(text: string): number {
  const match = /^([\d.]+) (kB|B)$/.exec(text.trim())
  if (!match) throw new Error(`not a size: "${text}"`)
  return Number(match[1]) * (match[2] === 'kB' ? 1000 : 1)
}

describe('README size table', () => {
  const measured: SizeRow[] = JSON.parse(
    execFileSync('npx', ['size-limit', '--json'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }) || '[]',
  )
  const gzipOf = (prefix: string) => measured.find((row) => row.name.startsWith(prefix) && row.name.endsWith('gzip'))?.size

  it.each([
    ['@devtrail/core', 'tracker.js (hosted IIFE)'],
    ['@devtrail/loader', '@devtrail/loader'],
    ['@devtrail/react', '@devtrail/react'],
    ['@devtrail/vue', '@devtrail/vue'],
  ])('quotes the measured gzip size of %s', (pkg, row) => {
    const line = readme.split('\n').find((l) => l.startsWith(`| [\`${pkg}\`]`))
    expect(line, `README row for ${pkg}`).toBeDefined()
    const quoted = bytes(line!.split('|').at(-2)!)
    const actual = gzipOf(row)
    expect(actual, `size-limit row ${row}`).toBeDefined()
    // a quoted figure rounds; anything more than 2% off is stale
    expect(Math.abs(quoted - actual!) / actual!).toBeLessThan(0.02)
  })
})
