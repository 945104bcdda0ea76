/** The kind of identifier an identity's `username` holds (its format, not how the person signed in). */
export type IdentityType = 'email' | 'github' | 'linkedin'

/** Another identifier of the same person, used to merge people seen under different ids. */
export interface OtherIdentity {
  /** The identifier itself: a GitHub login or a LinkedIn id/URL. */
  username: string
  /** The format of `username`. */
  type: IdentityType
}

/** The person behind the session, passed to `identify()` after a successful sign-in. */
export interface Identity {
  /** The person's identifier, in the format named by `type`. */
  username: string
  /** The format of `username`: email, github or linkedin. */
  type: IdentityType
  /** Other identifiers of the same person. */
  other_identities?: OtherIdentity[]
  /** Given name. */
  firstname?: string
  /** Family name. */
  lastname?: string
  /** The person's company domain, for example `example.com`. */
  company?: string
}

/** Features that `dnt` can turn off. `copy` turns off copy tracking. */
export type DntFeature = 'copy' | (string & {})

/** Options of `tracker.init()`. */
export interface InitOptions {
  /** The client ID of the asset (Website, Documentation or Cloud Product) from the workspace. */
  clientID: string
  /** Features not to track; `['copy']` turns off copy tracking. */
  dnt?: DntFeature[]
  /** Base URL of the Devtrail collector; defaults to the origin the script was loaded from. */
  apiHost?: string
  /** Write diagnostics to the console. Off by default: the tracker is silent. */
  debug?: boolean
  /** Keep the anonymous id per tab (sessionStorage) instead of a first-party cookie. */
  cookieless?: boolean
  /** Count changes of `location.hash` as page visits (hash-routed single-page apps). */
  hashRouting?: boolean
}

/** The tracker object: the hosted script's `window.Devtrail`, or imported from `@devtrail/core`. */
export interface Tracker {
  /** Starts tracking. Only the first call in a page counts; later calls are silent no-ops. */
  init(options: InitOptions): void
  /** Links this browser's activity to a person. An invalid identity is ignored. */
  identify(identity: Identity): void
  /** Sign-out: forgets the identity and starts a new anonymous id. */
  reset(): void
  /** The version of the tracker. */
  readonly version: string
}
