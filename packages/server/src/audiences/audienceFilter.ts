/** The audience filter: arrays of strings; an empty or missing array means any. */
import { Type, type Static } from 'typebox'
import { checkAgainst } from '../segments/segmentFilter.js'

const Values = (description: string) => Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 500, description })

/** Narrows a BUYER segment's contacts; text comparisons ignore case. */
export const AudienceFilter = Type.Object(
  {
    designation: Values('The designation contains one of these.'),
    location: Values('The country or the state is one of these.'),
    job_function: Values('The job function is one of these.'),
    seniority: Values('The seniority is one of these.'),
  },
  { additionalProperties: false, title: 'AudienceFilter' },
)

/** An audience filter with every array present. */
export type AudienceFilter = Static<typeof AudienceFilter>

/** Validates a (partial) audience filter and fills missing arrays with []; params_invalid names the bad key. */
export function parseAudienceFilter(input: unknown): AudienceFilter {
  const value = { designation: [], location: [], job_function: [], seniority: [], ...((input ?? {}) as object) }
  checkAgainst(AudienceFilter, value, 'filter')
  return value as AudienceFilter
}
