import type { Identity } from '@devtrail/core'
import { loadTrackerScript } from '@devtrail/loader'

const clientID = 'YOUR_CLIENT_ID'
const tracker = loadTrackerScript({ clientID, scriptHost: 'https://devtrail.example.com' }).then((loaded) => {
  loaded.init({ clientID })
  return loaded
})
tracker.catch((error) => console.error('Devtrail failed to load', error))

/** After sign-in: the identity and signature exactly as your backend made them. */
export function identifySignedIn(signedIn: { identity: Identity; signature: string }): void {
  tracker.then(
    (loaded) => loaded.identify(signedIn.identity, { signature: signedIn.signature }),
    () => {}, // the load failure is logged above
  )
}
