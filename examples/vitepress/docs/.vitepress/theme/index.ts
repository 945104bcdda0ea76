import { loadTrackerScript } from '@devtrail/loader'
import type { Theme } from 'vitepress'
import DefaultTheme from 'vitepress/theme'

/** The default theme, with Devtrail started once in the browser (not while pages are prerendered). */
export default {
  extends: DefaultTheme,
  enhanceApp() {
    if (import.meta.env.SSR) return
    const clientID = import.meta.env.CLIENT_ID
    loadTrackerScript({ clientID, scriptHost: import.meta.env.DEVTRAIL_URL })
      .then((tracker) => tracker.init({ clientID }))
      .catch((error) => console.error('Devtrail failed to load', error))
  },
} satisfies Theme
