/** The page after a paged answer. */

/** The next page number after `answer` (page `page`), or null when it was the last. */
export function nextPage(answer: unknown, page: number): number | null {
  const paged = (answer ?? {}) as { next_page?: unknown; total_pages?: unknown }
  let next: number | null = null
  if ('next_page' in paged) next = typeof paged.next_page === 'number' ? paged.next_page : null
  else if (typeof paged.total_pages === 'number') next = page < paged.total_pages ? page + 1 : null
  // a server that does not move forward must not loop the caller forever
  return next !== null && next > page ? next : null
}
