/** Activities of one account or developer, most recent first (`GET /account/{account_id}/activities`, `GET /developer/{developer_id}/activities`). */
import type { Selectable } from 'kysely'
import type { ActivityTable } from '../store/schema.js'
import type { Store } from '../store/store.js'
import { pagedAnswer, pageOffset } from './paging.js'
import { ACTIVITY_PAGE_SIZE } from './schemas.js'

/**
 * Without `page`: the most recent 1,000 activities, `{data, request_id}`.
 * With `page`: pages of 1,000 with `total_pages` and `next_page` (an extension of the spec).
 */
export async function activitiesOf<T>(
  store: Store,
  column: 'account_id' | 'developer_id',
  ownerId: string,
  page: number | undefined,
  requestId: string,
  toRecord: (row: Selectable<ActivityTable>) => T,
) {
  const rows = store.db
    .selectFrom('activities')
    .selectAll()
    .where(column, '=', ownerId)
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .limit(ACTIVITY_PAGE_SIZE)
    .offset(page === undefined ? 0 : pageOffset(page, ACTIVITY_PAGE_SIZE))
    .execute()
  if (page === undefined) return { data: (await rows).map(toRecord), request_id: requestId }
  const [{ total }, data] = await Promise.all([
    store.db
      .selectFrom('activities')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(column, '=', ownerId)
      .executeTakeFirstOrThrow(),
    rows,
  ])
  return pagedAnswer(data.map(toRecord), Number(total), page, requestId, ACTIVITY_PAGE_SIZE)
}
