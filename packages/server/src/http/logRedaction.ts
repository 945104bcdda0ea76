/**
 * Log lines never carry a Devtrail token. Every token the server hands out starts with `dt`, a
 * short kind and `_` (`dti_` invitation, `dtsu_` set-up, `dtr_` reset, `dtl_` dashboard link,
 * `dtt_` second-factor step, `dts_` sessions, `dtu_` older member sessions, `dtk_` keys); wherever
 * one appears in a request URL or an error message, the log keeps the kind and drops the rest.
 */
import type { FastifyRequest } from 'fastify'

const TOKEN = /dt[a-z]{1,4}_[A-Za-z0-9_-]{6,}/g

/** `text` with every Devtrail token replaced by its kind and `[redacted]`. */
export function redactTokens(text: string): string {
  return text.replace(TOKEN, (token) => `${token.slice(0, token.indexOf('_') + 1)}[redacted]`)
}

/** Pino serializers for Fastify's request and error log fields, with tokens redacted. */
export const redactingLogSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactTokens(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }
  },
  err(error: Error & { code?: unknown; statusCode?: unknown }) {
    return {
      type: error.name,
      message: redactTokens(String(error.message)),
      stack: redactTokens(error.stack ?? ''),
      ...(error.code === undefined ? {} : { code: error.code }),
      ...(error.statusCode === undefined ? {} : { statusCode: error.statusCode }),
    }
  },
}
