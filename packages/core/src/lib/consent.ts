import type { InitOptions } from '../types'
import { browser } from './browser'

/** localStorage key remembering that the visitor granted consent. */
export const CONSENT_KEY = 'dt_consent'

/**
 * Whether tracking waits for consent: `requireConsent`, or `respectGPC` while the browser sends
 * Global Privacy Control, unless consent was granted in this browser before (`granted`, read only
 * then).
 */
export function awaitsConsent(options: InitOptions, granted: () => unknown): boolean {
  const privacyControl = options.respectGPC && (browser.navigator as { globalPrivacyControl?: boolean } | undefined)?.globalPrivacyControl
  return !!(options.requireConsent || privacyControl) && !granted()
}
