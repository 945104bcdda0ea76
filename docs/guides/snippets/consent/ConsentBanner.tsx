import { TrackerProvider, useTracker } from '@devtrail/react'
import { type ReactNode, useState } from 'react'

/** Where the site remembers that the visitor answered (the tracker remembers the grant itself). */
const ANSWERED_KEY = 'analytics-consent-answered'

/** The app, tracked only after consent. */
export function Tracked({ children }: { children: ReactNode }) {
  return (
    <TrackerProvider clientID="YOUR_CLIENT_ID" scriptHost="https://devtrail.example.com" requireConsent respectGPC>
      {children}
      <ConsentBanner />
    </TrackerProvider>
  )
}

function ConsentBanner() {
  const tracker = useTracker()
  const [answered, setAnswered] = useState(() => typeof localStorage !== 'undefined' && localStorage.getItem(ANSWERED_KEY) !== null)
  // null on the server and until the tracker has loaded: nothing to ask yet
  if (!tracker || answered) return null
  const answer = (granted: boolean) => {
    tracker.consent(granted)
    localStorage.setItem(ANSWERED_KEY, '1')
    setAnswered(true)
  }
  return (
    <div role="dialog" aria-label="Analytics consent">
      <p>May we record which docs pages you read, to improve them?</p>
      <button type="button" onClick={() => answer(true)}>
        Yes
      </button>
      <button type="button" onClick={() => answer(false)}>
        No
      </button>
    </div>
  )
}
