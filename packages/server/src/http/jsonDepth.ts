/**
 * JSON bodies nest at most MAX_JSON_DEPTH levels: anything deeper is no Devtrail payload and
 * would only cost stack in every walk over it. Checked without recursion.
 */
import type { FastifyRequest } from 'fastify'
import { DevtrailError } from '../errors.js'

/** The deepest nesting a request body may have. */
export const MAX_JSON_DEPTH = 32

/** Whether `value` nests deeper than `limit` arrays/objects. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]]
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!
    if (current === null || typeof current !== 'object') continue
    if (depth >= limit) return true
    for (const child of Object.values(current)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1])
    }
  }
  return false
}

/** A preValidation hook answering 400 to a body nested deeper than MAX_JSON_DEPTH. */
export async function rejectDeepJson(request: FastifyRequest): Promise<void> {
  if (nestsDeeperThan(request.body, MAX_JSON_DEPTH)) {
    throw new DevtrailError('params_invalid', `body nests deeper than ${MAX_JSON_DEPTH} levels`)
  }
}
