import type { Identity } from '@devtrail/core'
import { useIdentify } from '@devtrail/react'

/** Inside <TrackerProvider>: `signedIn` is what your sign-in answered, null once signed out. */
export function Account({ signedIn }: { signedIn: { identity: Identity; signature: string } | null | undefined }) {
  useIdentify(signedIn === null ? null : signedIn?.identity, { signature: signedIn?.signature })
  return null
}
