/** Previous / next page buttons of a paged table. */

/** Props of Pager. */
export interface PagerProps {
  page: number
  totalPages: number | undefined
  onPage: (page: number) => void
}

/** The pager; nothing when there is one page. */
export function Pager({ page, totalPages, onPage }: PagerProps) {
  if (!totalPages || totalPages <= 1) return null
  return (
    <nav class="pager" aria-label="Pages">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>
        Page {page} of {totalPages}
      </span>
      <button type="button" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  )
}
