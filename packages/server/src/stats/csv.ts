/** CSV rows (RFC 4180) from the JSON records the data service answers. */

// spreadsheets may skip leading blanks (any Unicode space, line breaks, control and zero-width
// marks); unassigned, private-use and lone surrogate code points are passed over too, since what
// one Unicode version leaves unassigned another may make invisible
const LEADING_BLANKS = /^[\p{White_Space}\p{C}]*/u
// compared after NFKC, which folds the fullwidth and small forms (＝＋－＠, ﹦﹢﹣﹫) into these
const FORMULA_CHARACTERS = /^[=+\-@\u2212]/
// OWASP: a leading tab or carriage return is refused as well, whatever follows
const CONTROL_START = /^[\t\r]/

/**
 * Whether a spreadsheet could read `text` as a formula (CSV injection): it starts with `= + - @`
 * (ASCII, fullwidth or small forms), possibly after blanks or line breaks, or with a tab or CR.
 */
export function readsAsFormula(text: string): boolean {
  if (CONTROL_START.test(text)) return true
  return FORMULA_CHARACTERS.test(text.normalize('NFKC').replace(LEADING_BLANKS, ''))
}

/** One CSV cell: null and undefined are empty, objects JSON, text quoted when needed and never a formula. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value)
  // a quote mark in front makes the spreadsheet show the text as typed
  if (typeof value === 'string' && readsAsFormula(text)) text = `'${text}`
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text
}

/** One CSV line (CRLF-terminated) of the given cells. */
export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}
