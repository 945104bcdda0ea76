/** Page arithmetic shared by every paged answer. */
import { PAGE_SIZE } from './schemas.js'

/** `{data, total_pages, next_page, request_id}` for page `page` of `total` rows. */
export function pagedAnswer<T>(data: T[], total: number, page: number, requestId: string, size = PAGE_SIZE) {
  const totalPages = Math.ceil(total / size)
  return { data, total_pages: totalPages, next_page: page < totalPages ? page + 1 : null, request_id: requestId }
}

/** The 0-based offset of page `page`. */
export function pageOffset(page: number, size = PAGE_SIZE): number {
  return (page - 1) * size
}
