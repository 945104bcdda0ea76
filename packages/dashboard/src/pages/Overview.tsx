/** The overview: totals against the previous period, daily charts by source, the top tables and the dropped events. */
import type { OperationAnswer, Schema } from '@devtrail/client'
import { useMemo } from 'preact/hooks'
import { withQuery } from '../api.js'
import { DataTable } from '../components/DataTable.js'
import { LineChart } from '../components/LineChart.js'
import { RangePicker } from '../components/RangePicker.js'
import type { DayRange } from '../dayRange.js'
import { formatChange, formatCount } from '../format.js'
import { OVERVIEW_METRICS, overviewCharts } from '../overviewCharts.js'
import { useApi } from '../useApi.js'
import { DroppedEvents } from './DroppedEvents.js'

function TopTable({ caption, path, range, heading, name }: { caption: string; path: string; range: DayRange; heading: string; name: string }) {
  const source = withQuery(path, { from: range.from, to: range.to, limit: 10 })
  const { data, error } = useApi<OperationAnswer<'listStatsTopPages'>>(source)
  return (
    <DataTable<Schema<'TopRow'>>
      caption={caption}
      name={name}
      source={source}
      rows={data?.data}
      error={error}
      columns={[
        { heading, cell: (row) => (name === 'copies' ? <code>{row.value}</code> : row.value) },
        ...(name === 'copies' ? [{ heading: 'Kind', cell: (row: Schema<'TopRow'>) => (row.activity_type === 'COPY_COMMAND' ? 'Command' : 'Code') }] : []),
        { heading: 'Count', numeric: true, cell: (row) => formatCount(row.count) },
      ]}
    />
  )
}

/** Props of Overview. */
export interface OverviewProps {
  range: DayRange
  onRange: (range: DayRange) => void
}

/** The overview page. */
export function Overview({ range, onRange }: OverviewProps) {
  const { data, error } = useApi<OperationAnswer<'getStatsOverview'>>(withQuery('/stats/overview', { from: range.from, to: range.to }))
  const overview = data?.data
  const charts = useMemo(() => (overview ? overviewCharts(overview) : []), [overview])
  return (
    <>
      <h1>Overview</h1>
      <RangePicker range={range} onChange={onRange} />
      {error ? (
        <p class="error" role="alert">
          {error}
        </p>
      ) : null}
      <ul class="totals" aria-label="Totals of the range">
        {OVERVIEW_METRICS.map(({ metric, title }) => (
          <li key={metric} data-total={metric}>
            <span class="total-label">{title}</span>
            <strong class="total-value">{overview ? formatCount(overview.totals[metric]) : '…'}</strong>
            <span class="total-change">{overview ? `${formatChange(overview.totals[metric], overview.previous[metric])} vs previous period` : ''}</span>
          </li>
        ))}
      </ul>
      <div class="grid">
        {charts.map((chart) => (
          <LineChart key={chart.title} title={chart.title} days={chart.days} lines={chart.lines} />
        ))}
      </div>
      <div class="grid">
        <TopTable caption="Top pages" name="pages" path="/stats/pages" heading="Page" range={range} />
        <TopTable caption="Top copied commands and code" name="copies" path="/stats/copies" heading="Copied text" range={range} />
        <TopTable caption="Top referrers" name="referrers" path="/stats/referrers" heading="Referrer" range={range} />
        <TopTable caption="Countries" name="countries" path="/stats/countries" heading="Country" range={range} />
      </div>
      <DroppedEvents range={range} />
    </>
  )
}
