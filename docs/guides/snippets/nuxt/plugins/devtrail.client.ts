import { defineNuxtPlugin, useRuntimeConfig } from '#app'
import { createTrackerPlugin } from '@devtrail/vue'

// `.client.ts`: runs in the browser only, once per page load
export default defineNuxtPlugin((nuxtApp) => {
  const { devtrailClientId, devtrailHost } = useRuntimeConfig().public
  nuxtApp.vueApp.use(
    createTrackerPlugin({
      clientID: devtrailClientId ?? '',
      scriptHost: devtrailHost,
      onError: (error) => console.error('Devtrail failed to load', error),
    }),
  )
})
