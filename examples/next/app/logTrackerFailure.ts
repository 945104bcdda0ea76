'use client'

/**
 * The rejected-load handler (blocked, offline, timeout): without it a failed load is silent. It
 * lives in a client module so the server-component root layout can hand it to the provider.
 */
export function logTrackerFailure(error: Error): void {
  console.error('Devtrail failed to load', error)
}
