// Summarises a V8 CPU profile (node --cpu-prof): self time by function and by package or file,
// as shares of all samples, so the collector's slowest case can say where its time goes.
//   node bench/collector/profileSummary.mjs <file.cpuprofile> [--top 25]
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

const { values, positionals } = parseArgs({ options: { top: { type: 'string', default: '25' } }, allowPositionals: true })
const profile = JSON.parse(readFileSync(positionals[0], 'utf8'))
const top = Number(values.top)
const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
const selfUs = new Map()
profile.samples.forEach((id, index) => {
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0))
})
const total = [...selfUs.values()].reduce((sum, value) => sum + value, 0)

function placeOf(url) {
  if (!url) return '(native)'
  const modules = url.lastIndexOf('node_modules/')
  if (modules >= 0) {
    const rest = url.slice(modules + 13).split('/')
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]
  }
  if (url.startsWith('node:')) return url
  return url.replace(/^.*\/(src|dist)\//, '$1/')
}

const byFunction = new Map()
const byPlace = new Map()
for (const [id, us] of selfUs) {
  const { callFrame } = nodes.get(id)
  const name = `${(callFrame.functionName || '(anonymous)').slice(0, 60)} ${placeOf(callFrame.url)}:${callFrame.lineNumber + 1}`
  byFunction.set(name, (byFunction.get(name) ?? 0) + us)
  const place = placeOf(callFrame.url)
  byPlace.set(place, (byPlace.get(place) ?? 0) + us)
}
const share = (entries) =>
  [...entries]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, us]) => ({ name, percent: Math.round((1000 * us) / total) / 10 }))
console.log(`samples over ${Math.round(total / 1000)} ms`)
console.table(share(byPlace))
console.table(share(byFunction))
