import type { Theme } from 'vitepress'
import DefaultTheme from 'vitepress/theme'
import { createTrackerPlugin } from '@devtrail/vue'

export default {
  extends: DefaultTheme,
  enhanceApp({ app }) {
    // enhanceApp also runs while pages are rendered at build time: the plugin loads nothing there
    app.use(
      createTrackerPlugin({
        clientID: import.meta.env.VITE_DEVTRAIL_CLIENT_ID,
        scriptHost: 'https://devtrail.example.com',
        onError: (error) => console.error('Devtrail failed to load', error),
      }),
    )
  },
} satisfies Theme
