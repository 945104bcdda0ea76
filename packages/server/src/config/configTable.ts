/**
 * The configuration tables of the READMEs, rendered from `variables.ts`. Each README holds its
 * table between two markers; `scripts/config-table.ts` rewrites them and a test checks them.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import type { TSchema } from 'typebox'
import { CONFIG_GROUPS, CONFIG_VARIABLES, type VariableDefinition } from './variables.js'

/** The line before a generated table. */
export const TABLE_START =
  '<!-- configuration table: generated from packages/server/src/config/variables.ts (npx tsx packages/server/scripts/config-table.ts) -->'

/** The line after a generated table. */
export const TABLE_END = '<!-- end of the configuration table -->'

/** The READMEs holding the table, from the repository root, with the path from each back to the root (for its links). */
export const CONFIG_TABLE_READMES = [
  { path: 'README.md', toRoot: '' },
  { path: 'packages/server/README.md', toRoot: '../../' },
]

const cell = (text: string) => text.replaceAll('|', '\\|')

function defaultCell(definition: VariableDefinition<TSchema, unknown>): string {
  if (definition.defaultText) return definition.defaultText
  const value = definition.default
  if (value === undefined) return 'unset'
  if (typeof value === 'boolean') return (definition.schema as { type?: string }).type === 'boolean' ? `\`${value ? 'on' : 'off'}\`` : `\`${value}\``
  return `\`${String(value)}\``
}

/** The Markdown table of every variable, by group; links go through `toRoot` to the repository root. */
export function configTable(toRoot = ''): string {
  const entries = Object.entries(CONFIG_VARIABLES) as Array<[string, VariableDefinition<TSchema, unknown>]>
  const rows = ['| Variable | Default | Meaning |', '|---|---|---|']
  for (const group of CONFIG_GROUPS) {
    rows.push(`| **${group}** | | |`)
    for (const [name, definition] of entries.filter(([, definition]) => definition.group === group)) {
      const doc = definition.doc.replace(/\]\((?!https?:|#)/g, `](${toRoot}`)
      rows.push(`| \`${name}\` | ${cell(defaultCell(definition))} | ${cell(doc)} |`)
    }
  }
  return rows.join('\n')
}

/** `readme` with the text between its markers replaced by the table; throws when the markers are missing. */
export function withConfigTable(readme: string, toRoot: string): string {
  const start = readme.indexOf(TABLE_START)
  const end = readme.indexOf(TABLE_END)
  if (start < 0 || end < start) throw new Error(`the README has no "${TABLE_START}" ... "${TABLE_END}" markers`)
  return `${readme.slice(0, start + TABLE_START.length)}\n${configTable(toRoot)}\n${readme.slice(end)}`
}

/** Rewrites the table of every README under `root`; answers the paths that changed. */
export function writeConfigTables(root: string): string[] {
  const changed: string[] = []
  for (const { path, toRoot } of CONFIG_TABLE_READMES) {
    const file = `${root}/${path}`
    const before = readFileSync(file, 'utf8')
    const after = withConfigTable(before, toRoot)
    if (after !== before) {
      writeFileSync(file, after)
      changed.push(path)
    }
  }
  return changed
}
