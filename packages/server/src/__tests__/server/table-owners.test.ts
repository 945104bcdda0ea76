import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { TABLE_OWNERS, type TableOwner } from '../../store/tableOwners.js'
import { tableWrites } from '../../../test/tableWrites.js'

const srcDir = join(dirname(fileURLToPath(import.meta.url)), '../..')
const docPath = join(srcDir, '../../../docs/architecture.md')

/** The tables declared in schema.ts's `Database` interface. */
function schemaTables(): string[] {
  const schema = readFileSync(join(srcDir, 'store/schema.ts'), 'utf8')
  const body = schema.slice(schema.indexOf('export interface Database {'))
  return [...body.slice(0, body.indexOf('\n}')).matchAll(/^\s+(\w+): \w+Table$/gm)].map((match) => match[1]!)
}

/** What the "Written by" cell of a table's row in docs/architecture.md says, from its owner entry. */
function writtenByCell(entry: TableOwner): string {
  const others = Object.entries(entry.alsoWrittenBy ?? {}).map(([module, reason]) => `\`${module}\` (${reason})`)
  return others.length ? `\`${entry.owner}\`; also ${others.join(', ')}` : `\`${entry.owner}\``
}

/** The rows of the doc's table map: the tables named in the first column, and the last column. */
function docRows(): { tables: string[]; writtenBy: string }[] {
  const doc = readFileSync(docPath, 'utf8')
  const section = doc.slice(doc.indexOf("## The store's tables"))
  const map = section.slice(section.indexOf('| Table |'), section.indexOf('\n\n', section.indexOf('| Table |')))
  return map
    .split('\n')
    .slice(2)
    .map((line) => line.split(' | '))
    .map((cells) => ({
      tables: [...(cells[0] ?? '').matchAll(/`(\w+)`/g)].map((match) => match[1]!),
      writtenBy: (cells[cells.length - 1] ?? '').replace(/ \|$/, ''),
    }))
}

const tables = schemaTables()
const { writes, unnamed } = tableWrites(srcDir, new Set(tables))
const owners: Readonly<Record<string, TableOwner>> = TABLE_OWNERS

/** The owner entry of a table; a table missing from the map fails the test that reads it. */
function ownerOf(table: string): TableOwner {
  const entry = owners[table]
  if (!entry) throw new Error(`${table} has no owner in store/tableOwners.ts`)
  return entry
}

describe('one owning module per table', () => {
  it('every table of schema.ts has an owner, and the owner map names no other table', () => {
    expect(tables.length).toBeGreaterThan(40)
    expect(Object.keys(owners).sort()).toEqual([...tables].sort())
  })

  it('every write names its table', () => {
    expect(unnamed).toEqual([])
  })

  it('no module but the owner (or a listed exception) writes a table', () => {
    const strays = writes
      .filter((write) => {
        const entry = ownerOf(write.table)
        return write.module !== entry.owner && !(write.module in (entry.alsoWrittenBy ?? {}))
      })
      .map((write) => `${write.module}:${write.line} writes ${write.table}, owned by ${ownerOf(write.table).owner}`)
    expect(strays).toEqual([])
  })

  it('every owner and listed exception still writes its table (the map is not stale)', () => {
    const writers = new Set(writes.map((write) => `${write.table} ${write.module}`))
    const stale = Object.entries(owners).flatMap(([table, entry]) =>
      [entry.owner, ...Object.keys(entry.alsoWrittenBy ?? {})].filter((module) => !writers.has(`${table} ${module}`)).map((module) => `${table} ${module}`),
    )
    expect(stale).toEqual([])
  })

  it('the "Written by" column of docs/architecture.md says what the owner map says', () => {
    const rows = docRows()
    expect(rows.flatMap((row) => row.tables).sort()).toEqual([...tables].sort())
    const wrong = rows.flatMap((row) =>
      row.tables.filter((table) => row.writtenBy !== writtenByCell(ownerOf(table))).map((table) => `${table}: expected "${writtenByCell(ownerOf(table))}"`),
    )
    expect(wrong).toEqual([])
  })
})

describe('the table-write reader', () => {
  const dir = mkdtempSync(join(tmpdir(), 'table-writes-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('finds Kysely writes, computed names it can resolve, and raw SQL; skips tests, migrations and reads', () => {
    mkdirSync(join(dir, 'feature'))
    mkdirSync(join(dir, '__tests__'))
    mkdirSync(join(dir, 'migrations'))
    const module = [
      "db.insertInto('contacts').values(row)",
      "db.updateTable('users as u').set(x)",
      "for (const table of ['jobs', 'lists'] as const) db.deleteFrom(table)",
      "function erase(name: 'visitors' | 'activities') { return db.updateTable(name) }",
      'sql`delete from audiences where id = ${id}`',
      "db.executeQuery(sql.raw('TRUNCATE TABLE segments'))",
      "db.selectFrom('accounts').selectAll()",
      "const message = 'could not update the workspace'",
      'db.deleteFrom(tableOf(kind))',
    ].join('\n')
    writeFileSync(join(dir, 'feature/writer.ts'), module)
    writeFileSync(join(dir, '__tests__/writer.test.ts'), "db.insertInto('workspaces')")
    writeFileSync(join(dir, 'migrations/001.ts'), "db.insertInto('workspaces')")
    const known = new Set(['contacts', 'users', 'jobs', 'lists', 'visitors', 'activities', 'audiences', 'segments', 'accounts', 'workspaces'])
    const found = tableWrites(dir, known)
    expect(found.writes.map((write) => `${write.line} ${write.table}`)).toEqual([
      '1 contacts',
      '2 users',
      '3 jobs',
      '3 lists',
      '4 visitors',
      '4 activities',
      '5 audiences',
      '6 segments',
    ])
    expect(found.writes.every((write) => write.module === 'feature/writer.ts')).toBe(true)
    expect(found.unnamed.map((write) => write.line)).toEqual([9])
  })
})
