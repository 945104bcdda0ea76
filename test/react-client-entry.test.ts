/**
 * `@devtrail/react` is a client module for React Server Components: its built entry files (ESM
 * and CJS) start with the `'use client'` directive, which the build keeps although Rollup drops
 * module-level directives when bundling. The Next.js example (examples/next) imports the provider
 * straight into a server-component root layout, which only builds with the directive there.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const built = (file: string) => readFileSync(new URL(`../packages/react/dist/${file}`, import.meta.url), 'utf8')

/** The directive prologue of a script: the string-literal statements before anything else. */
function directives(code: string): string[] {
  const found: string[] = []
  const prologue = /^\s*(['"])([^'"\n]*)\1\s*;?/
  let rest = code
  for (let match = prologue.exec(rest); match; match = prologue.exec(rest)) {
    found.push(match[2]!)
    rest = rest.slice(match[0].length)
  }
  return found
}

describe("@devtrail/react's built entry", () => {
  it.each(['index.mjs', 'index.cjs'])('%s starts with the use client directive', (file) => {
    expect(directives(built(file))).toContain('use client')
  })

  it('is the only built package marked as a client module (the core and the loader are not React)', () => {
    for (const file of ['../../core/dist/index.mjs', '../../loader/dist/index.mjs', '../../vue/dist/index.mjs']) {
      expect(directives(built(file))).not.toContain('use client')
    }
  })
})
