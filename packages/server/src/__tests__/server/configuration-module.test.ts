/**
 * The configuration is read in one place: no module of the server but the configuration module
 * reads `process.env`, and the READMEs' configuration tables say what its schema says.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { CONFIG_TABLE_READMES, configTable, TABLE_END, TABLE_START } from '../../config/configTable.js'
import { CONFIG_VARIABLES } from '../../config/variables.js'

const src = fileURLToPath(new URL('../..', import.meta.url))
const root = fileURLToPath(new URL('../../../../..', import.meta.url))

/** Every TypeScript file under `folder`, tests left out. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(path)
    return entry.name.endsWith('.ts') ? [path] : []
  })
}

describe('the configuration module', () => {
  it('is the only reader of process.env; the CLI entry hands it in once', () => {
    const reads = sourceFiles(src).flatMap((file) => {
      const count = readFileSync(file, 'utf8').match(/process\.env\b/g)?.length ?? 0
      return count > 0 ? [{ file: relative(src, file), count }] : []
    })
    expect(reads.filter((read) => !read.file.startsWith(`config${sep}`))).toEqual([{ file: 'cli.ts', count: 1 }])
    expect(reads.map((read) => read.file)).toContain(join('config', 'loadConfig.ts'))
  })

  it('renders the configuration table of each README from its schema', () => {
    for (const { path, toRoot } of CONFIG_TABLE_READMES) {
      const readme = readFileSync(join(root, path), 'utf8')
      const start = readme.indexOf(TABLE_START)
      const end = readme.indexOf(TABLE_END)
      expect(start, `${path} has no generated configuration table`).toBeGreaterThanOrEqual(0)
      // on a difference: npx tsx packages/server/scripts/config-table.ts
      expect(readme.slice(start + TABLE_START.length, end).trim(), path).toBe(configTable(toRoot))
    }
  })

  it('documents every variable once, with a default, in a table row of its own', () => {
    const rows = configTable().split('\n')
    for (const [name, definition] of Object.entries(CONFIG_VARIABLES)) {
      expect(
        rows.filter((row) => row.startsWith(`| \`${name}\` |`)),
        name,
      ).toHaveLength(1)
      expect(definition.doc.length, name).toBeGreaterThan(10)
    }
    expect(rows.filter((row) => row.startsWith('| `'))).toHaveLength(Object.keys(CONFIG_VARIABLES).length)
  })
})
