/** Web vitals: p75 LCP, INP and CLS per page. */
import type { OperationAnswer, Schema } from '@devtrail/client'
import { withQuery } from '../api.js'
import { DataTable } from '../components/DataTable.js'
import { RangePicker } from '../components/RangePicker.js'
import type { DayRange } from '../dayRange.js'
import { formatMilliseconds } from '../format.js'
import { useApi } from '../useApi.js'

/** The vitals page. */
export function Vitals({ range, onRange }: { range: DayRange; onRange: (range: DayRange) => void }) {
  const source = withQuery('/stats/vitals', { from: range.from, to: range.to, limit: 100 })
  const { data, error } = useApi<OperationAnswer<'listStatsWebVitals'>>(source)
  return (
    <>
      <h1>Web vitals</h1>
      <RangePicker range={range} onChange={onRange} />
      <DataTable<Schema<'PageVitals'>>
        caption="p75 per page"
        name="vitals"
        source={source}
        rows={data?.data}
        error={error}
        empty="No measurements in this range: pages send them with @devtrail/core/vitals."
        columns={[
          { heading: 'Page', cell: (row) => row.page },
          { heading: 'LCP p75', numeric: true, cell: (row) => formatMilliseconds(row.lcp) },
          { heading: 'INP p75', numeric: true, cell: (row) => formatMilliseconds(row.inp) },
          { heading: 'CLS p75', numeric: true, cell: (row) => (row.cls === null ? '–' : row.cls.toFixed(2)) },
          { heading: 'Samples', numeric: true, cell: (row) => row.samples },
        ]}
      />
    </>
  )
}
