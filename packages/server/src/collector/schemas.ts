/**
 * TypeBox schemas of the collector's wire protocol, mirroring `@devtrail/core/protocol`.
 * Unknown extra fields are ignored (a newer tracker must not be refused by an older server).
 */
import type { CopyEvent, EventBatch, IdentifyEvent, PageTitleEvent, PageVisitEvent, TrackerEvent, WebVitalEvent } from '@devtrail/core/protocol'
import {
  MAX_BATCH_EVENTS,
  MAX_BODY_BYTES,
  MAX_CLIENT_ID,
  MAX_COPY_TEXT,
  MAX_DOMAIN,
  MAX_LANGUAGE,
  MAX_NAME,
  MAX_OTHER_IDENTITIES,
  MAX_SIGNATURE,
  MAX_TITLE,
  MAX_TOKEN,
  MAX_URL,
  MAX_USERNAME,
} from '@devtrail/core/protocol'
import { Type, type Static, type TSchema } from 'typebox'

export { MAX_BATCH_EVENTS, MAX_COPY_TEXT }
/** Largest `POST /v1/events` body, in bytes. */
export const MAX_EVENTS_BODY_BYTES = MAX_BODY_BYTES

const Uuid = Type.String({ format: 'uuid' })
const Url = Type.String({ minLength: 1, maxLength: MAX_URL })
const Time = Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 })
const IdentityType = Type.Union([Type.Literal('email'), Type.Literal('github'), Type.Literal('linkedin')])
const Username = Type.String({ minLength: 1, maxLength: MAX_USERNAME, pattern: '\\S' })
const Name = Type.String({ maxLength: MAX_NAME })

/** A page visit. */
export const PageVisitSchema = Type.Object({
  type: Type.Literal('PAGE_VISIT'),
  id: Uuid,
  time: Time,
  url: Url,
  title: Type.Optional(Type.String({ maxLength: MAX_TITLE })),
  referrer: Type.Optional(Type.String({ maxLength: MAX_URL })),
})

/** The title a page set after its visit was sent, for that visit. */
export const PageTitleSchema = Type.Object({
  type: Type.Literal('PAGE_TITLE'),
  id: Uuid,
  time: Time,
  url: Url,
  visit: Uuid,
  title: Type.String({ maxLength: MAX_TITLE }),
})

/** A copied command or code snippet; the collector classifies it. */
export const CopySchema = Type.Object({
  type: Type.Literal('COPY'),
  id: Uuid,
  time: Time,
  url: Url,
  text: Type.String({ maxLength: MAX_COPY_TEXT }),
  language: Type.Optional(Type.String({ maxLength: MAX_LANGUAGE })),
  method: Type.Union([Type.Literal('selection'), Type.Literal('button')]),
})

/** An optional field that may also be JSON null: null is absent (validateEventBatch drops it). */
const OrNull = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]))

/** The identity passed to `identify()`. */
export const IdentitySchema = Type.Object({
  username: Username,
  type: IdentityType,
  other_identities: OrNull(Type.Array(Type.Object({ username: Username, type: IdentityType }), { maxItems: MAX_OTHER_IDENTITIES })),
  firstname: OrNull(Name),
  lastname: OrNull(Name),
  company: OrNull(Type.String({ maxLength: MAX_DOMAIN })),
})

/** The identity fields that may be sent as null, meaning absent. */
export const NULLABLE_IDENTITY_FIELDS = ['other_identities', 'firstname', 'lastname', 'company'] as const

/** The host identified the visitor. */
export const IdentifySchema = Type.Object({
  type: Type.Literal('IDENTIFY'),
  id: Uuid,
  time: Time,
  url: Url,
  identity: IdentitySchema,
  signature: Type.Optional(Type.String({ minLength: 1, maxLength: MAX_SIGNATURE })),
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
  PAGE_TITLE: PageTitleSchema,
  COPY: CopySchema,
  IDENTIFY: IdentifySchema,
  WEB_VITAL: WebVitalSchema,
}

/** The batch envelope; events are checked one by one against `eventSchemas`. */
export const EventBatchSchema = Type.Object({
  client_id: Type.String({ minLength: 1, maxLength: MAX_CLIENT_ID, pattern: '^[A-Za-z0-9_-]+$' }),
  anonymous_id: Uuid,
  token: Type.Optional(Type.String({ minLength: 1, maxLength: MAX_TOKEN })),
  events: Type.Array(Type.Object({ type: Type.String() }), { minItems: 1, maxItems: MAX_BATCH_EVENTS }),
})

// Compile-time check: each schema accepts exactly the shape the tracker sends.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
function assertSame<T extends true>(): T | undefined {
  return undefined
}
assertSame<Same<Static<typeof PageVisitSchema>, PageVisitEvent>>()
assertSame<Same<Static<typeof PageTitleSchema>, PageTitleEvent>>()
assertSame<Same<Static<typeof CopySchema>, CopyEvent>>()
assertSame<Same<Static<typeof IdentifySchema>, IdentifyEvent>>()
assertSame<Same<Static<typeof WebVitalSchema>, WebVitalEvent>>()
assertSame<Same<Omit<Static<typeof EventBatchSchema>, 'events'>, Omit<EventBatch, 'events'>>>()
