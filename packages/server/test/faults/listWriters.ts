/**
 * Concurrent writers adding overlapping rows to one list: every call must succeed (no 5xx from
 * deadlocks or serialization failures), the list must end with each distinct key once, and the
 * `added` counts of all calls must sum to the number of distinct keys.
 */
import type { Store } from '../../src/store/store.js'

/** What the run saw. */
export interface ListWritersResult {
  writers: number
  statuses: Record<string, number>
  distinctKeys: number
  storedRows: number
  sumAdded: number
}

/** `writers` concurrent PUTs of `rowsPerWriter` rows drawn from `keyPool` domains, over HTTP on `base`. */
export async function runListWriters(
  base: string,
  store: Store,
  headers: Record<string, string>,
  options: { writers: number; rowsPerWriter: number; keyPool: number },
): Promise<ListWritersResult> {
  const created = await fetch(`${base}/api/product/list`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Writers ${Date.now()} ${Math.random()}`,
      type: 'ACCOUNT',
      primaryKey: 'domain',
      mapping: [{ clientKey: 'domain', fieldType: 'String' }],
    }),
  })
  const { id } = (await created.json()) as { id: string }
  const distinct = new Set<string>()
  const bodies = Array.from({ length: options.writers }, (_, writer) => {
    const keys = Array.from({ length: options.rowsPerWriter }, (_, row) => `company${(writer * 7 + row * 13) % options.keyPool}.example.com`)
    for (const key of keys) distinct.add(key)
    // each writer in its own order, so lock orders would clash without the server's sorting
    if (writer % 2 === 1) keys.reverse()
    return JSON.stringify({
      entities: keys.map((primaryKey) => ({ primaryKey, clientKey: 'domain', fieldType: 'String', companyData: { domain: primaryKey } })),
    })
  })
  const statuses: Record<string, number> = {}
  let sumAdded = 0
  await Promise.all(
    bodies.map(async (body) => {
      const answer = await fetch(`${base}/api/product/list/${id}`, { method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, body })
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
      if (answer.status === 200) sumAdded += ((await answer.json()) as { data: { added: number } }).data.added
      else await answer.arrayBuffer()
    }),
  )
  const stored = await store.db
    .selectFrom('list_rows')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('list_id', '=', id)
    .executeTakeFirstOrThrow()
  return { writers: options.writers, statuses, distinctKeys: distinct.size, storedRows: Number(stored.n), sumAdded }
}
