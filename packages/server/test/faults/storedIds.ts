/** How many of a run's answered event ids the store really holds. */
import type { Store } from '../../src/store/store.js'

/** The answered ids missing from the store (answered means durable: this must be 0). */
export async function missingEvents(store: Store, answeredIds: string[]): Promise<number> {
  let found = 0
  for (let start = 0; start < answeredIds.length; start += 500) {
    const chunk = answeredIds.slice(start, start + 500)
    const row = await store.db
      .selectFrom('activities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', 'in', chunk)
      .executeTakeFirstOrThrow()
    found += Number(row.n)
  }
  return answeredIds.length - found
}
