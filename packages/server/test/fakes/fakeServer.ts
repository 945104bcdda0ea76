/**
 * What the CRM test servers share: a JSON HTTP server on a real port of 127.0.0.1 that records
 * every request, and the list of contract violations a test fails on.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request as the fake saw it. */
export interface FakeRequest {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingMessage['headers']
  /** Raw body text. */
  text: string
  /** Parsed JSON body, or undefined when the body is not JSON. */
  body: unknown
}

/** An answer: status, JSON (or text) body, extra headers; status 0 drops the connection unanswered (a network failure). */
export interface FakeAnswer {
  status: number
  body?: unknown
  text?: string
  headers?: Record<string, string>
}

/** A started fake. */
export interface RunningFake {
  url: string
  close(): Promise<void>
}

/** Starts `handle` on a free port of 127.0.0.1. */
export async function startFake(handle: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>): Promise<RunningFake> {
  const server: Server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', async () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const url = new URL(incoming.url ?? '/', 'http://fake')
      let body: unknown
      try {
        body = text ? JSON.parse(text) : undefined
      } catch {
        body = undefined
      }
      let answer: FakeAnswer
      try {
        answer = await handle({ method: incoming.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: incoming.headers, text, body })
      } catch (error) {
        answer = { status: 500, body: { message: String(error) } }
      }
      if (answer.status === 0) {
        incoming.socket.destroy()
        return
      }
      const payload = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body))
      outgoing.writeHead(answer.status, {
        'content-type': answer.text === undefined ? 'application/json;charset=utf-8' : 'text/csv',
        ...answer.headers,
      })
      outgoing.end(payload)
    })
  })
  server.keepAliveTimeout = 1000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A rolling window of request times: how many fit, how many are left. */
export class RollingWindow {
  private readonly _times: number[] = []
  constructor(
    public limit: number,
    public windowMs: number,
  ) {}

  /** Counts a request now; false when the window was already full. */
  admit(now = Date.now()): boolean {
    while (this._times.length && this._times[0]! <= now - this.windowMs) this._times.shift()
    if (this._times.length >= this.limit) return false
    this._times.push(now)
    return true
  }

  /** Requests still allowed in the current window. */
  remaining(now = Date.now()): number {
    while (this._times.length && this._times[0]! <= now - this.windowMs) this._times.shift()
    return Math.max(0, this.limit - this._times.length)
  }
}

/** Whether `value` is a plain JSON object. */
export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
