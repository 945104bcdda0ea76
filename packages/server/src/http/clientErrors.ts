/**
 * Errors Node's HTTP parser meets before Fastify sees a request (a request line or headers too
 * large, a malformed request, a client too slow to send its request), answered in the Devtrail
 * error shape `{error:{message,type}}` like every other error.
 */
import type { Socket } from 'node:net'
import { STATUS_CODES } from 'node:http'
import { errorBody, type ErrorType } from '../errors.js'

/** The longest request target (path and query) answered; a longer one is 414 uri_too_long. */
export const MAX_URL_LENGTH = 8192

interface ParserError extends Error {
  code?: string
  rawPacket?: unknown
}

/** Whether the bytes received so far end their request line past MAX_URL_LENGTH (or never end it). */
function requestLineTooLong(rawPacket: unknown): boolean {
  if (!Buffer.isBuffer(rawPacket)) return false
  const end = rawPacket.indexOf('\r\n')
  return end === -1 ? rawPacket.length > MAX_URL_LENGTH : end > MAX_URL_LENGTH
}

function answerOf(error: ParserError): { status: number; type: ErrorType; message: string } {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, type: 'request_timeout', message: 'the request was not received in time' }
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return requestLineTooLong(error.rawPacket)
      ? { status: 414, type: 'uri_too_long', message: `the request URL is longer than ${MAX_URL_LENGTH} characters` }
      : { status: 431, type: 'header_too_large', message: 'the request headers are too large' }
  }
  return { status: 400, type: 'params_invalid', message: 'malformed HTTP request' }
}

/** Fastify's `clientErrorHandler`: writes the error answer, then closes the connection. */
export function answerClientError(error: ParserError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const { status, type, message } = answerOf(error)
  const body = JSON.stringify(errorBody(type, message))
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy()
}
