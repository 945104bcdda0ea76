// The collector bench's chart as plain SVG: per case (events per request x connections) one bar
// per server for events/s (as a share of the bare route) and its p99 latency written on it.

const COLORS = { bare: '#9aa0a6', sqlite: '#1a73e8', postgres: '#188038' }
const escapeXml = (text) => String(text).replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char])

/** More workers, lighter bars of the same colour. */
const opacityOf = (workers) => Math.round((1 - (Number(workers) - 1) * 0.2) * 10) / 10

/** An SVG document charting `rows` (from `resultRows`). */
export function resultsChart(rows) {
  const cases = [...new Set(rows.map((row) => `${row.events_per_request}|${row.connections}`))]
  const series = [...new Set(rows.map((row) => `${row.server}|${row.workers}`))]
  const bar = 22
  const gap = 28
  const groupWidth = series.length * bar + gap
  const left = 60
  const top = 40
  const height = 260
  const width = Math.max(left + cases.length * groupWidth + 20, left + series.length * 135)
  const max = Math.max(...rows.map((row) => row.events_per_s), 1)
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${top + height + 90}" font-family="sans-serif" font-size="11">`,
    '<title>Devtrail collector: events/s and p99 per case against the bare Fastify route</title>',
    `<text x="${left}" y="20" font-size="13">Collector events/s per case (bar) and p99 ms (label); one run, bare Fastify route = reference</text>`,
    `<line x1="${left}" y1="${top + height}" x2="${width - 10}" y2="${top + height}" stroke="#333"/>`,
  ]
  for (let tick = 0; tick <= 4; tick += 1) {
    const value = (max * tick) / 4
    const y = top + height - (height * tick) / 4
    parts.push(`<text x="${left - 6}" y="${y + 4}" text-anchor="end">${Math.round(value / 1000)}k</text>`)
    parts.push(`<line x1="${left}" y1="${y}" x2="${width - 10}" y2="${y}" stroke="#eee"/>`)
  }
  cases.forEach((key, caseIndex) => {
    const [events, connections] = key.split('|')
    const x0 = left + caseIndex * groupWidth + gap / 2
    series.forEach((name, seriesIndex) => {
      const [server, workers] = name.split('|')
      const row = rows.find((each) => `${each.events_per_request}|${each.connections}` === key && `${each.server}|${each.workers}` === name)
      if (!row) return
      const barHeight = (height * row.events_per_s) / max
      const x = x0 + seriesIndex * bar
      const y = top + height - barHeight
      parts.push(
        `<rect x="${x}" y="${y}" width="${bar - 3}" height="${barHeight}" fill="${COLORS[server] ?? '#666'}" opacity="${opacityOf(workers)}"><title>${escapeXml(`${server} x${workers}: ${row.events_per_s} events/s, p99 ${row.p99_ms} ms`)}</title></rect>`,
      )
      parts.push(`<text x="${x + (bar - 3) / 2}" y="${y - 3}" text-anchor="middle" font-size="9">${row.p99_ms}</text>`)
    })
    parts.push(`<text x="${x0 + (series.length * bar) / 2}" y="${top + height + 16}" text-anchor="middle">${events} ev/req, ${connections} conns</text>`)
  })
  series.forEach((name, index) => {
    const [server, workers] = name.split('|')
    const x = left + index * 135
    parts.push(`<rect x="${x}" y="${top + height + 40}" width="12" height="12" fill="${COLORS[server] ?? '#666'}" opacity="${opacityOf(workers)}"/>`)
    parts.push(
      `<text x="${x + 16}" y="${top + height + 50}">${escapeXml(server === 'bare' ? 'bare route' : `${server}, ${workers} worker${workers === '1' ? '' : 's'}`)}</text>`,
    )
  })
  parts.push('</svg>')
  return `${parts.join('\n')}\n`
}
