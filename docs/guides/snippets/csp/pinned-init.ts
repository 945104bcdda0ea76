import type { Tracker } from '@devtrail/core'

declare global {
  interface Window {
    /** Defined by the hosted tracker script once it has run. */
    Devtrail?: Tracker
  }
}

const clientID = 'YOUR_CLIENT_ID'
const start = () => window.Devtrail?.init({ clientID })

// the pinned script is async: it may have run before this module, or still be on its way
if (window.Devtrail) start()
else document.querySelector('script[data-devtrail]')?.addEventListener('load', start, { once: true })
