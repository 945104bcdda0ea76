import { describe, expect, it } from 'vitest'
import { overviewCharts, type OverviewData } from '../overviewCharts.js'

const zero = { page_visits: 0, copies: 0, sign_ins: 0, developers: 0 }

function overview(from: string, to: string, series: Partial<OverviewData['series'][number]>[]): OverviewData {
  return { from, to, totals: zero, previous: zero, series: series.map((point) => ({ ...zero, ...point })) } as OverviewData
}

describe('overviewCharts', () => {
  it('draws a chart per metric with a line per source and every day of the range', () => {
    const charts = overviewCharts(overview('2026-03-01', '2026-03-03', []))
    expect(charts.map((chart) => chart.title)).toEqual(['Page visits', 'Copies', 'Sign-ins', 'Identified developers'])
    for (const chart of charts) {
      expect(chart.days).toEqual([Date.UTC(2026, 2, 1) / 1000, Date.UTC(2026, 2, 2) / 1000, Date.UTC(2026, 2, 3) / 1000])
      expect(chart.lines.map((line) => [line.label, line.values])).toEqual([
        ['Website', [0, 0, 0]],
        ['Docs', [0, 0, 0]],
        ['Product', [0, 0, 0]],
      ])
    }
  })

  it('puts each point on its day and source, days without activity at 0', () => {
    const charts = overviewCharts(
      overview('2026-03-01', '2026-03-03', [
        { date: '2026-03-03', activity_source: 'DOCS', page_visits: 12, copies: 3 },
        { date: '2026-03-01', activity_source: 'WEBSITE', page_visits: 1_000_000, developers: 2 },
      ]),
    )
    const [visits, copies, , developers] = charts
    expect(visits!.lines.map((line) => line.values)).toEqual([
      [1_000_000, 0, 0],
      [0, 0, 12],
      [0, 0, 0],
    ])
    expect(copies!.lines[1]!.values).toEqual([0, 0, 3])
    expect(developers!.lines[0]!.values).toEqual([2, 0, 0])
  })

  it('crosses a month end and a leap day', () => {
    const [visits] = overviewCharts(overview('2024-02-28', '2024-03-01', [{ date: '2024-02-29', activity_source: 'PRODUCT', page_visits: 4 }]))
    expect(visits!.days).toHaveLength(3)
    expect(visits!.lines[2]!.values).toEqual([0, 4, 0])
  })

  it('leaves out points outside the range and of unknown sources', () => {
    const [visits] = overviewCharts(
      overview('2026-03-01', '2026-03-02', [
        { date: '2026-02-28', activity_source: 'WEBSITE', page_visits: 5 },
        { date: '2026-03-03', activity_source: 'WEBSITE', page_visits: 6 },
        { date: '2026-03-01', activity_source: 'EMAIL', page_visits: 7 },
      ]),
    )
    for (const line of visits!.lines) {
      expect(line.values).toEqual([0, 0])
      expect(Object.keys(line.values)).toEqual(['0', '1'])
    }
  })

  it('draws no day for a range that ends before it starts', () => {
    const [visits] = overviewCharts(overview('2026-03-02', '2026-03-01', [{ date: '2026-03-01', activity_source: 'WEBSITE', page_visits: 1 }]))
    expect(visits!.days).toEqual([])
    expect(visits!.lines[0]!.values).toEqual([])
  })
})
