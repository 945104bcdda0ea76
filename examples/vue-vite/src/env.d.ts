/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Client ID of the Devtrail asset (not a secret). */
  readonly CLIENT_ID: string
  /** The Devtrail server: script host and collector. */
  readonly DEVTRAIL_URL: string
}

declare module '*.vue' {
  import type { DefineComponent } from 'vue'
  const component: DefineComponent
  export default component
}
