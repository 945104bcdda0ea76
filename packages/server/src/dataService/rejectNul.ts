import type { FastifyRequest } from 'fastify'
import { DevtrailError } from '../errors.js'

/** The path of the first string or key holding a NUL character, or null; PostgreSQL cannot store one. Walks without recursion. */
export function nulPath(value: unknown, root: string): string | null {
  const stack: Array<[unknown, string]> = [[value, root]]
  while (stack.length > 0) {
    const [current, path] = stack.pop()!
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path
      continue
    }
    if (!current || typeof current !== 'object') continue
    const entries = Object.entries(current)
    // pushed in reverse so the first offending field is the one reported
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, child] = entries[index]!
      const childPath = Array.isArray(current) ? `${path}[${key}]` : `${path}${path ? '.' : ''}${key}`
      if (key.includes('\u0000')) return childPath
      stack.push([child, childPath])
    }
  }
  return null
}

/** Answers 400 params_invalid to a request whose path, query or body holds a NUL character. */
export async function rejectNul(request: FastifyRequest): Promise<void> {
  const found = nulPath(request.params, 'params') ?? nulPath(request.query, 'query') ?? nulPath(request.body, 'body')
  if (found) throw new DevtrailError('params_invalid', `${found}: NUL characters are not allowed`)
}
