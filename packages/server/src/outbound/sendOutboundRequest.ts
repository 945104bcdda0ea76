/**
 * One outbound HTTP request under the destination policy: checked before it is sent and again
 * when it connects, redirects never followed, a deadline for the whole exchange, and only the
 * first bytes of the answer kept (a delivery log stores 1 KB, never a receiver's whole page).
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { checkDestination, type OutboundPolicy, publicOnlyLookup } from './destinationPolicy.js'

/** What to send. */
export interface OutboundRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  headers?: Record<string, string>
  body?: string | Buffer
  /** Deadline for the whole exchange, in ms (default 10 s). */
  timeoutMs?: number
  /** Bytes of the answer kept (default 1024); the rest is not read. */
  maxBodyBytes?: number
  /** Aborts the request (a stopping job). */
  signal?: AbortSignal
}

/** The answer, with its body cut to `maxBodyBytes`. */
export interface OutboundResponse {
  status: number
  headers: IncomingHttpHeaders
  /** The first `maxBodyBytes` of the body, as UTF-8. */
  body: string
  /** Whether the body was longer than what was kept. */
  truncated: boolean
}

/**
 * Sends `init` to `url` under `policy`. Rejects on a refused destination (`params_invalid`), a
 * network error, the deadline or an abort; any HTTP status resolves (a 3xx is an answer, not a
 * redirect to follow).
 */
export async function sendOutboundRequest(url: string, init: OutboundRequest, policy: OutboundPolicy): Promise<OutboundResponse> {
  const target = await checkDestination(url, policy)
  const timeoutMs = init.timeoutMs ?? 10_000
  const maxBodyBytes = init.maxBodyBytes ?? 1024
  const signals = [AbortSignal.timeout(timeoutMs), ...(init.signal ? [init.signal] : [])]
  const signal = AbortSignal.any(signals)
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest
  const body = init.body === undefined ? undefined : Buffer.from(init.body)
  return new Promise<OutboundResponse>((resolve, reject) => {
    const request = send(
      target,
      {
        method: init.method ?? (body ? 'POST' : 'GET'),
        headers: { ...init.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
        lookup: publicOnlyLookup(policy),
        signal,
      },
      (response) => {
        const chunks: Buffer[] = []
        let kept = 0
        let truncated = false
        const finish = () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8'), truncated })
        response.on('data', (chunk: Buffer) => {
          const room = maxBodyBytes - kept
          if (chunk.length <= room) {
            chunks.push(chunk)
            kept += chunk.length
            return
          }
          chunks.push(chunk.subarray(0, room))
          kept = maxBodyBytes
          truncated = true
          // the rest is never read: a receiver cannot make the server buffer a large answer
          response.destroy()
          finish()
        })
        response.on('end', finish)
        response.on('error', reject)
      },
    )
    request.on('error', (error) => reject(signal.aborted && !init.signal?.aborted ? new Error(`no answer within ${timeoutMs} ms`, { cause: error }) : error))
    request.end(body)
  })
}
