import type { EarlierCopy } from './lib/handover'
import type { EarlierNavigation } from './lib/navigation'
import type { TrackerEvent } from './protocol'

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
  /** Other identifiers of the same person (null: none, as absent). */
  other_identities?: OtherIdentity[] | null
  /** Given name (null: unknown, as absent). */
  firstname?: string | null
  /** Family name (null: unknown, as absent). */
  lastname?: string | null
  /** The person's company domain, for example `example.com` (null: unknown, as absent). */
  company?: string | null
}

/** Options of `identify()`. */
export interface IdentifyOptions {
  /**
   * The identity's signature, made by your backend with the asset's identify secret
   * (`signIdentity(secret, identity)` of `@devtrail/server`): proves the identity came from your
   * sign-in, not from whoever runs the page. Pass the identity exactly as it was signed.
   */
  signature?: string
}

/** Features that `dnt` can turn off. `copy` turns off copy tracking. */
export type DntFeature = 'copy' | (string & {})

/** An event as `beforeSend` sees it (the wire shape of `@devtrail/core/protocol`). */
export type OutgoingEvent = TrackerEvent

/** Options of `tracker.init()`. */
export interface InitOptions {
  /** The client ID of the asset (Website, Documentation or Cloud Product) from the workspace. */
  clientID: string
  /** Features not to track; `['copy']` turns off copy tracking. */
  dnt?: DntFeature[]
  /** Base URL of the Devtrail collector; defaults to the origin the hosted script was loaded from. */
  apiHost?: string
  /** Write diagnostics to the console. Off by default: the tracker is silent. */
  debug?: boolean
  /** Keep the anonymous id per tab (sessionStorage) instead of a first-party cookie. */
  cookieless?: boolean
  /** Count changes of `location.hash` as page visits (hash-routed single-page apps). */
  hashRouting?: boolean
  /**
   * Wait for consent: nothing is stored in cookies or storage and nothing is sent until
   * `tracker.consent(true)`; the visit of the page then open is sent at that moment.
   */
  requireConsent?: boolean
  /**
   * Honour Global Privacy Control: when the browser sends it (`navigator.globalPrivacyControl`),
   * the tracker behaves as with `requireConsent` until `tracker.consent(true)`.
   */
  respectGPC?: boolean
  /**
   * Called with each event before it is queued, secrets already removed and lengths capped;
   * return the event (edited or not) to send it, or `null` to drop it. What it returns is
   * cleaned again, so nothing it adds escapes the rules.
   */
  beforeSend?: (event: OutgoingEvent) => OutgoingEvent | null | undefined | false
}

/** Options of `tracker.init()` on the bundled tracker of `@devtrail/core`: the collector must be named. */
export interface BundledInitOptions extends InitOptions {
  /** Base URL of the Devtrail collector, for example `https://devtrail.example.com`. Required when bundled. */
  apiHost: string
}

/** The tracker object: the hosted script's `window.Devtrail`, or imported from `@devtrail/core`. */
export interface Tracker<Options extends InitOptions = InitOptions> {
  /** Starts tracking. Only the first call in a page counts; later calls are silent no-ops. */
  init(options: Options): void
  /**
   * Links this browser's activity to a person. An invalid identity is ignored. With identity
   * verification on, pass the signature your backend made for this identity.
   */
  identify(identity: Identity, options?: IdentifyOptions): void
  /** Sign-out: forgets the identity and starts a new anonymous id. */
  reset(): void
  /**
   * Grants (`true`) or withdraws (`false`) consent. Granting it starts tracking (and is
   * remembered in this browser); withdrawing it stops tracking and removes what Devtrail stored.
   */
  consent(granted: boolean): void
  /** The version of the tracker. */
  readonly version: string
}

/** The tracker exported by `@devtrail/core`, whose `init` needs `apiHost`. */
export type BundledTracker = Tracker<BundledInitOptions>

/**
 * What `@devtrail/loader` puts on `window.Devtrail` until the hosted script has loaded: a
 * tracker-shaped object that records the calls made (`q`), the navigations seen (`n`: when,
 * the URL, and the title the page had when it was left) and the copies made (`c`), which the
 * hosted script replays.
 */
export interface LoaderQueue extends Tracker {
  /** Calls made before the script loaded, in order. */
  q: [name: string, args: unknown[]][]
  /** Navigations seen since the loader ran, the first being the page it ran on. */
  n: EarlierNavigation[]
  /** Copies made since the loader ran: what was copied, from which element, how, when and on which page; analysed (and redacted) by the tracker that takes them over. */
  c: EarlierCopy[]
}
