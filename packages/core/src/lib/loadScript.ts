/**
 * Adds a script to the page: async, pinned by its SRI hash when there is one (`crossorigin`, so
 * the hash can be checked on another origin), with the page's CSP nonce when one was given. A
 * script that fails to load (blocked, offline, hash mismatch) is removed and nothing else happens.
 */
export function loadScript(src: string, integrity: string, nonce?: string): void {
  const d = document
  const script = d.createElement('script')
  script.src = src
  if (integrity) {
    script.integrity = integrity
    script.crossOrigin = 'anonymous'
  }
  if (nonce) script.nonce = nonce
  script.onerror = () => script.remove()
  d.head.append(script)
}
