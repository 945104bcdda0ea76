/**
 * Tests wait for a condition or move an injected clock; they do not sleep a fixed time and hope
 * the work is done. This reads the test sources and fails on a timer-resolved promise or a
 * `sleep()` / `delay()` / `waitForTimeout()` call outside the few files listed below, each of
 * which measures or shapes real time on purpose.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../../../../', import.meta.url))

/** Where tests and their helpers live. */
const TEST_FOLDERS = ['test', 'packages/server/test', ...readdirSync(join(root, 'packages')).map((name) => `packages/${name}/src/__tests__`)]

/** A promise resolved by a timer, or a call of a sleeping helper. */
const FIXED_SLEEP = /setTimeout\(\s*(?:resolve|r)\s*,|\b(?:sleep|delay)\(|waitForTimeout\(/g
/** The line defining a sleeping helper is not a use of it. */
const SLEEP_DEFINITION = /^\s*(?:const|function)\s+(?:sleep|delay)\b/

/** Files allowed their fixed waits, with how many and why. */
const ALLOWED: Record<string, { sleeps: number; reason: string }> = {
  'test/fixtures/waitFor.ts': { sleeps: 1, reason: 'the pause between two looks at a condition: every wait for a condition goes through it' },
  'test/multi-tab.e2e.test.ts': {
    sleeps: 4,
    reason: 'a stress run: the network flickers and tabs navigate at random real-time moments, and waiting on the store is bounded the same way',
  },
  'packages/server/test/collectorLoad.ts': { sleeps: 1, reason: 'the load generator paces its senders: the pause is the load shape' },
  'packages/server/test/faults/databaseFaults.ts': {
    sleeps: 4,
    reason: 'the database stays down or frozen for a real time under load, which is what the fault run measures',
  },
  'packages/server/test/faults/hostileClients.ts': {
    sleeps: 1,
    reason: 'slow clients hold their connections for a real time before the server is checked to serve others',
  },
  'packages/server/test/faults/processKill.ts': { sleeps: 1, reason: 'the load runs for a real time before the kill, so the kill falls mid-stream' },
}

function testSources(folder: string): string[] {
  let entries: string[]
  try {
    entries = readdirSync(folder)
  } catch {
    return []
  }
  return entries.flatMap((entry) => {
    if (entry === 'node_modules' || entry === 'dist') return []
    const path = join(folder, entry)
    if (statSync(path).isDirectory()) return testSources(path)
    return /\.(?:ts|tsx|mts|mjs|js)$/.test(entry) ? [path] : []
  })
}

/** Fixed sleeps per file (relative to the repository root), files without any left out; this file's own examples do not count. */
function fixedSleeps(): Record<string, number> {
  const counts: Record<string, number> = {}
  const self = fileURLToPath(import.meta.url)
  for (const file of TEST_FOLDERS.flatMap((folder) => testSources(join(root, folder))).filter((path) => path !== self)) {
    const lines = readFileSync(file, 'utf8').split('\n')
    const sleeps = lines.filter((line) => !SLEEP_DEFINITION.test(line)).reduce((sum, line) => sum + (line.match(FIXED_SLEEP)?.length ?? 0), 0)
    if (sleeps > 0) counts[relative(root, file).split('\\').join('/')] = sleeps
  }
  return counts
}

describe('test hygiene', () => {
  it('has no fixed sleep outside the allowed files, and no allowance left unused', () => {
    const allowed = Object.fromEntries(Object.entries(ALLOWED).map(([file, { sleeps }]) => [file, sleeps]))
    expect(fixedSleeps()).toEqual(allowed)
  })

  it('spots the shapes of a fixed sleep', () => {
    const shapes = [
      'await new Promise((resolve) => setTimeout(resolve, 200))',
      'await new Promise((r) => setTimeout(r, 50))',
      'await sleep(300)',
      'await delay(10)',
      'await page.waitForTimeout(100)',
    ]
    for (const shape of shapes) expect(shape.match(FIXED_SLEEP), shape).toHaveLength(1)
    for (const fine of [
      'await new Promise((resolve) => setImmediate(resolve))',
      'await vi.advanceTimersByTimeAsync(200)',
      'request.setTimeout(10_000, () => request.destroy())',
    ]) {
      expect(fine.match(FIXED_SLEEP), fine).toBeNull()
    }
  })
})
