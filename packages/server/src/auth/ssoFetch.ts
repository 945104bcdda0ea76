/**
 * How the SSO client reaches the identity provider: every request (discovery, keys, token) under
 * the outbound destination policy, checked before sending and again at connect time, redirects
 * never followed. An identity provider's documents are small: at most 256 KiB of an answer is read.
 */
import type { OutboundPolicy } from '../outbound/destinationPolicy.js'
import { sendOutboundRequest } from '../outbound/sendOutboundRequest.js'

const MAX_ANSWER_BYTES = 256 * 1024
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])

/** What openid-client hands a custom fetch. */
export interface SsoFetchOptions {
  method: string
  headers: Record<string, string>
  body?: unknown
  signal?: AbortSignal
}

/** A `fetch` for openid-client's `customFetch` that sends through `sendOutboundRequest`. */
export function ssoFetch(policy: OutboundPolicy) {
  return async function fetchUnderPolicy(url: string, options: SsoFetchOptions): Promise<Response> {
    const method = options.method.toUpperCase()
    if (!METHODS.has(method)) throw new Error(`the SSO client does not send ${method} requests`)
    const body = typeof options.body === 'string' ? options.body : options.body instanceof URLSearchParams ? options.body.toString() : undefined
    const answer = await sendOutboundRequest(
      url,
      {
        method: method as 'GET',
        headers: options.headers,
        ...(body !== undefined ? { body } : {}),
        maxBodyBytes: MAX_ANSWER_BYTES,
        ...(options.signal ? { signal: options.signal } : {}),
      },
      policy,
    )
    if (answer.truncated) throw new Error(`the identity provider's answer from ${new URL(url).host} is larger than ${MAX_ANSWER_BYTES} bytes`)
    const headers = new Headers()
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue
      for (const each of Array.isArray(value) ? value : [value]) headers.append(name, each)
    }
    // a body is not allowed with these statuses in a Response
    const empty = answer.status === 204 || answer.status === 304
    return new Response(empty ? null : answer.body, { status: answer.status, headers })
  }
}
