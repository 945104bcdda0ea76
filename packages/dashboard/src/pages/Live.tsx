/** The live feed: the latest activities, polled every two seconds. */
import type { OperationAnswer, Schema } from '@devtrail/client'
import { DataTable } from '../components/DataTable.js'
import { formatTime } from '../format.js'
import { href } from '../route.js'
import { useApi } from '../useApi.js'

/** How often the feed asks for news, ms. */
export const LIVE_REFRESH_MS = 2000

/** The live page. */
export function Live() {
  const { data, error } = useApi<OperationAnswer<'listStatsLiveActivities'>>('/stats/live', LIVE_REFRESH_MS)
  return (
    <>
      <h1>Live</h1>
      <p>The latest activities, refreshed every {LIVE_REFRESH_MS / 1000} seconds.</p>
      <div aria-live="polite" aria-atomic="false">
        <DataTable<Schema<'LiveActivity'>>
          caption="Latest activities"
          name="live"
          source="/stats/live"
          rowKey={(row) => row.id}
          rows={data?.data}
          error={error}
          columns={[
            { heading: 'When (UTC)', cell: (row) => formatTime(row.action_time) },
            { heading: 'Activity', cell: (row) => row.activity_type },
            { heading: 'Source', cell: (row) => row.activity_source },
            {
              heading: 'Who',
              cell: (row) => (row.developer_id ? <a href={href('developers', row.developer_id)}>{row.developer_name || 'developer'}</a> : 'anonymous'),
            },
            { heading: 'Account', cell: (row) => (row.account_id ? <a href={href('accounts', row.account_id)}>{row.account_name}</a> : '') },
            { heading: 'Page or copied text', cell: (row) => (row.copied_text ? <code>{row.copied_text}</code> : (row.page ?? '')) },
          ]}
        />
      </div>
    </>
  )
}
