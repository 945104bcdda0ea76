/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Client ID of the Devtrail asset (not a secret). */
  readonly CLIENT_ID: string
  /** The Devtrail server: script host and collector. */
  readonly DEVTRAIL_URL: string
}
