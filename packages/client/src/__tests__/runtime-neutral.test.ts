/**
 * The client runs wherever `fetch` does (Node 20, browsers, Deno, Bun, edge runtimes): its
 * sources and its built files import nothing but openapi-fetch, and touch no Node global.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const packageFolder = fileURLToPath(new URL('../..', import.meta.url))

/** Every file under `folder` (relative paths), tests left out. */
function filesUnder(folder: string, prefix = ''): string[] {
  return readdirSync(join(folder, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = join(prefix, entry.name)
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : filesUnder(folder, path)
    return [path]
  })
}

// the module named by an import or export statement, a dynamic import() or require(): never a
// string that merely follows the word "from" (a query parameter is called `from`)
const MODULE_SPECIFIER = /\b(?:(?:import|export)\s*(?:[\w*{}\s,$]*?\bfrom\s*)?|import\(\s*|require\(\s*)['"]([^'"]+)['"]/g

const NODE_ONLY = [/\bfrom\s*['"]node:/, /\brequire\(\s*['"]node:/, /\bprocess\.\w/, /\bBuffer\./, /\b__dirname\b/]

describe('@devtrail/client outside Node', () => {
  it('imports only relative modules and openapi-fetch in its sources', () => {
    const sources = filesUnder(join(packageFolder, 'src')).filter((file) => file.endsWith('.ts'))
    expect(sources.length).toBeGreaterThan(5)
    for (const file of sources) {
      const text = readFileSync(join(packageFolder, 'src', file), 'utf8')
      const imports = [...text.matchAll(MODULE_SPECIFIER)].map((match) => match[1]!)
      for (const name of imports) expect(name.startsWith('.') || name === 'openapi-fetch', `${file} imports ${name}`).toBe(true)
      for (const pattern of NODE_ONLY) expect(text, `${file} uses ${pattern}`).not.toMatch(pattern)
    }
  })

  it('builds ESM and CJS that load nothing but openapi-fetch', () => {
    const built = ['index.mjs', 'index.cjs'].map((file) => join(packageFolder, 'dist', file))
    expect(
      built.every((file) => existsSync(file)),
      'run `npm run build` first',
    ).toBe(true)
    for (const file of built) {
      const text = readFileSync(file, 'utf8')
      const modules = [...text.matchAll(MODULE_SPECIFIER)].map((match) => match[1])
      expect(new Set(modules), file).toEqual(new Set(['openapi-fetch']))
      for (const pattern of NODE_ONLY) expect(text, `${file} uses ${pattern}`).not.toMatch(pattern)
    }
  })
})
