/** Accounts: a searchable table by name or domain. */
import type { OperationAnswer, Schema } from '@devtrail/client'
import { useState } from 'preact/hooks'
import { withQuery } from '../api.js'
import { accountColumns } from '../components/accountColumns.js'
import { DataTable } from '../components/DataTable.js'
import { Pager } from '../components/Pager.js'
import { useApi } from '../useApi.js'

/** The accounts page. */
export function Accounts() {
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const source = withQuery('/stats/accounts', { search: search.trim(), page })
  const { data, error } = useApi<OperationAnswer<'listStatsAccounts'>>(source)
  return (
    <>
      <h1>Accounts</h1>
      <form class="search" onSubmit={(event) => event.preventDefault()}>
        <label>
          Search by name or domain{' '}
          <input
            type="search"
            name="search"
            value={search}
            onInput={(event) => {
              setSearch(event.currentTarget.value)
              setPage(1)
            }}
          />
        </label>
      </form>
      <DataTable<Schema<'Account'>>
        caption="Accounts"
        name="accounts"
        source={withQuery('/stats/accounts', { search: search.trim() })}
        rows={data?.data}
        error={error}
        columns={accountColumns}
        empty="No account matches."
      />
      <Pager page={page} totalPages={data?.total_pages} onPage={setPage} />
    </>
  )
}
