import { loadTrackerScript } from '@devtrail/loader'

const clientID = 'YOUR_CLIENT_ID'
const proxy = `${window.location.origin}/devtrail`

// the script comes from /devtrail/tracker.js, and the events go to /devtrail/v1/events
loadTrackerScript({ clientID, scriptHost: proxy })
  .then((tracker) => tracker.init({ clientID, apiHost: proxy }))
  .catch((error) => console.error('Devtrail failed to load', error))
