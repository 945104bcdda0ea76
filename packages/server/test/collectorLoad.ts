/**
 * Drives the collector the way trackers do, for fault tests and the stress run: senders, each a
 * visitor of the asset, post batches of page visits and record which events were answered 200
 * (those must be stored, whatever happens to the server or its database meanwhile).
 */
import { randomUUID } from 'node:crypto'

/** A desktop browser's user agent: the collector drops bots. */
export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/** A visitor as the tracker names it in every request: the asset's client id, its anonymous id, and the token of an earlier answer. */
export interface Visitor {
  clientId: string
  anonymousId: string
  token?: string
}

/** The `POST /v1/events` body of `visitor` carrying `events`. */
export function eventsBody(visitor: Visitor, events: unknown[]): string {
  return JSON.stringify({ client_id: visitor.clientId, anonymous_id: visitor.anonymousId, token: visitor.token, events })
}

/** `count` page visits, as the tracker sends them. */
export function pageVisits(count: number): Array<{ type: 'PAGE_VISIT'; id: string; time: number; url: string }> {
  return Array.from({ length: count }, () => ({ type: 'PAGE_VISIT', id: randomUUID(), time: Date.now(), url: 'https://acme.io/docs' }))
}

/** A new visitor of `clientId` after its first request: the answer's token is kept, as the tracker does. */
export async function firstVisit(url: string, clientId: string, origin = 'https://load.devtrail.test'): Promise<Visitor> {
  const visitor: Visitor = { clientId, anonymousId: randomUUID() }
  const response = await fetch(`${url}/v1/events`, { method: 'POST', headers: { origin, 'user-agent': BROWSER_UA }, body: eventsBody(visitor, pageVisits(1)) })
  if (response.status !== 200) throw new Error(`the first visit answered ${response.status}: ${await response.text()}`)
  return { ...visitor, token: ((await response.json()) as { token: string }).token }
}

/** What a load run saw. */
export interface LoadResult {
  /** Ids of the events answered 200: each must be in the store. */
  answeredIds: string[]
  /** Answers by HTTP status; `network` counts requests that got no answer. */
  statuses: Record<string, number>
  /** Whether every 503 carried Retry-After. */
  retryAfterOn503: boolean
  /** Slowest answer, in ms, of requests sent while `slowWindow()` said true. */
  slowestInWindowMs: number
  /** Times (ms since start) of each answer, with its status. */
  timeline: Array<{ at: number; status: number | 'network' }>
}

/** Options of a load run. */
export interface LoadOptions {
  url: string
  /** The asset the senders are visitors of; each sender is a visitor of its own. */
  clientId: string
  origin?: string
  /** Parallel senders. */
  senders: number
  /** Stop after this long. */
  durationMs: number
  eventsPerRequest?: number
  /** Pause between a sender's requests, in ms. */
  pauseMs?: number
  /** Marks requests whose latency is watched (e.g. while the database is frozen). */
  slowWindow?: () => boolean
  /** Stop early when this says so. */
  stop?: () => boolean
  /** Counts events answered 200 so far, while the load runs. */
  progress?: { answered: number }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Posts batches until the time is up; never throws for a failed request. */
export async function runCollectorLoad(options: LoadOptions): Promise<LoadResult> {
  const { url, clientId, senders, durationMs, eventsPerRequest = 5, pauseMs = 5, origin = 'https://load.devtrail.test' } = options
  const started = Date.now()
  const result: LoadResult = { answeredIds: [], statuses: {}, retryAfterOn503: true, slowestInWindowMs: 0, timeline: [] }
  const sender = async () => {
    const visitor: Visitor = { clientId, anonymousId: randomUUID() }
    while (Date.now() - started < durationMs && !options.stop?.()) {
      const events = pageVisits(eventsPerRequest)
      const watched = options.slowWindow?.() ?? false
      const sentAt = Date.now()
      let status: number | 'network' = 'network'
      try {
        const response = await fetch(`${url}/v1/events`, {
          method: 'POST',
          headers: { 'user-agent': BROWSER_UA, origin },
          body: eventsBody(visitor, events),
          signal: AbortSignal.timeout(30_000),
        })
        status = response.status
        const answer = (await response.json().catch(() => ({}))) as { token?: string }
        visitor.token = answer.token ?? visitor.token
        if (status === 200) {
          result.answeredIds.push(...events.map((event) => event.id))
          if (options.progress) options.progress.answered += events.length
        }
        if (status === 503 && !response.headers.get('retry-after')) result.retryAfterOn503 = false
      } catch {
        status = 'network'
      }
      if (watched) result.slowestInWindowMs = Math.max(result.slowestInWindowMs, Date.now() - sentAt)
      result.statuses[String(status)] = (result.statuses[String(status)] ?? 0) + 1
      result.timeline.push({ at: Date.now() - started, status })
      await sleep(pauseMs)
    }
  }
  await Promise.all(Array.from({ length: senders }, sender))
  return result
}
