/** An account: its figures, its developers and its activity timeline. */
import type { OperationAnswer, Schema } from '@devtrail/client'
import { useState } from 'preact/hooks'
import { developerColumns } from '../components/accountColumns.js'
import { DataTable } from '../components/DataTable.js'
import { Pager } from '../components/Pager.js'
import { href } from '../route.js'
import { useApi } from '../useApi.js'

/** The account page. */
export function AccountPage({ id }: { id: string }) {
  const [page, setPage] = useState(1)
  const account = useApi<OperationAnswer<'getStatsAccount'>>(`/stats/accounts/${encodeURIComponent(id)}`)
  const developersPath = `/account/${encodeURIComponent(id)}/developers`
  const developers = useApi<OperationAnswer<'listAccountDevelopers'>>(`${developersPath}?page=${page}`)
  const activitiesPath = `/account/${encodeURIComponent(id)}/activities`
  const activities = useApi<OperationAnswer<'listAccountActivities'>>(activitiesPath)
  const row = account.data?.data
  return (
    <>
      <p class="crumbs">
        <a href={href('accounts')}>Accounts</a> /
      </p>
      <h1>{row ? row.account_name : 'Account'}</h1>
      {account.error ? (
        <p class="error" role="alert">
          {account.error}
        </p>
      ) : null}
      {row ? (
        <dl class="facts">
          <dt>Domain</dt>
          <dd>{row.account_domain}</dd>
          <dt>Activity level</dt>
          <dd>{row.developer_activity}</dd>
          <dt>Customer fit</dt>
          <dd>{row.customer_fit}</dd>
          <dt>Active developers</dt>
          <dd>{row.active_developers_count}</dd>
          <dt>Last activity (UTC)</dt>
          <dd>{row.last_activity_date ?? 'never'}</dd>
        </dl>
      ) : null}
      <DataTable<Schema<'Developer'>>
        caption="Developers"
        name="account-developers"
        source={developersPath}
        rows={developers.data?.data}
        error={developers.error}
        columns={developerColumns(false)}
      />
      <Pager page={page} totalPages={developers.data?.total_pages} onPage={setPage} />
      <DataTable<Schema<'AccountActivity'>>
        caption="Activity timeline"
        name="account-activities"
        source={activitiesPath}
        rows={activities.data?.data}
        error={activities.error}
        columns={[
          { heading: 'When (UTC)', cell: (activity) => activity.activity_date },
          { heading: 'Activity', cell: (activity) => activity.activity_type },
          { heading: 'Source', cell: (activity) => activity.activity_source },
          {
            heading: 'Who',
            cell: (activity) =>
              activity.developer_id ? <a href={href('developers', activity.developer_id)}>{activity.actor ?? activity.developer_id}</a> : 'anonymous',
          },
          { heading: 'Page or copied text', cell: (activity) => (activity.copied_text ? <code>{activity.copied_text}</code> : (activity.page ?? '')) },
        ]}
      />
    </>
  )
}
