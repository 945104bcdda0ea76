/** Enrichment: what an event becomes in the activities table, by asset kind and event type. */
import type { CopyEvent, IdentifyEvent, TrackerEvent } from '@devtrail/core/protocol'
import type { AssetKind } from '../store/schema.js'

/** activity_source and source_type of each asset kind. */
export const sourceOfAsset: Record<AssetKind, { activity_source: string; source_type: string }> = {
  WEBSITE: { activity_source: 'WEBSITE', source_type: 'WEBSITE_JS' },
  DOCS: { activity_source: 'DOCS', source_type: 'DOCS_JS' },
  PRODUCT: { activity_source: 'PRODUCT', source_type: 'PRODUCT_JS' },
}

/** The activity a copy is stored as, decided by the collector (null: prose, not stored). */
export type CopyActivity = 'COPY_COMMAND' | 'COPY_CODE'

/**
 * An event as the collector stores it: secrets removed, a copy classified, an identify checked
 * (`verified`: its signature matched) and resolved (`refused`: it linked nobody, see identifyVisitor).
 */
export type IngestEvent =
  | Exclude<TrackerEvent, CopyEvent | IdentifyEvent>
  | (CopyEvent & { activity: CopyActivity | null })
  | (IdentifyEvent & { verified?: boolean; refused?: boolean })

/**
 * The activity_type an event is stored as, or null when it is not an activity: web vitals are
 * performance data, an identify outside the Cloud Product only links the visitor, and a refused
 * identify is no sign-in.
 */
export function activityTypeOf(event: IngestEvent, kind: AssetKind): string | null {
  switch (event.type) {
    case 'PAGE_VISIT':
      return event.type
    case 'COPY':
      return event.activity
    case 'IDENTIFY':
      // a refused identify signed nobody in
      return kind === 'PRODUCT' && event.refused !== true ? 'PRODUCT_LOGIN' : null
    default:
      return null
  }
}

/** Text as stored: without NUL characters, which PostgreSQL text cannot hold. */
export function storableText(text: string): string {
  return text.includes('\u0000') ? text.replaceAll('\u0000', '') : text
}

/** The copied text of an event ('' for anything but a copy). */
export function copiedTextOf(event: IngestEvent): string {
  return event.type === 'COPY' ? storableText(event.text) : ''
}

/** A country code from a trusted proxy's header (ISO 3166-1 alpha-2), or '' when absent or unknown (`XX`, Tor's `T1`). */
export function countryFromHeader(value: string | string[] | undefined): string {
  const text = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase() ?? ''
  return /^[A-Z]{2}$/.test(text) && text !== 'XX' && text !== 'T1' ? text : ''
}
