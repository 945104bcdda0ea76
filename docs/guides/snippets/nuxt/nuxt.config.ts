import { defineNuxtConfig } from 'nuxt/config'

export default defineNuxtConfig({
  runtimeConfig: {
    // set at deploy time with NUXT_PUBLIC_DEVTRAIL_CLIENT_ID and NUXT_PUBLIC_DEVTRAIL_HOST
    public: { devtrailClientId: '', devtrailHost: 'https://devtrail.example.com' },
  },
})
