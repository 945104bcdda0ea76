import { loadTrackerScript } from '@devtrail/loader'

const clientID = import.meta.env.PUBLIC_DEVTRAIL_CLIENT_ID

// a processed <script> runs once per page load, also across <ClientRouter /> navigations
loadTrackerScript({ clientID, scriptHost: 'https://devtrail.example.com' })
  .then((tracker) => tracker.init({ clientID }))
  .catch((error) => console.error('Devtrail failed to load', error))
