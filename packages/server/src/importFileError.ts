/** The error of an import file with bad rows (contacts, network mappings): nothing was imported. */

/** A bad line of an import file. */
export interface ImportLineError {
  /** 1-based line number (for CSV, the line the record starts on). */
  line: number
  /** What is wrong. */
  message: string
}

/** The file had bad rows; nothing was imported. */
export class ImportFileError extends Error {
  /** The first bad lines (up to the importer's cap). */
  readonly errors: ImportLineError[]
  /** How many lines were bad in total. */
  readonly errorCount: number

  constructor(errors: ImportLineError[], errorCount: number) {
    const shown = errors.map((error) => `  line ${error.line}: ${error.message}`).join('\n')
    const more = errorCount > errors.length ? `\n  ... and ${errorCount - errors.length} more` : ''
    super(`${errorCount} bad ${errorCount === 1 ? 'row' : 'rows'}, nothing imported:\n${shown}${more}`)
    this.name = 'ImportFileError'
    this.errors = errors
    this.errorCount = errorCount
  }
}
