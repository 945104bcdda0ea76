// One load case of the collector bench: autocannon against POST /v1/events with fresh event ids,
// returning visitors (each with the token of its first answer) and public client addresses.
import { randomUUID } from 'node:crypto'
import autocannon from 'autocannon'

const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const VISITORS = 200

function eventsOf(count) {
  return Array.from({ length: count }, (_, index) => ({
    type: index % 3 === 2 ? 'COPY' : 'PAGE_VISIT',
    id: randomUUID(),
    time: Date.now(),
    url: `https://docs.example.dev/guide/${index}`,
    ...(index % 3 === 2 ? { text: 'npm install @example/sdk', language: 'bash', method: 'button' } : { title: 'Guide' }),
  }))
}

/** Visitors of `clientId`: an anonymous id each and the token its first (1-event) request was answered with. */
export async function visitorsOf(url, clientId) {
  return Promise.all(
    Array.from({ length: VISITORS }, async () => {
      const anonymousId = randomUUID()
      const answer = await fetch(`${url}/v1/events`, {
        method: 'POST',
        headers: { 'user-agent': userAgent, 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({ client_id: clientId, anonymous_id: anonymousId, events: eventsOf(1) }),
      })
      const { token } = await answer.json()
      return { anonymousId, token }
    }),
  )
}

/**
 * Runs autocannon for `duration` seconds with `connections` connections, `events` events per
 * request; `visitors` (from `visitorsOf`) and `addresses` (x-forwarded-for) rotate per request.
 */
export async function runLoad({ url, clientId, visitors, addresses, connections, events, duration }) {
  let acceptedEvents = 0
  let sent = 0
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/v1/events',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': userAgent },
        setupRequest: (request) => {
          sent += 1
          const visitor = visitors[sent % visitors.length]
          const body = JSON.stringify({ client_id: clientId, anonymous_id: visitor.anonymousId, token: visitor.token, events: eventsOf(events) })
          return { ...request, headers: { ...request.headers, 'x-forwarded-for': addresses[sent % addresses.length] }, body }
        },
        onResponse: (status, responseBody) => {
          if (status === 200) acceptedEvents += JSON.parse(responseBody).accepted
        },
      },
    ],
  })
  return {
    requests_per_s: Math.round(result.requests.average),
    events_per_s: Math.round(acceptedEvents / duration),
    latency_ms: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    status_2xx: result['2xx'],
    non_2xx: result.non2xx,
    errors: result.errors,
    accepted_events: acceptedEvents,
  }
}
