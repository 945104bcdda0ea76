/**
 * Reads CSV as spreadsheets write it: the encoding is found from the byte-order mark or the bytes
 * themselves (UTF-8 with or without BOM, UTF-16 LE/BE, else Windows-1252) and decoded with
 * iconv-lite; the delimiter (comma, semicolon or tab) is read off the header line; csv-parse
 * does the parsing (quoted fields with delimiters, doubled quotes and line breaks). Streamed: a
 * file is never held whole. A malformed record is reported with its line and reading goes on.
 */
import { Readable } from 'node:stream'
import { parse } from 'csv-parse'
import iconv from 'iconv-lite'

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

/** A text encoding the reader recognises. */
export type CsvEncoding = 'utf8' | 'utf16le' | 'utf16be' | 'windows-1252'

/** The encoding of a file from its first bytes: a byte-order mark, zero bytes of UTF-16, valid UTF-8, else Windows-1252. */
export function detectEncoding(head: Buffer): CsvEncoding {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf8'
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf16le'
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf16be'
  const sample = head.subarray(0, Math.min(head.length, 4096))
  let zeroEven = 0
  let zeroOdd = 0
  for (let index = 0; index < sample.length; index++) if (sample[index] === 0) index % 2 === 0 ? zeroEven++ : zeroOdd++
  // ASCII text in UTF-16 has a zero in every other byte
  if (zeroOdd > sample.length / 4) return 'utf16le'
  if (zeroEven > sample.length / 4) return 'utf16be'
  // a multi-byte character cut at the end of the sample is not a decoding error
  const cut = head.length > 65_536 ? head.subarray(0, 65_536) : head
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(cut, { stream: true })
    return 'utf8'
  } catch {
    return 'windows-1252'
  }
}

/** The delimiter of a header line: whichever of comma, semicolon and tab occurs most outside quotes (comma on a tie). */
export function detectDelimiter(headerLine: string): ',' | ';' | '\t' {
  const unquoted = headerLine.replace(/"[^"]*"/g, '')
  const count = (char: string) => unquoted.split(char).length - 1
  const candidates = [',', ';', '\t'] as const
  return candidates.reduce((best, char) => (count(char) > count(best) ? char : best), candidates[0])
}

const FRIENDLY: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'unexpected character after a closing quote (a quote inside a quoted field is written "")',
  INVALID_OPENING_QUOTE: 'a quote inside an unquoted field (quote the field and write the quote as "")',
  CSV_INVALID_OPENING_QUOTE: 'a quote inside an unquoted field (quote the field and write the quote as "")',
}

/** Decoded text of `bytes`, the encoding chosen from its first chunk. */
async function* decodedText(bytes: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  let decoder: ReturnType<typeof iconv.getDecoder> | null = null
  for await (const chunk of bytes) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
    decoder ??= iconv.getDecoder(detectEncoding(buffer), { stripBOM: true })
    const text = decoder.write(buffer)
    if (text) yield text
  }
  const rest = decoder?.end()
  if (rest) yield rest
}

/** Reads CSV records from a file's bytes; a malformed record is yielded as an error and reading goes on. */
export async function* csvRecords(bytes: AsyncIterable<Buffer | string>): AsyncGenerator<CsvRecord> {
  const text = decodedText(bytes)
  // the header line tells the delimiter: read until it is complete
  let head = ''
  let done = false
  while (!head.includes('\n') && !done) {
    const next = await text.next()
    if (next.done) done = true
    else head += next.value
  }
  async function* replay() {
    if (head) yield head
    if (!done) yield* text
  }
  const parser = parse({
    delimiter: detectDelimiter(head.split('\n')[0] ?? ''),
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    info: true,
    raw: true,
  })
  // skipped records are announced as the parser meets them, possibly before earlier records are
  // read: they wait here and go out in line order, one per line
  const skipped = new Map<number, string>()
  parser.on('skip', (error: Error & { code?: string; lines?: number }) => {
    const line = error.lines ?? 0
    if (!skipped.has(line)) skipped.set(line, FRIENDLY[error.code ?? ''] ?? error.message)
  })
  function* skippedBefore(line: number): Generator<CsvRecord> {
    for (const [at, error] of [...skipped].sort(([a], [b]) => a - b)) {
      if (at >= line) break
      skipped.delete(at)
      yield { line: at, error }
    }
  }
  Readable.from(replay()).pipe(parser)
  try {
    for await (const { record, info, raw } of parser as AsyncIterable<{ record: string[]; info: { lines: number }; raw: string }>) {
      // info.lines is the record's last line; count back over the line breaks it holds (blank lines skipped before it included)
      const breaks =
        raw
          .replace(/^(\r?\n)+/, '')
          .replace(/\r?\n$/, '')
          .split('\n').length - 1
      const line = info.lines - breaks
      yield* skippedBefore(line)
      yield { line, fields: record }
    }
    yield* skippedBefore(Number.MAX_SAFE_INTEGER)
  } catch (error) {
    yield* skippedBefore(Number.MAX_SAFE_INTEGER)
    const failure = error as Error & { code?: string; lines?: number }
    yield { line: failure.lines ?? 0, error: FRIENDLY[failure.code ?? ''] ?? failure.message }
  }
}
