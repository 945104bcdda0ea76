import type { Identity } from '@devtrail/core'

/** The identity's content as a string with sorted keys ('' for none): equal content, equal key. */
export const identityKey = (identity: Identity | null | undefined): string =>
  identity ? JSON.stringify(identity, Object.keys(identity).sort()) : ''
