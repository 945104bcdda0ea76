/** The overview's daily charts: one line per source for each metric, every day of the range present. */
import type { OperationAnswer, Schema } from '@devtrail/client'
import type { ChartLine } from './components/LineChart.js'

/** The overview answer the charts are drawn from. */
export type OverviewData = OperationAnswer<'getStatsOverview'>['data']

/** A metric the overview totals and charts. */
export type OverviewMetric = keyof Schema<'OverviewTotals'>

/** One chart: its title, its days (epoch seconds of each UTC midnight) and a line per source. */
export interface OverviewChart {
  /** The metric's title. */
  title: string
  /** Epoch seconds of each day of the range, first to last. */
  days: number[]
  /** One line per source, a value per day (0 on a day without activity). */
  lines: ChartLine[]
}

/** The activity sources drawn, with their labels and colours. */
export const OVERVIEW_SOURCES = [
  { source: 'WEBSITE', label: 'Website', color: '#1f5fbf' },
  { source: 'DOCS', label: 'Docs', color: '#b3401a' },
  { source: 'PRODUCT', label: 'Product', color: '#17753a' },
]

/** The metrics shown, in order, with their titles. */
export const OVERVIEW_METRICS: { metric: OverviewMetric; title: string }[] = [
  { metric: 'page_visits', title: 'Page visits' },
  { metric: 'copies', title: 'Copies' },
  { metric: 'sign_ins', title: 'Sign-ins' },
  { metric: 'developers', title: 'Identified developers' },
]

const DAY_MS = 86_400_000

/** The day number (days since the epoch) of a UTC day `YYYY-MM-DD`. */
function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS
}

/** A chart per metric of an overview answer; a point outside the range is left out. */
export function overviewCharts(overview: OverviewData): OverviewChart[] {
  const first = dayNumber(overview.from)
  const count = Math.max(0, dayNumber(overview.to) - first + 1)
  const days = Array.from({ length: count }, (_, index) => (first + index) * 86_400)
  return OVERVIEW_METRICS.map(({ metric, title }) => {
    const lines = OVERVIEW_SOURCES.map(({ source, label, color }) => {
      const values = days.map(() => 0)
      for (const point of overview.series) {
        const index = dayNumber(point.date) - first
        if (point.activity_source === source && index >= 0 && index < count) values[index] = point[metric]
      }
      return { label, color, values }
    })
    return { title, days, lines }
  })
}
