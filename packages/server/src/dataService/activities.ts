/** Activities of one account or developer, most recent first (`GET /account/{account_id}/activities`, `GET /developer/{developer_id}/activities`). */
import { activitiesOfOwner, activityPageOfOwner, type ActivityOwnerColumn, type ActivityRow } from '../activities/activity.js'
import type { Store } from '../store/store.js'
import { pagedAnswer, pageOffset } from './paging.js'
import { ACTIVITY_PAGE_SIZE } from './schemas.js'

/**
 * Without `page`: the most recent 1,000 activities, `{data, request_id}`.
 * With `page`: pages of 1,000 with `total_pages` and `next_page` (an extension of the spec).
 */
export async function activitiesOf<T>(
  store: Store,
  column: ActivityOwnerColumn,
  ownerId: string,
  page: number | undefined,
  requestId: string,
  toRecord: (row: ActivityRow) => T,
) {
  if (page === undefined) {
    const rows = await activitiesOfOwner(store, column, ownerId, { offset: 0, limit: ACTIVITY_PAGE_SIZE })
    return { data: rows.map(toRecord), request_id: requestId }
  }
  const { rows, total } = await activityPageOfOwner(store, column, ownerId, { offset: pageOffset(page, ACTIVITY_PAGE_SIZE), limit: ACTIVITY_PAGE_SIZE })
  return pagedAnswer(rows.map(toRecord), total, page, requestId, ACTIVITY_PAGE_SIZE)
}
