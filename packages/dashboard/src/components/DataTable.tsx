/** A table of rows with a caption, a CSV export link and a scrollable, focusable frame. */
import type { ComponentChildren } from 'preact'
import { exportUrl } from '../api.js'

/** One column: its heading and how a row shows in it. */
export interface Column<T> {
  heading: string
  cell: (row: T) => ComponentChildren
  /** Right-aligned numbers. */
  numeric?: boolean
}

/** Props of DataTable. */
export interface DataTableProps<T> {
  caption: string
  columns: Column<T>[]
  rows: T[] | undefined
  /** The API path the rows come from: the export link reads the same. */
  source?: string
  error?: string | undefined
  empty?: string
  /** A name for the table (its `data-table` attribute). */
  name?: string
  /** A row's own id, kept in its `data-row` attribute. */
  rowKey?: (row: T) => string
}

/** The table. */
export function DataTable<T>({ caption, columns, rows, source, error, empty = 'Nothing yet in this range.', name, rowKey }: DataTableProps<T>) {
  return (
    <section class="card" aria-label={caption}>
      <div class="card-head">
        <h2>{caption}</h2>
        {source ? (
          <a class="export" href={exportUrl(source)} download>
            Export CSV<span class="visually-hidden"> of {caption}</span>
          </a>
        ) : null}
      </div>
      {error ? (
        <p class="error" role="alert">
          {error}
        </p>
      ) : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard */}
      <section class="table-frame" tabIndex={0} aria-label={`${caption} (scrollable)`}>
        <table data-table={name}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th scope="col" class={column.numeric ? 'numeric' : undefined} key={column.heading}>
                  {column.heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows === undefined ? (
              <tr>
                <td colSpan={columns.length}>Loading…</td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length}>{empty}</td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <tr key={rowKey ? rowKey(row) : index} data-row={rowKey?.(row)}>
                  {columns.map((column) => (
                    <td class={column.numeric ? 'numeric' : undefined} key={column.heading}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
    </section>
  )
}
