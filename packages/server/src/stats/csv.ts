/** CSV rows (RFC 4180) from the JSON records the data service answers. */

// a cell a spreadsheet would run as a formula (CSV injection) starts with a quote mark instead
const FORMULA_START = /^[=+\-@\t\r]/

/** One CSV cell: null and undefined are empty, objects JSON, text quoted when needed and never a formula. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value)
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text
}

/** One CSV line (CRLF-terminated) of the given cells. */
export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}
