/** `devtrail contacts import`: buyers/contacts from a CSV or JSONL file. */
import { existsSync } from 'node:fs'
import { importContacts } from '../contacts/importContacts.js'
import { ImportFileError } from '../importFileError.js'
import { contactFileFormat } from '../contacts/readContactFile.js'
import { auditChange, CLI_CALLER } from '../settings/settingsCaller.js'
import { CliFailure, requiredString, UsageError, type Command } from './command.js'

/** The contacts commands. */
export const contactsCommands: Command[] = [
  {
    name: 'contacts import',
    summary: 'import buyers/contacts from a .csv or .jsonl file (upsert by e-mail)',
    usage: '--workspace <id> <file.csv|file.jsonl>',
    help: [
      '--workspace <id>  the workspace',
      '',
      'Columns (CSV header or JSON keys): email (required), full_name or first_name + last_name,',
      'designation, seniority, job_function, state, country, email_verified (true/false),',
      'company_domain, tags, github (or github_login: a login, @login or github.com URL).',
      'Contacts are linked to the account of their company domain and to the developer who',
      'identified with the same e-mail, else to the GitHub user of their login (a later GitHub',
      'delivery from that login is the contact too). The whole file is checked first: if a',
      'row is bad, nothing is imported and the bad lines are listed.',
    ],
    options: { workspace: { type: 'string' } },
    positionals: 1,
    run: async ({ values, positionals, store, io }) => {
      const workspaceId = requiredString(values, 'workspace', '<id>')
      const path = positionals[0] ?? ''
      const format = contactFileFormat(path)
      if (!format) throw new UsageError(`"${path}" must end in .csv or .jsonl`)
      if (!existsSync(path)) throw new UsageError(`file not found: ${path}`)
      try {
        const result = await importContacts(await store(), {
          workspaceId,
          path,
          format,
          onProgress: ({ phase, done, total }) =>
            io.stderr(phase === 'validate' ? `checked ${done} rows\n` : `imported ${done}/${total} rows (${Math.floor((done / (total || 1)) * 100)}%)\n`),
        })
        const text = `Imported ${result.rows} rows: ${result.created} created, ${result.updated} updated, ${result.accounts_linked} linked to an account, ${result.developers_linked} to a developer.`
        const { rows, ...counts } = result
        await auditChange((await store()).db, CLI_CALLER, {
          workspaceId,
          action: 'contacts.import',
          targetType: 'contacts',
          targetId: null,
          after: { rows, created: counts.created, updated: counts.updated },
        })
        return { json: { imported: rows, ...counts }, text }
      } catch (error) {
        if (error instanceof ImportFileError) {
          throw new CliFailure(error.message, { errors: error.errors, error_count: error.errorCount, imported: 0 })
        }
        throw error
      }
    },
  },
]
