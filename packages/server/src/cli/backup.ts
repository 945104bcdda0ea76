/**
 * `devtrail backup <file>`: a consistent copy of the embedded SQLite store, taken online (the
 * server may keep running and writing). PostgreSQL is backed up with its own tool, pg_dump.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { dialectOf, sqlitePathOf } from '../store/store.js'
import { CliFailure, type Command } from './command.js'

/** The backup command. */
export const backupCommand: Command = {
  name: 'backup',
  summary: 'copy the SQLite store to a file while the server runs (PostgreSQL: use pg_dump)',
  usage: '<file>',
  help: ['<file>  where the copy goes (must not exist yet)'],
  options: {},
  positionals: 1,
  run: async ({ positionals, databaseUrl }) => {
    const target = resolve(positionals[0]!)
    if (dialectOf(databaseUrl) === 'postgres') {
      throw new CliFailure(`PostgreSQL is backed up with pg_dump: pg_dump --format=custom --file=${target} "${databaseUrl.replace(/:[^:@/]*@/, ':***@')}"`)
    }
    const source = sqlitePathOf(databaseUrl)
    if (source === ':memory:' || !existsSync(source)) throw new CliFailure(`no SQLite store at ${source}`)
    if (existsSync(target)) throw new CliFailure(`${target} exists already: pick a new file`)
    const database = new SqliteDatabase(source, { readonly: true, fileMustExist: true })
    try {
      const progress = await database.backup(target)
      return { json: { backup: target, pages: progress.totalPages }, text: `Backed up ${source} to ${target} (${progress.totalPages} pages).` }
    } finally {
      database.close()
    }
  },
}
