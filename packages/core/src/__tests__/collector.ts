// Test double of the Devtrail collector at the wire boundary: records every request the tracker
// makes through fetch or sendBeacon and answers like the server would.
import { afterEach, beforeEach, vi } from 'vitest'
import type { EventBatch, TrackerEvent } from '../protocol'

export const API = 'https://api.devtrail.test'

/** One request as it went over the wire. */
export interface WireRequest {
  via: 'fetch' | 'beacon'
  path: string
  body: any
  /** The fetch init, to check method, keepalive and headers. */
  init?: RequestInit
  /** The answer's status; 0 when the network failed. */
  status?: number
}

/** How the collector answers a request: a status and a JSON body, or a network failure. */
export type Answer = { status: number; json?: unknown } | 'offline'

export function installCollector() {
  const requests: WireRequest[] = []
  let tokens = 0
  const answers: Answer[] = []
  let offline = false
  const respond = (_path: string, body: any): Answer => {
    if (offline) return 'offline'
    const next = answers.shift()
    if (next) return next
    // like the collector: a fresh token when the request had none
    return {
      status: 200,
      json: body.token ? { accepted: body.events.length } : { accepted: body.events.length, token: `tok-${++tokens}-${body.anonymous_id}` },
    }
  }
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const path = url.replace(API, '')
    const body = JSON.parse(init.body as string)
    const request: WireRequest = { via: 'fetch', path, body, init }
    requests.push(request)
    const a = respond(path, body)
    request.status = a == 'offline' ? 0 : a.status
    if (a == 'offline') throw new TypeError('Failed to fetch')
    return new Response(JSON.stringify(a.json ?? {}), { status: a.status })
  })
  const sendBeacon = vi.fn((url: string, data: string) => {
    requests.push({ via: 'beacon', path: url.replace(API, ''), body: JSON.parse(data) })
    return true
  })
  vi.stubGlobal('fetch', fetch)
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true, writable: true })
  return {
    requests,
    fetch,
    sendBeacon,
    /** Queues answers for the next requests (then the default answers again). */
    answer: (...a: Answer[]) => answers.push(...a),
    setOffline: (v: boolean) => (offline = v),
    /** Event batches sent by fetch to /v1/events. */
    batches: () => requests.filter((r) => r.via == 'fetch' && r.path == '/v1/events').map((r) => r.body as EventBatch),
    /** Every event the collector took (answered 2xx), in order. */
    delivered: (): TrackerEvent[] => requests.filter((r) => r.via == 'fetch' && r.status! >= 200 && r.status! < 300).flatMap((r) => r.body.events),
    /** Every event sent by fetch to /v1/events, in order. */
    events: (): TrackerEvent[] => requests.filter((r) => r.via == 'fetch' && r.path == '/v1/events').flatMap((r) => r.body.events),
  }
}

export type Collector = ReturnType<typeof installCollector>

/** Fresh page state and a fresh copy of the package, as after a page load. */
export async function freshPage(path = '/') {
  localStorage.clear()
  sessionStorage.clear()
  for (const c of document.cookie.split('; ')) {
    const name = c.split('=')[0]
    if (name) document.cookie = `${name}=; max-age=0; path=/`
  }
  history.replaceState(null, '', path)
  document.body.innerHTML = ''
  document.title = 'Docs'
}

/** Simulates a (re)load of the page: a fresh module instance of the package. */
export async function load() {
  vi.resetModules()
  return (await import('../index')).tracker
}

/** Tears the tracker of the current module instance down (test-only internal). */
export async function unload() {
  const { destroyTracker } = await import('../shared')
  destroyTracker()
}

/** The persisted queues of client `c1` (one per tab), as stored. */
export const storedQueues = () =>
  Object.keys(localStorage)
    .filter((key) => key.startsWith('dt_q_c1_'))
    .map((key) => JSON.parse(localStorage.getItem(key)!) as { t: number; c?: 1; q: { a: string; e: TrackerEvent }[] })

/** The events queued in this page's storage, over all queues. */
export const queuedEvents = () => storedQueues().flatMap((stored) => stored.q.map((item) => item.e))

/** Lets the 1 s batch timer fire and the sends settle. */
export const settle = (ms = 1000) => vi.advanceTimersByTimeAsync(ms)

/**
 * The hosted script (`tracker.js`) runs in this page. jsdom fetches no scripts: once `init` has
 * added the complete tracker's tag (`/tracker/{version}/full.js`), `completeTrackerArrives`
 * runs that file's module as the browser would run the file.
 */
export async function hostedScriptRuns() {
  await runAs(document.querySelector<HTMLScriptElement>('script[src$="/tracker.js"]'), () => import('../hosted'))
}

/** The complete tracker the hosted script asked for (`full.js`) arrives and takes over. */
export async function completeTrackerArrives() {
  // the hosted script adds the tag in a task of its own, after the one that sent the page view
  if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0)
  const tag = await vi.waitFor(() => {
    const added = document.querySelector<HTMLScriptElement>('script[src$="/full.js"]')
    if (!added) throw new Error('the hosted script added no tag for the complete tracker')
    return added
  })
  await runAs(tag, () => import('../full'))
  tag.dispatchEvent(new Event('load'))
}

/** Runs `script` with `tag` as `document.currentScript` (when there is a tag), as the browser runs a script's file. */
async function runAs(tag: HTMLScriptElement | null, script: () => Promise<unknown>) {
  if (tag) Object.defineProperty(document, 'currentScript', { value: tag, configurable: true })
  try {
    await script()
  } finally {
    if (tag) delete (document as { currentScript?: unknown }).currentScript
  }
}

/**
 * Gives each test of the file a fresh page at `path` with fake timers and a collector on the
 * wire, unloaded after it. Answers the running test's collector.
 */
export function useTrackedPage(path = '/'): Collector {
  let current: Collector | undefined
  beforeEach(async () => {
    vi.useFakeTimers()
    await freshPage(path)
    current = installCollector()
  })
  afterEach(async () => {
    await unload()
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })
  return new Proxy({} as Collector, { get: (_target, key) => Reflect.get(current as Collector, key) })
}
