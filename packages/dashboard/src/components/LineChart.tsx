/** A daily line chart (uPlot on a canvas) with one line per source, and a text summary for screen readers. */
import { useEffect, useRef } from 'preact/hooks'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

/** One line. */
export interface ChartLine {
  label: string
  color: string
  values: number[]
}

/** Props of LineChart. */
export interface LineChartProps {
  title: string
  /** UTC days, epoch seconds. */
  days: number[]
  lines: ChartLine[]
}

/** The chart; redrawn when its data or width changes. */
export function LineChart({ title, days, lines }: LineChartProps) {
  const frame = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = frame.current
    if (!element) return
    const width = () => Math.max(260, element.clientWidth)
    const plot = new uPlot(
      {
        width: width(),
        height: 200,
        legend: { show: true, live: false },
        cursor: { show: true, points: { show: false } },
        scales: { x: { time: true } },
        axes: [{ stroke: '#444' }, { stroke: '#444', size: 48 }],
        series: [{ label: 'Day' }, ...lines.map((line) => ({ label: line.label, stroke: line.color, width: 2, points: { show: false } }))],
      },
      [days, ...lines.map((line) => line.values)],
      element,
    )
    const observer = new ResizeObserver(() => plot.setSize({ width: width(), height: 200 }))
    observer.observe(element)
    return () => {
      observer.disconnect()
      plot.destroy()
    }
  }, [days, lines])
  const summary = lines.map((line) => `${line.label} ${line.values.reduce((sum, value) => sum + value, 0)}`).join(', ')
  return (
    <figure class="card chart">
      <figcaption>
        <h2>{title}</h2>
      </figcaption>
      <div ref={frame} role="img" aria-label={`${title} per day by source; in all: ${summary}`} />
    </figure>
  )
}
