import type { LoaderQueue, Tracker } from '@devtrail/core'
import type { LoadTrackerOptions } from './options'
import { installQueue } from './queue'

/** The one load in flight or done in this page; cleared on failure so a later call can try again. */
let pending: Promise<Tracker> | undefined

/**
 * Loads the hosted tracker script (`{scriptHost}/tracker.js`) once and resolves to its tracker
 * (`window.Devtrail`); call `init({ clientID })` on the result. Until the script runs,
 * `window.Devtrail` is a queue that records calls and navigations for it to replay. Repeated calls
 * share one promise and one `<script>` tag. Rejects with an Error when `clientID` is missing,
 * outside a browser, on a script error, on timeout, or when the script defines no tracker. The
 * tag goes in once the page has loaded (at once when it has), so the script never delays the
 * page's load event, even when its host hangs; navigations and calls until then wait in the
 * queue. A rejection nobody handles stays silent; a later call after a failure tries again.
 */
export function loadTrackerScript(options: LoadTrackerOptions): Promise<Tracker> {
  if (options?.clientID)
    pending ||= new Promise<Tracker>((resolve, reject) => {
      if (typeof document === 'undefined') throw Error('Devtrail: not in a browser')
      const page = window as Window & { Devtrail?: Tracker | LoaderQueue }
      // the hosted script has replaced the queue with the tracker: resolve to it
      const loaded = () => {
        const tracker = page.Devtrail
        if (tracker && !('q' in tracker)) {
          resolve(tracker)
          return true
        }
      }
      if (loaded()) return
      installQueue(page)
      const { scriptHost = '', timeoutMs = 1e4, integrity, nonce } = options
      const src = `${scriptHost.replace(/\/$/, '')}/tracker.js`
      let timer: number | undefined
      /** Waits for `script`: one handler for load, error and timeout; a tracker on the page by then wins. */
      const watch = (script: HTMLScriptElement) => {
        const settle = ({ type }: { type?: string }) => {
          clearTimeout(timer)
          if (loaded()) return
          script.remove()
          reject(Error(`Devtrail: ${src} ${type === 'load' ? 'defined no tracker' : type ? 'failed to load' : 'timed out'}`))
        }
        timer = setTimeout(settle, timeoutMs, {})
        script.addEventListener('load', settle)
        script.addEventListener('error', settle)
      }
      // A tag already on the page with the same src is waited for, not duplicated.
      const existing = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`)
      if (existing) return watch(existing)
      const inject = () => {
        const tag = document.createElement('script')
        tag.src = src
        tag.async = true
        if (nonce) tag.setAttribute('nonce', nonce)
        if (integrity) {
          tag.setAttribute('integrity', integrity)
          tag.crossOrigin = 'anonymous'
        }
        document.head.append(tag)
        watch(tag)
      }
      // An injected script delays the page's load event until it arrives, and a removed one
      // still does (Chromium): inject once the page has loaded, so a hanging host never holds it.
      if (document.readyState === 'complete') inject()
      else addEventListener('load', inject, { once: true })
    })
  const promise = (options?.clientID && pending) || Promise.reject<Tracker>(Error('Devtrail: clientID is required'))
  // Handles the rejection (silent unless the caller adds its own handler) and forgets a failed load.
  promise.catch(() => {
    if (pending === promise) pending = undefined
  })
  return promise
}
