import { loadTrackerScript } from '@devtrail/loader'

const clientID = 'YOUR_CLIENT_ID'

// nothing is stored or sent until consent(true); GPC browsers wait the same way
const tracker = loadTrackerScript({ clientID, scriptHost: 'https://devtrail.example.com' }).then((loaded) => {
  loaded.init({ clientID, requireConsent: true, respectGPC: true })
  return loaded
})
tracker.catch((error) => console.error('Devtrail failed to load', error))

/** Call from your consent banner or consent manager with the visitor's choice. */
export function setAnalyticsConsent(granted: boolean): void {
  tracker.then(
    (loaded) => loaded.consent(granted),
    () => {}, // the load failure is logged above
  )
}

document.querySelector('#accept-analytics')?.addEventListener('click', () => setAnalyticsConsent(true))
document.querySelector('#reject-analytics')?.addEventListener('click', () => setAnalyticsConsent(false))
