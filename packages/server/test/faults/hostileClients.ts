/**
 * Clients that cost a server without asking it anything: slow senders (slowloris: headers or a
 * body trickled byte by byte) and huge bodies. Played against a real server process; the run
 * reports how many connections the server cut and how fast, whether it kept answering others,
 * and its peak memory.
 */
import { request as httpRequest } from 'node:http'
import { connect, type Socket } from 'node:net'
import { memoryOf, resetPeakRss } from '../serverProcess.js'

/** What a slowloris run saw. */
export interface SlowClientResult {
  sockets: number
  /** Connections the server closed before the run gave up on them. */
  cut: number
  /** Seconds until the last cut. */
  slowestCutSeconds: number
  /** `/healthz` answered while the slow clients were connected. */
  servedOthers: boolean
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Opens `sockets` connections; half trickle their headers, half send headers then trickle a
 * body, one byte every `trickleMs`. Waits at most `giveUpMs` for the server to cut each.
 */
export async function runSlowClients(url: string, options: { sockets: number; trickleMs?: number; giveUpMs: number }): Promise<SlowClientResult> {
  const { hostname, port } = new URL(url)
  const { sockets, trickleMs = 500, giveUpMs } = options
  const started = Date.now()
  let slowest = 0
  const open: Socket[] = []
  const closed = Array.from({ length: sockets }, (_, index) => {
    return new Promise<boolean>((resolve) => {
      const socket = connect(Number(port), hostname)
      open.push(socket)
      const bodyTrickler = index % 2 === 1
      socket.on('connect', () => {
        socket.write(
          bodyTrickler
            ? 'POST /v1/events HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 60000\r\n\r\n{'
            : 'GET /segments HTTP/1.1\r\nHost: x\r\n',
        )
      })
      const timer = setInterval(() => {
        if (!socket.destroyed) socket.write(bodyTrickler ? 'a' : 'X-a: b\r\n')
      }, trickleMs)
      const giveUp = setTimeout(() => {
        clearInterval(timer)
        socket.destroy()
        resolve(false)
      }, giveUpMs)
      socket.on('error', () => {})
      socket.on('close', () => {
        clearInterval(timer)
        clearTimeout(giveUp)
        slowest = Math.max(slowest, Date.now() - started)
        resolve(true)
      })
      socket.on('data', () => {})
    })
  })
  await sleep(Math.min(1000, giveUpMs / 4))
  const servedOthers = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5000) }).then(
    (response) => response.ok,
    () => false,
  )
  const results = await Promise.all(closed)
  for (const socket of open) socket.destroy()
  return { sockets, cut: results.filter(Boolean).length, slowestCutSeconds: slowest / 1000, servedOthers }
}

/** What a large-body run saw. */
export interface LargeBodyResult {
  bodies: number
  /** Answers by status. */
  statuses: Record<string, number>
  /** The server's resident memory when the run started, in MB. */
  rssBeforeMb: number
  /** The server's peak resident memory during the run, in MB. */
  peakRssMb: number
}

/** Sends `bodies` concurrent bodies of `sizeMb` each (half with Content-Length, half chunked) to the write routes. */
export async function runLargeBodies(url: string, pid: number, options: { bodies: number; sizeMb: number }): Promise<LargeBodyResult> {
  const routes = [
    ['POST', '/v1/events'],
    ['PUT', '/api/product/list/x'],
    ['POST', '/api/product/list'],
  ] as const
  const chunk = new Uint8Array(64 * 1024).fill(0x61)
  const statuses: Record<string, number> = {}
  // the peak of the attack, not of the server's start (module loading peaks above its steady state)
  resetPeakRss(pid)
  const rssBeforeMb = memoryOf(pid).rssMb
  await Promise.all(
    Array.from({ length: options.bodies }, async (_, index) => {
      const [method, path] = routes[index % routes.length]!
      const chunks = Math.ceil((options.sizeMb * 1024 * 1024) / chunk.length)
      const chunked = index % 2 === 1
      const body = chunked
        ? new ReadableStream<Uint8Array>({
            pull(controller) {
              controller.enqueue(chunk)
              if (--pulls <= 0) controller.close()
            },
          })
        : new Uint8Array(chunks * chunk.length).fill(0x61)
      let pulls = chunks
      let status = 'network'
      try {
        const response = await fetch(`${url}${path}`, {
          method,
          headers: { 'content-type': 'application/json', 'x-api-key': 'dtk_none', user: 'a@b.co' },
          body,
          ...(chunked ? { duplex: 'half' } : {}),
          signal: AbortSignal.timeout(60_000),
        } as RequestInit)
        status = String(response.status)
        await response.arrayBuffer()
      } catch {
        status = 'network'
      }
      statuses[status] = (statuses[status] ?? 0) + 1
    }),
  )
  return { bodies: options.bodies, statuses, rssBeforeMb, peakRssMb: memoryOf(pid).peakRssMb }
}

/**
 * The status the server answers to a `POST path` announcing a `bytes`-long body before any of it
 * is sent (headers only, then waiting for the answer): a server that refuses by Content-Length
 * answers at once. 'network' when the connection ends without an answer.
 */
export function statusBeforeBody(url: string, path: string, bytes: number): Promise<string> {
  return new Promise((resolve) => {
    const request = httpRequest(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'text/plain', 'content-length': String(bytes) } })
    request.on('response', (response) => {
      resolve(String(response.statusCode))
      response.resume()
      request.destroy()
    })
    request.on('error', () => resolve('network'))
    request.setTimeout(10_000, () => request.destroy())
    request.flushHeaders()
  })
}
