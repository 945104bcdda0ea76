/**
 * Imports buyers/contacts from a CSV or JSONL file into a workspace.
 *
 * Error policy: the file is validated whole first; if any row is bad, nothing is imported and
 * the bad lines are reported (the first `maxErrors` of them, with the total count). A valid file
 * is then streamed again and upserted in batched transactions; a re-import updates rows by
 * e-mail instead of duplicating them, so an interrupted import can simply be run again.
 */
import { getWorkspace } from '../admin/workspaces.js'
import { ImportFileError, type ImportLineError } from '../importFileError.js'
import type { Store } from '../store/store.js'
import type { ContactInput } from './contactRow.js'
import { readContactFile, type ContactFileFormat } from './readContactFile.js'
import { upsertContacts, type UpsertCounts } from './upsertContacts.js'

/** Progress of an import, reported every `progressEvery` rows of each phase. */
export interface ImportProgress {
  /** `validate` (first pass) or `import` (second pass). */
  phase: 'validate' | 'import'
  /** Rows handled so far in this phase. */
  done: number
  /** Rows in the file, known in the import phase. */
  total: number | null
}

/** What an import did. */
export interface ImportResult extends UpsertCounts {
  /** Valid rows read from the file. */
  rows: number
}

/** Options of `importContacts`. */
export interface ImportOptions {
  workspaceId: string
  path: string
  format: ContactFileFormat
  /** Rows per transaction (default 500). */
  batchSize?: number
  /** Most bad lines reported (default 20). */
  maxErrors?: number
  /** Called every `progressEvery` rows (default 10,000) of each phase. */
  onProgress?: (progress: ImportProgress) => void
  progressEvery?: number
}

/** Validates then imports a contacts file; throws ImportFileError (nothing imported) if any row is bad. */
export async function importContacts(store: Store, options: ImportOptions): Promise<ImportResult> {
  await getWorkspace(store, options.workspaceId)
  const maxErrors = options.maxErrors ?? 20
  const every = options.progressEvery ?? 10_000
  const batchSize = options.batchSize ?? 500

  const errors: ImportLineError[] = []
  let errorCount = 0
  let rows = 0
  for await (const row of readContactFile(options.path, options.format)) {
    if ('error' in row) {
      errorCount += 1
      if (errors.length < maxErrors) errors.push({ line: row.line, message: row.error })
      continue
    }
    rows += 1
    if (rows % every === 0) options.onProgress?.({ phase: 'validate', done: rows, total: null })
  }
  if (errorCount > 0) throw new ImportFileError(errors, errorCount)

  const result: ImportResult = { rows, created: 0, updated: 0, accounts_linked: 0, developers_linked: 0 }
  const accountIds = new Map<string, string>()
  let batch: ContactInput[] = []
  let done = 0
  const flush = async () => {
    const counts = await upsertContacts(store, options.workspaceId, batch, accountIds)
    result.created += counts.created
    result.updated += counts.updated
    result.accounts_linked += counts.accounts_linked
    result.developers_linked += counts.developers_linked
    batch = []
  }
  for await (const row of readContactFile(options.path, options.format)) {
    if ('error' in row) throw new ImportFileError([{ line: row.line, message: `${row.error} (the file changed during the import)` }], 1)
    batch.push(row.contact)
    done += 1
    if (batch.length >= batchSize) await flush()
    if (done % every === 0) options.onProgress?.({ phase: 'import', done, total: rows })
  }
  await flush()
  return result
}
