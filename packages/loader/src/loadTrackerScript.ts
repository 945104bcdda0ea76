import type { Tracker } from '@devtrail/core'
import type { LoadTrackerOptions } from './options'

/** The one load in flight or done in this page; cleared on failure so a later call can try again. */
let pending: Promise<Tracker> | undefined

/**
 * Loads the hosted tracker script (`{scriptHost}/tracker.js`) once and resolves to its tracker
 * (`window.Devtrail`); call `init({ clientID })` on the result. Repeated calls share one promise
 * and one `<script>` tag. Rejects with an Error when `clientID` is missing, outside a browser,
 * on a script error, on timeout, or when the script defines no tracker. A rejection nobody
 * handles stays silent; a later call after a failure tries again.
 */
export function loadTrackerScript(options: LoadTrackerOptions): Promise<Tracker> {
  const promise = options?.clientID
    ? pending ||
      (pending = new Promise<Tracker>((resolve, reject) => {
        if (typeof document == 'undefined') throw Error('Devtrail: not in a browser')
        const page = window as unknown as { Devtrail?: Tracker }
        if (page.Devtrail) return resolve(page.Devtrail)
        const { scriptHost = '', timeoutMs = 1e4, integrity, nonce } = options
        const src = scriptHost.replace(/\/$/, '') + '/tracker.js'
        // A tag already on the page with the same src is waited for, not duplicated.
        let tag = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`)
        if (!tag) {
          tag = document.createElement('script')
          tag.src = src
          tag.async = true
          if (nonce) tag.setAttribute('nonce', nonce)
          if (integrity) {
            tag.setAttribute('integrity', integrity)
            tag.setAttribute('crossorigin', 'anonymous')
          }
          document.head.append(tag)
        }
        const script = tag
        // One handler for load, error and timeout; a tracker on the page by then wins.
        const settle = ({ type }: { type?: string }) => {
          clearTimeout(timer)
          if (page.Devtrail) return resolve(page.Devtrail)
          script.remove()
          reject(Error(`Devtrail: ${src} ${type == 'load' ? 'defined no tracker' : type ? 'failed to load' : 'timed out'}`))
        }
        const timer = setTimeout(settle, timeoutMs, {})
        script.addEventListener('load', settle)
        script.addEventListener('error', settle)
      }))
    : Promise.reject<Tracker>(Error('Devtrail: clientID is required'))
  // Handles the rejection (silent unless the caller adds its own handler) and forgets a failed load.
  promise.catch(() => {
    if (pending == promise) pending = undefined
  })
  return promise
}
