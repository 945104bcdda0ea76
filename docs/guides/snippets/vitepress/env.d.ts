interface ImportMetaEnv {
  readonly VITE_DEVTRAIL_CLIENT_ID: string
}
