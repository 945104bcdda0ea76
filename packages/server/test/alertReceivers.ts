/**
 * Receivers of alerts for tests: an HTTP server on a local port that verifies every webhook with
 * the `standardwebhooks` library (or keeps Slack bodies), answering what the test scripts (e.g.
 * 500 for a while, then 200), and the collector requests that make alerts happen.
 */
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'
import { BROWSER_UA } from './collectorLoad.js'

/** One request the receiver got. */
export interface ReceivedHook {
  /** The `webhook-id` header ('' when absent). */
  id: string
  headers: IncomingMessage['headers']
  body: string
  /** The parsed body when it verified (webhook receivers) or parsed (Slack receivers). */
  payload: unknown
  /** Whether the signature verified with one of the receiver's secrets (always false for a receiver without secrets). */
  verified: boolean
  /** What the receiver answered. */
  status: number
  receivedAt: number
}

/** A running receiver. */
export interface AlertReceiver {
  url: string
  /** Every request, in arrival order. */
  received: ReceivedHook[]
  /** Requests answered 2xx. */
  accepted(): ReceivedHook[]
  /** Changes the secrets it verifies with. */
  setSecrets(secrets: string[]): void
  close(): Promise<void>
}

/** What the receiver answers a request: a status (and headers); default 204. */
export type Answer = (request: { index: number; id: string }) => { status: number; headers?: Record<string, string>; body?: string }

/** Starts a receiver on 127.0.0.1 that verifies with `secrets` (none: keeps bodies unverified, as Slack's endpoint would). */
export async function startAlertReceiver(options: { secrets?: string[]; answer?: Answer } = {}): Promise<AlertReceiver> {
  let secrets = options.secrets ?? []
  const received: ReceivedHook[] = []
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const id = String(request.headers['webhook-id'] ?? '')
      let payload: unknown = null
      let verified = false
      for (const secret of secrets) {
        try {
          payload = new Webhook(secret).verify(body, request.headers as Record<string, string>)
          verified = true
          break
        } catch {}
      }
      if (secrets.length === 0) payload = JSON.parse(body)
      const answer = options.answer?.({ index: received.length, id }) ?? { status: 204 }
      received.push({ id, headers: request.headers, body, payload, verified, status: answer.status, receivedAt: Date.now() })
      response.writeHead(answer.status, answer.headers ?? {})
      response.end(answer.body ?? '')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    accepted: () => received.filter((hook) => hook.status >= 200 && hook.status < 300),
    setSecrets: (next) => {
      secrets = next
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The collector request of a visitor of `clientId` who signs in as `email` and visits `pages` (one request, no token yet). */
export async function identifiedVisits(serverUrl: string, clientId: string, email: string, pages: string[], extra: unknown[] = []): Promise<void> {
  // in the past: the collector keeps plausible browser times, and alerts follow them per account
  const now = Date.now() - 60_000
  const events = [
    { type: 'IDENTIFY', id: randomUUID(), time: now, url: 'https://acme-tools.dev/login', identity: { username: email, type: 'email' } },
    ...pages.map((page, index) => ({ type: 'PAGE_VISIT', id: randomUUID(), time: now + index + 1, url: page })),
    ...extra,
  ]
  const response = await fetch(`${serverUrl}/v1/events`, {
    method: 'POST',
    headers: { origin: 'https://acme-tools.dev', 'user-agent': BROWSER_UA },
    body: JSON.stringify({ client_id: clientId, anonymous_id: randomUUID(), events }),
  })
  if (response.status !== 200) throw new Error(`the collector answered ${response.status}: ${await response.text()}`)
}
