import { loadTrackerScript } from '@devtrail/loader'

const clientID = 'YOUR_CLIENT_ID'
// the nonce the server put on this page's own scripts (browsers hide it from getAttribute)
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce

loadTrackerScript({ clientID, scriptHost: 'https://devtrail.example.com', ...(nonce ? { nonce } : {}) })
  .then((tracker) => tracker.init({ clientID }))
  .catch((error) => console.error('Devtrail failed to load', error))
