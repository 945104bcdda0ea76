/**
 * Drives the collector the way trackers do, for fault tests and the stress run: gets a session
 * token, then senders post batches of page visits and record which events were answered 200
 * (those must be stored, whatever happens to the server or its database meanwhile).
 */
import { randomUUID } from 'node:crypto'

/** A desktop browser's user agent: the collector drops bots. */
export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/** A session token for a new visitor of `clientId`. */
export async function collectorToken(url: string, clientId: string, origin = 'https://load.devtrail.test'): Promise<string> {
  const response = await fetch(`${url}/v1/session`, { method: 'POST', headers: { origin }, body: JSON.stringify({ client_id: clientId, anonymous_id: randomUUID() }) })
  if (response.status !== 200) throw new Error(`session answered ${response.status}: ${await response.text()}`)
  return ((await response.json()) as { token: string }).token
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
  token: string
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
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Posts batches until the time is up; never throws for a failed request. */
export async function runCollectorLoad(options: LoadOptions): Promise<LoadResult> {
  const { url, token, senders, durationMs, eventsPerRequest = 5, pauseMs = 5, origin = 'https://load.devtrail.test' } = options
  const started = Date.now()
  const result: LoadResult = { answeredIds: [], statuses: {}, retryAfterOn503: true, slowestInWindowMs: 0, timeline: [] }
  const sender = async () => {
    while (Date.now() - started < durationMs && !options.stop?.()) {
      const events = Array.from({ length: eventsPerRequest }, () => ({ type: 'PAGE_VISIT', id: randomUUID(), time: Date.now(), url: 'https://acme.io/docs' }))
      const watched = options.slowWindow?.() ?? false
      const sentAt = Date.now()
      let status: number | 'network' = 'network'
      try {
        const response = await fetch(`${url}/v1/events`, {
          method: 'POST',
          headers: { 'user-agent': BROWSER_UA, origin },
          body: JSON.stringify({ token, events }),
          signal: AbortSignal.timeout(30_000),
        })
        status = response.status
        await response.arrayBuffer()
        if (status === 200) result.answeredIds.push(...events.map((event) => event.id))
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
