// The hosted script (/tracker.js): defines window.Devtrail, reusing a tracker already on the page.
import { sharedTracker } from './tracker'

try {
  const src = (document.currentScript as HTMLScriptElement | null)?.src
  ;(window as unknown as { Devtrail: unknown }).Devtrail = sharedTracker(src ? new URL(src).origin : undefined)
} catch {}
