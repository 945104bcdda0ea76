/** Validation of `POST /v1/events` bodies, with messages naming the field. */
import type { EventBatch, TrackerEvent } from '@devtrail/core/protocol'
import type { TSchema } from 'typebox'
import { Compile } from 'typebox/compile'
import { DevtrailError } from '../errors.js'
import { EventBatchSchema, eventSchemas, MAX_BATCH_EVENTS, NULLABLE_IDENTITY_FIELDS } from './schemas.js'

type Validator = ReturnType<typeof Compile<TSchema>>

const compiled = new Map<TSchema, Validator>()
function validatorOf(schema: TSchema): Validator {
  let validator = compiled.get(schema)
  if (!validator) {
    validator = Compile(schema)
    compiled.set(schema, validator)
  }
  return validator
}

function fieldName(prefix: string, instancePath: string): string {
  const path = (prefix + instancePath.split('/').filter(Boolean).join('.')).replace(/\.$/, '')
  return path.replace(/\.(\d+)(?=\.|$)/g, '[$1]') || 'body'
}

function check(schema: TSchema, value: unknown, prefix: string): void {
  const validator = validatorOf(schema)
  if (validator.Check(value)) return
  const [first] = validator.Errors(value)
  const where = fieldName(prefix, first?.instancePath ?? '')
  throw new DevtrailError('params_invalid', `${where} ${first?.message ?? 'is invalid'}`)
}

/** Drops the identity's null fields: null is absent (it is signed as absent too). */
function withoutNulls(identity: Record<string, unknown>): void {
  for (const field of NULLABLE_IDENTITY_FIELDS) if (identity[field] === null) delete identity[field]
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The event batch in `body`, or a params_invalid error naming the limit or the bad field (`events[3].id ...`). */
export function validateEventBatch(body: unknown): EventBatch {
  if (!isObject(body)) throw new DevtrailError('params_invalid', 'body must be a JSON object {client_id, anonymous_id, token?, events}')
  const events = body.events
  if (Array.isArray(events) && (events.length < 1 || events.length > MAX_BATCH_EVENTS)) {
    throw new DevtrailError('params_invalid', `events must hold 1 to ${MAX_BATCH_EVENTS} events (got ${events.length})`)
  }
  check(EventBatchSchema, body, '')
  const list = events as { type: string }[]
  list.forEach((event, index) => {
    // own keys only: `constructor` or `__proto__` are not event types
    const schema = Object.hasOwn(eventSchemas, event.type) ? eventSchemas[event.type as TrackerEvent['type']] : undefined
    if (!schema) {
      throw new DevtrailError('params_invalid', `events[${index}].type must be one of ${Object.keys(eventSchemas).join(', ')}`)
    }
    check(schema, event, `events.${index}.`)
    if (event.type === 'IDENTIFY') withoutNulls((event as unknown as { identity: Record<string, unknown> }).identity)
  })
  return body as unknown as EventBatch
}
