/** One window of a query's rows with the count of all of them: the data service's paged reads. */
import type { SelectQueryBuilder } from 'kysely'

/** Which rows of a result: skip `offset`, take up to `limit`. */
export interface RowWindow {
  /** Rows skipped. */
  offset: number
  /** Most rows returned. */
  limit: number
}

/**
 * Runs `select count(*)` over the matching rows and, alongside it, the window of them that
 * `rowsOf` selects and orders; returns the window and the count.
 */
export async function countedWindow<DB, TB extends keyof DB, O>(
  matching: SelectQueryBuilder<DB, TB, object>,
  rowsOf: (matching: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
  window: RowWindow,
): Promise<{ rows: O[]; total: number }> {
  const [counted, rows] = await Promise.all([
    // Kysely cannot name the selection's fields over a generic table: the count's row is spelled out
    matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow() as Promise<{ total: number | string | bigint }>,
    rowsOf(matching).limit(window.limit).offset(window.offset).execute(),
  ])
  return { rows, total: Number(counted.total) }
}
