/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Client ID of the Devtrail docs asset (not a secret). */
  readonly CLIENT_ID: string
  /** The Devtrail server: script host and collector. */
  readonly DEVTRAIL_URL: string
}
