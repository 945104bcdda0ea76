/** The events the collector did not store in a range, per day, asset and reason. */
import type { OperationAnswer, Schema } from '@devtrail/client'
import { withQuery } from '../api.js'
import { DataTable } from '../components/DataTable.js'
import type { DayRange } from '../dayRange.js'
import { formatCount } from '../format.js'
import { useApi } from '../useApi.js'

/** What each drop reason means, in the dashboard's words. */
const REASONS: Record<string, string> = {
  bot: 'Sent by a bot or headless browser',
  invalid: 'Invalid batch',
  rate_limited: 'Over the rate limit (retried)',
  origin_not_allowed: 'Origin not allowed',
  prose_copy: 'Copy of prose, not code',
  unsigned_identify: 'Identify without a signature',
  invalid_signature: 'Identify with a wrong signature',
  duplicate: 'Already stored (a retry)',
}

/** The "Dropped events" table. */
export function DroppedEvents({ range }: { range: DayRange }) {
  const source = withQuery('/stats/drops', { from: range.from, to: range.to })
  const { data, error } = useApi<OperationAnswer<'listStatsIngestDrops'>>(source)
  return (
    <DataTable<Schema<'IngestDrop'>>
      caption="Dropped events"
      name="drops"
      source={source}
      rows={data?.data}
      error={error}
      empty="No events dropped in this range."
      columns={[
        { heading: 'Day', cell: (row) => row.date },
        { heading: 'Asset', cell: (row) => row.asset_name ?? 'Deleted asset' },
        { heading: 'Reason', cell: (row) => REASONS[row.reason] ?? row.reason },
        { heading: 'Events', numeric: true, cell: (row) => formatCount(row.count) },
      ]}
    />
  )
}
