/**
 * TypeBox schemas of the collector's wire protocol, mirroring `@devtrail/core/protocol`.
 * Unknown extra fields are ignored (a newer tracker must not be refused by an older server).
 */
import type {
  CopyEvent,
  IdentifyEvent,
  PageVisitEvent,
  SessionRequest,
  TrackerEvent,
  WebVitalEvent,
} from '@devtrail/core/protocol'
import { Type, type Static, type TSchema } from 'typebox'

/** Most events in one batch. */
export const MAX_BATCH_EVENTS = 50
/** Largest `POST /v1/events` body, in bytes. */
export const MAX_EVENTS_BODY_BYTES = 64 * 1024
/** Longest copied text, in characters. */
export const MAX_COPY_TEXT = 1000

const Uuid = Type.String({ format: 'uuid' })
const Url = Type.String({ minLength: 1, maxLength: 4096 })
const Time = Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 })
const IdentityType = Type.Union([Type.Literal('email'), Type.Literal('github'), Type.Literal('linkedin')])
const Username = Type.String({ minLength: 1, maxLength: 320, pattern: '\\S' })
const Name = Type.String({ maxLength: 200 })

/** Body of `POST /v1/session`. */
export const SessionRequestSchema = Type.Object({
  client_id: Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' }),
  anonymous_id: Uuid,
})

/** A page visit. */
export const PageVisitSchema = Type.Object({
  type: Type.Literal('PAGE_VISIT'),
  id: Uuid,
  time: Time,
  url: Url,
  title: Type.Optional(Type.String({ maxLength: 1000 })),
  referrer: Type.Optional(Type.String({ maxLength: 4096 })),
})

/** A copied command or code snippet. */
export const CopySchema = Type.Object({
  type: Type.Union([Type.Literal('COPY_COMMAND'), Type.Literal('COPY_CODE')]),
  id: Uuid,
  time: Time,
  url: Url,
  text: Type.String({ maxLength: MAX_COPY_TEXT }),
})

/** The identity passed to `identify()`. */
export const IdentitySchema = Type.Object({
  username: Username,
  type: IdentityType,
  other_identities: Type.Optional(Type.Array(Type.Object({ username: Username, type: IdentityType }), { maxItems: 10 })),
  firstname: Type.Optional(Name),
  lastname: Type.Optional(Name),
  company: Type.Optional(Type.String({ maxLength: 253 })),
})

/** The host identified the visitor. */
export const IdentifySchema = Type.Object({
  type: Type.Literal('IDENTIFY'),
  id: Uuid,
  time: Time,
  url: Url,
  identity: IdentitySchema,
})

/** A Core Web Vitals measurement. */
export const WebVitalSchema = Type.Object({
  type: Type.Literal('WEB_VITAL'),
  id: Uuid,
  time: Time,
  url: Url,
  name: Type.Union([Type.Literal('LCP'), Type.Literal('INP'), Type.Literal('CLS'), Type.Literal('FCP'), Type.Literal('TTFB')]),
  value: Type.Number(),
  rating: Type.Union([Type.Literal('good'), Type.Literal('needs-improvement'), Type.Literal('poor')]),
})

/** Each event type's schema, picked by the event's `type` so errors name the exact field. */
export const eventSchemas: Record<TrackerEvent['type'], TSchema> = {
  PAGE_VISIT: PageVisitSchema,
  COPY_COMMAND: CopySchema,
  COPY_CODE: CopySchema,
  IDENTIFY: IdentifySchema,
  WEB_VITAL: WebVitalSchema,
}

/** The batch envelope; events are checked one by one against `eventSchemas`. */
export const EventBatchSchema = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 1024 }),
  events: Type.Array(Type.Object({ type: Type.String() }), { minItems: 1, maxItems: MAX_BATCH_EVENTS }),
})

// Compile-time check: each schema accepts exactly the shape the tracker sends.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
function assertSame<T extends true>(): T | undefined {
  return undefined
}
assertSame<Same<Static<typeof SessionRequestSchema>, SessionRequest>>()
assertSame<Same<Static<typeof PageVisitSchema>, PageVisitEvent>>()
assertSame<Same<Static<typeof CopySchema>, CopyEvent>>()
assertSame<Same<Static<typeof IdentifySchema>, IdentifyEvent>>()
assertSame<Same<Static<typeof WebVitalSchema>, WebVitalEvent>>()
