import { createTrackerPlugin } from '@devtrail/vue'
import { createApp } from 'vue'
import App from './App.vue'
import { router } from './router'

// Devtrail starts once, here in the root entry.
createApp(App)
  .use(router)
  .use(
    createTrackerPlugin({
      clientID: import.meta.env.CLIENT_ID,
      scriptHost: import.meta.env.DEVTRAIL_URL,
      onError: (error) => console.error('Devtrail failed to load', error),
    }),
  )
  .mount('#app')
