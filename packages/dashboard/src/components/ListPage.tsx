/** A page listing one kind of the workspace's things (audiences, segments): a heading and their table. */
import { useApi } from '../useApi.js'
import { type Column, DataTable } from './DataTable.js'

/** Props of ListPage. */
export interface ListPageProps<T> {
  /** The page's heading and the table's caption. */
  title: string
  /** The table's name (its `data-table` attribute). */
  name: string
  /** The API path listing them (its answer's `data`). */
  source: string
  /** The table's columns. */
  columns: Column<T>[]
  /** What the table says when there are none. */
  empty: string
}

/** The page: `source` read once, its rows in one table. */
export function ListPage<T>({ title, name, source, columns, empty }: ListPageProps<T>) {
  const { data, error } = useApi<{ data: T[] }>(source)
  return (
    <>
      <h1>{title}</h1>
      <DataTable<T> caption={title} name={name} source={source} rows={data?.data} error={error} columns={columns} empty={empty} />
    </>
  )
}
