/** Options of `loadTrackerScript()`. */
export interface LoadTrackerOptions {
  /** The client ID of the asset (Website, Documentation or Cloud Product). Required: a missing one rejects at once. */
  clientID: string
  /**
   * Origin (and optional path prefix) that serves `tracker.js`, for example `https://devtrail.example.com`.
   * Defaults to `''`: `/tracker.js` on the page's own origin (a Devtrail server or a reverse-proxy path there).
   */
  scriptHost?: string
  /**
   * Base URL of the collector. Not used to load the script (the loader never calls `init`);
   * accepted so one options object can be passed to both `loadTrackerScript()` and `tracker.init()`.
   */
  apiHost?: string
  /** Milliseconds to wait for the script before rejecting. Defaults to 10000. */
  timeoutMs?: number
  /** Subresource Integrity hash of `tracker.js`; also sets `crossorigin="anonymous"` on the tag. */
  integrity?: string
  /** CSP nonce put on the injected `<script>` tag. */
  nonce?: string
}
