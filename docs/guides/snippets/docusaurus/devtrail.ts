import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment'
import { loadTrackerScript } from '@devtrail/loader'

const clientID = 'YOUR_CLIENT_ID'

// client modules are also imported while the static pages are rendered: load in the browser only
if (ExecutionEnvironment.canUseDOM) {
  loadTrackerScript({ clientID, scriptHost: 'https://devtrail.example.com' })
    .then((tracker) => tracker.init({ clientID }))
    .catch((error) => console.error('Devtrail failed to load', error))
}
