import type { Identity } from '@devtrail/core'
import { useIdentify } from '@devtrail/vue'
import type { Ref } from 'vue'

/** In a component's setup, below the plugin: `signedIn` is what your sign-in answered, null once signed out. */
export function useSignedInTracking(signedIn: Ref<{ identity: Identity; signature: string } | null | undefined>): void {
  useIdentify(
    () => (signedIn.value === null ? null : signedIn.value?.identity),
    () => ({ signature: signedIn.value?.signature }),
  )
}
