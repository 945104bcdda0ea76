interface ImportMetaEnv {
  readonly PUBLIC_DEVTRAIL_CLIENT_ID: string
}
