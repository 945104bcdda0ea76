/** Streams the contacts of a CSV or JSONL file, one validated row (or the reason it is bad) at a time. */
import { createReadStream } from 'node:fs'
import { extname } from 'node:path'
import { csvRecords } from './csvRecords.js'
import { jsonlRecords } from './jsonlRecords.js'
import { contactFromFields, fieldOfColumn, type ContactInput } from './contactRow.js'

/** The file formats an import reads, chosen by extension. */
export type ContactFileFormat = 'csv' | 'jsonl'

/** One row of the file: the contact, or what is wrong with it; `line` is 1-based. */
export type ContactFileRow = { line: number; contact: ContactInput } | { line: number; error: string }

/** The format of a contacts file from its extension (`.csv`, `.jsonl`, `.ndjson`), or null. */
export function contactFileFormat(path: string): ContactFileFormat | null {
  const extension = extname(path).toLowerCase()
  if (extension === '.csv') return 'csv'
  if (extension === '.jsonl' || extension === '.ndjson') return 'jsonl'
  return null
}

function validate(line: number, fields: Record<string, unknown>): ContactFileRow {
  try {
    return { line, contact: contactFromFields(fields) }
  } catch (error) {
    return { line, error: (error as Error).message }
  }
}

async function* csvRows(path: string): AsyncGenerator<ContactFileRow> {
  let header: (string | undefined)[] | null = null
  for await (const record of csvRecords(createReadStream(path))) {
    if ('error' in record) {
      yield record
      continue
    }
    if (header === null) {
      header = record.fields.map(fieldOfColumn)
      if (!header.includes('email')) {
        yield {
          line: record.line,
          error:
            'the header has no email column (columns: email, full_name or first_name/last_name, designation, seniority, job_function, state, country, email_verified, company_domain, tags, github)',
        }
        return
      }
      continue
    }
    if (record.fields.length !== header.length) {
      yield { line: record.line, error: `expected ${header.length} fields as in the header, got ${record.fields.length}` }
      continue
    }
    const fields: Record<string, unknown> = {}
    header.forEach((field, index) => {
      if (field && !fields[field]) fields[field] = record.fields[index]
    })
    yield validate(record.line, fields)
  }
}

async function* jsonlRows(path: string): AsyncGenerator<ContactFileRow> {
  for await (const record of jsonlRecords(path)) {
    if ('error' in record) {
      yield record
      continue
    }
    const fields: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(record.object)) {
      const field = fieldOfColumn(key)
      if (field && fields[field] === undefined) fields[field] = value
    }
    yield validate(record.line, fields)
  }
}

/** Reads a contacts file row by row without loading it whole. */
export function readContactFile(path: string, format: ContactFileFormat): AsyncGenerator<ContactFileRow> {
  return format === 'csv' ? csvRows(path) : jsonlRows(path)
}
