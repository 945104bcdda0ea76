/**
 * Numeric query parameters are plain decimals: `page=1e2`, `0x10`, `Infinity`, ` 1`, `-0` or a
 * repeated `page` are refused with 400 instead of being coerced into something the caller did
 * not write. The route's querystring schema says which parameters are numeric.
 */
import type { FastifyRequest } from 'fastify'
import { DevtrailError } from '../errors.js'

interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  anyOf?: JsonSchema[]
}

const INTEGER = /^\d{1,15}$/
const DECIMAL = /^\d{1,15}(\.\d{1,15})?$/

function numericKind(schema: JsonSchema): 'integer' | 'number' | null {
  const types = [schema.type, ...(schema.anyOf ?? []).map((option) => option.type)].flat()
  if (types.includes('integer')) return 'integer'
  if (types.includes('number')) return 'number'
  return null
}

/** A preValidation hook refusing numeric query parameters that are not plain decimals. */
export async function strictNumericQuery(request: FastifyRequest): Promise<void> {
  const properties = (request.routeOptions.schema?.querystring as JsonSchema | undefined)?.properties
  if (!properties) return
  const query = request.query as Record<string, unknown>
  for (const [name, schema] of Object.entries(properties)) {
    const kind = numericKind(schema)
    const value = query[name]
    if (!kind || value === undefined) continue
    if (typeof value !== 'string') throw new DevtrailError('params_invalid', `querystring/${name} must be given once`)
    if (!(kind === 'integer' ? INTEGER : DECIMAL).test(value)) {
      throw new DevtrailError(
        'params_invalid',
        `querystring/${name} must be a plain decimal ${kind === 'integer' ? 'integer' : 'number'} (got "${value.slice(0, 40)}")`,
      )
    }
  }
}
