/** Named schemas of the OpenAPI document by name. */
import type { components } from './generated/openapi.js'

/** A named schema of the data service, e.g. `Schema<'Account'>` or `Schema<'SegmentPage'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name]
