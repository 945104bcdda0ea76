/**
 * A streaming CSV reader (RFC 4180): quoted fields with commas, doubled quotes and line breaks,
 * LF or CRLF line ends, a leading byte-order mark. Blank lines are skipped.
 */

/** One CSV record (its fields, or why it is malformed) and the (1-based) line it starts on. */
export type CsvRecord =
  | {
      /** Line number of the record's first line in the file. */
      line: number
      /** The record's fields, unquoted. */
      fields: string[]
    }
  | {
      /** Line number of the malformed record's first line. */
      line: number
      /** What is wrong with it. */
      error: string
    }

/** Splits one record's text into fields; null when a quoted field is still open (the record continues on the next line). */
export function parseCsvRecord(text: string): string[] | null {
  const fields: string[] = []
  let field = ''
  let index = 0
  let quoted = false
  let afterQuote = false
  while (index < text.length) {
    const char = text[index]!
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"'
          index += 2
          continue
        }
        quoted = false
        afterQuote = true
      } else {
        field += char
      }
    } else if (char === ',') {
      fields.push(field)
      field = ''
      afterQuote = false
    } else if (afterQuote) {
      throw new Error(`unexpected character ${JSON.stringify(char)} after a closing quote (a quote inside a quoted field is written "")`)
    } else if (char === '"' && field === '') {
      quoted = true
    } else {
      field += char
    }
    index += 1
  }
  if (quoted) return null
  fields.push(field)
  return fields
}

/** Reads CSV records from the file's lines (as `readline` yields them, without line ends); a malformed record is yielded as an error and reading goes on. */
export async function* csvRecords(lines: AsyncIterable<string>): AsyncGenerator<CsvRecord> {
  let lineNumber = 0
  let pending: string | null = null
  let startLine = 0
  for await (const rawLine of lines) {
    lineNumber += 1
    const line = lineNumber === 1 ? rawLine.replace(/^\uFEFF/, '') : rawLine
    if (pending === null) {
      if (line.trim() === '') continue
      pending = line
      startLine = lineNumber
    } else {
      pending += `\n${line}`
    }
    let fields: string[] | null
    try {
      fields = parseCsvRecord(pending)
    } catch (error) {
      pending = null
      yield { line: startLine, error: (error as Error).message }
      continue
    }
    if (fields === null) continue
    pending = null
    yield { line: startLine, fields }
  }
  if (pending !== null) yield { line: startLine, error: 'a quoted field is never closed' }
}
