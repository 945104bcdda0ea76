/**
 * The demo workspace's history: 90 days of visits, copies, sign-ins and web vitals on the demo
 * assets, written through the collector's own write path (`writeBatches`), so the accounts,
 * developers, daily rollups and dashboard charts are what real traffic would make. Deterministic:
 * the same pseudo-random sequence every run.
 */
import { randomUUID } from 'node:crypto'
import type { TrackerEvent } from '@devtrail/core/protocol'
import type { CollectorAsset } from '../collector/collectorAsset.js'
import type { IngestEvent } from '../collector/enrich.js'
import type { IngestBatch } from '../collector/ingestBatch.js'
import { writeBatches } from '../collector/pipeline.js'
import { copyActivityOf } from '../collector/prepareEvents.js'
import { activityLevelsOf } from '../domain/activityLevels.js'
import { DAY_MS } from '../stats/rollup.js'
import type { Store } from '../store/store.js'

/** Days of history the demo starts with. */
export const DEMO_HISTORY_DAYS = 90

const PEOPLE = [
  { email: 'maya.chen@acme-cloud.dev', firstname: 'Maya', lastname: 'Chen', country: 'US' },
  { email: 'omar.haddad@acme-cloud.dev', firstname: 'Omar', lastname: 'Haddad', country: 'US' },
  { email: 'lena.fischer@bitforge.io', firstname: 'Lena', lastname: 'Fischer', country: 'DE' },
  { email: 'sam.okafor@northwind.tech', firstname: 'Sam', lastname: 'Okafor', country: 'US' },
  { email: 'priya.nair@northwind.tech', firstname: 'Priya', lastname: 'Nair', country: 'US' },
  { email: 'jonas.berg@fjordworks.no', firstname: 'Jonas', lastname: 'Berg', country: 'NO' },
  { email: 'ana.souza@tropico.com.br', firstname: 'Ana', lastname: 'Souza', country: 'BR' },
]
const WEBSITE_PAGES = ['/demo/', '/demo/#pricing', '/demo/#customers']
const DOCS_PAGES = ['/demo/docs', '/demo/docs#install', '/demo/docs#quick-start', '/demo/docs#identify']
const PRODUCT_PAGES = ['/demo/app', '/demo/app#projects', '/demo/app#settings']
const REFERRERS = ['https://www.google.com/', 'https://github.com/devtrail/devtrail', 'https://news.ycombinator.com/', 'https://duckduckgo.com/']
const COPIES = [
  { text: 'npm install @devtrail/core', language: 'bash' },
  { text: 'npx devtrail start --demo', language: 'bash' },
  { text: "import { tracker } from '@devtrail/core'\ntracker.init({ clientID: 'YOUR_CLIENT_ID' })", language: 'js' },
  { text: "tracker.identify({ username: user.email, type: 'email', company: 'acme.dev' })", language: 'js' },
]
const COUNTRIES = ['US', 'US', 'DE', 'GB', 'FR', 'IN', 'BR', 'CA']

/** A small seeded generator (mulberry32): the demo is the same on every machine. */
function seededRandom(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state)
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296
  }
}

/** The demo assets as the collector sees them. */
export type DemoAssets = Record<'website' | 'docs' | 'product', Omit<CollectorAsset, 'activityLevels' | 'identify'>>

/** Writes the demo history ending at `now` for pages served from `origin`; answers how many batches it wrote. */
export async function writeDemoActivity(store: Store, assets: DemoAssets, origin: string, now = Date.now()): Promise<number> {
  const random = seededRandom(20_26)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
  const levels = activityLevelsOf('{}')
  const batches: IngestBatch[] = []
  const anonymousOf = new Map(PEOPLE.map((person) => [person.email, randomUUID()]))
  const batch = (kind: keyof DemoAssets, anonymousId: string, country: string, time: number, events: TrackerEvent[]) => {
    const prepared = events.map((event): IngestEvent => (event.type === 'COPY' ? { ...event, activity: copyActivityOf(event) } : event))
    batches.push({ asset: { ...assets[kind], activityLevels: levels }, anonymousId, country, receivedAt: time + 500, events: prepared })
  }
  const visit = (time: number, path: string, referrer?: string): TrackerEvent => ({
    type: 'PAGE_VISIT',
    id: randomUUID(),
    time,
    url: `${origin}${path}`,
    title: 'Devtrail demo',
    ...(referrer ? { referrer } : {}),
  })
  for (let daysAgo = DEMO_HISTORY_DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
    const dayStart = Math.floor(now / DAY_MS) * DAY_MS - daysAgo * DAY_MS
    // traffic grows over the period, so the previous period compares lower
    const visitors = 3 + Math.floor(random() * 4) + Math.floor((DEMO_HISTORY_DAYS - daysAgo) / 15)
    for (let index = 0; index < visitors; index += 1) {
      const time = Math.min(now - 60_000, dayStart + Math.floor(random() * DAY_MS))
      const anonymousId = randomUUID()
      const country = pick(COUNTRIES)
      const referrer = random() < 0.6 ? pick(REFERRERS) : undefined
      batch('website', anonymousId, country, time, [visit(time, pick(WEBSITE_PAGES), referrer)])
      if (random() < 0.7) {
        const docsTime = time + 30_000
        const events: TrackerEvent[] = [visit(docsTime, pick(DOCS_PAGES), `${origin}/demo/`)]
        if (random() < 0.6)
          events.push({ type: 'COPY', id: randomUUID(), time: docsTime + 5_000, url: `${origin}/demo/docs`, method: 'button', ...pick(COPIES) })
        events.push({
          type: 'WEB_VITAL',
          id: randomUUID(),
          time: docsTime + 8_000,
          url: `${origin}/demo/docs`,
          name: 'LCP',
          value: Math.round(800 + random() * 2400),
          rating: 'good',
        })
        events.push({
          type: 'WEB_VITAL',
          id: randomUUID(),
          time: docsTime + 9_000,
          url: `${origin}/demo/docs`,
          name: 'CLS',
          value: Math.round(random() * 20) / 100,
          rating: 'good',
        })
        events.push({
          type: 'WEB_VITAL',
          id: randomUUID(),
          time: docsTime + 10_000,
          url: `${origin}/demo/docs`,
          name: 'INP',
          value: Math.round(60 + random() * 300),
          rating: 'good',
        })
        batch('docs', anonymousId, country, docsTime, events)
      }
    }
    for (const person of PEOPLE) {
      if (random() > 0.35) continue
      const time = Math.min(now - 120_000, dayStart + Math.floor(random() * DAY_MS))
      const anonymousId = anonymousOf.get(person.email)!
      const { email, firstname, lastname } = person
      batch('product', anonymousId, person.country, time, [
        { type: 'IDENTIFY', id: randomUUID(), time, url: `${origin}/demo/app`, identity: { username: email, type: 'email', firstname, lastname } },
        visit(time + 1_000, pick(PRODUCT_PAGES)),
      ])
      batch('docs', anonymousId, person.country, time + 60_000, [
        visit(time + 60_000, pick(DOCS_PAGES), `${origin}/demo/app`),
        { type: 'COPY', id: randomUUID(), time: time + 65_000, url: `${origin}/demo/docs`, method: 'selection', ...pick(COPIES) },
      ])
    }
  }
  // in time order, so each person's latest identify is their last
  batches.sort((a, b) => a.receivedAt - b.receivedAt)
  for (let start = 0; start < batches.length; start += 100) await writeBatches(store, batches.slice(start, start + 100))
  return batches.length
}
