import type { FastifyRequest } from 'fastify'
import { DevtrailError } from '../errors.js'

/** The path of the first string holding a NUL character, or null; PostgreSQL cannot store one. */
function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\u0000')) return `${path}${path ? '.' : ''}${key}`
      const found = nulPath(child, Array.isArray(value) ? `${path}[${key}]` : `${path}${path ? '.' : ''}${key}`)
      if (found) return found
    }
  }
  return null
}

/** Answers 400 params_invalid to a request whose path, query or body holds a NUL character. */
export async function rejectNul(request: FastifyRequest): Promise<void> {
  const found = nulPath(request.params, 'params') ?? nulPath(request.query, 'query') ?? nulPath(request.body, 'body')
  if (found) throw new DevtrailError('params_invalid', `${found}: NUL characters are not allowed`)
}
