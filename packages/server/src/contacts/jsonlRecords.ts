/** JSONL files read line by line without loading them whole, as contact and network imports take them. */
import { createReadStream } from 'node:fs'
import { createInterface } from 'node:readline'

/** One JSONL record (its object, or why the line is not one) and its (1-based) line. */
export type JsonlRecord = { line: number; object: Record<string, unknown> } | { line: number; error: string }

/** The records of the JSONL file at `path`, one JSON object per non-blank line, in file order. */
export async function* jsonlRecords(path: string): AsyncGenerator<JsonlRecord> {
  let line = 0
  // JSONL is UTF-8 by definition (RFC 8259)
  for await (const text of createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity })) {
    line += 1
    if (text.trim() === '') continue
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      yield { line, error: 'not valid JSON' }
      continue
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) yield { line, error: 'expected one JSON object per line' }
    else yield { line, object: parsed as Record<string, unknown> }
  }
}
