import { g } from './browser'
import type { Context } from './context'
import { uuid } from './uuid'

/** The visitor's anonymous id, read where it is kept at each use so that all tabs agree. */
export interface AnonymousIds {
  /** The current id, created on first use. */
  _current(): string
  /** Starts a new id (sign-out). */
  _renew(): string
  /** Removes the id from cookie and storage (consent withdrawn). */
  _forget(): void
}

/** Name of the cookie, and storage key of the copy, holding the anonymous id. */
export const ANONYMOUS_ID_KEY = 'dt_aid'
const KEY = ANONYMOUS_ID_KEY
/** localStorage key of the cookie domain found by the one-time probe ('' for host-only). */
const DOMAIN_KEY = 'dt_dom'
/** A UUID, the only anonymous id kept. */
export const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i

/** The anonymous id in the `dt_aid` cookie, if there is one. */
export function readIdCookie(): string | undefined {
  try {
    return g.document!.cookie.match(/(?:^|; )dt_aid=([^;]*)/)?.[1]
  } catch {}
}

/**
 * The anonymous id lives in a first-party cookie on the registrable domain (docs.example.com
 * and app.example.com share it), copied to localStorage as a fallback; `cookieless` keeps it per
 * tab in sessionStorage. The cookie domain is probed once per site (the shortest parent domain
 * the browser accepts; browsers refuse public suffixes themselves), remembered, and the cookie is
 * refreshed once per page load. A value that is not a UUID is replaced.
 */
export function createAnonymousIds(context: Context, cookieless?: boolean): AnonymousIds {
  const d = g.document!
  const l = g.location!
  let refreshed = 0
  const fromCookie = readIdCookie
  /** Sets the cookie for a year on `domain` ('' for host-only); an empty id removes it. */
  const setCookie = (id: string, domain: string) => {
    try {
      d.cookie = `${KEY}=${id};path=/;max-age=${id ? 31536000 : 0};samesite=lax${l.protocol == 'https:' ? ';secure' : ''}${domain && `;domain=${domain}`}`
    } catch {}
  }
  const domain = () => context._read<string>(DOMAIN_KEY)
  const save = (id: string) => {
    context._write(KEY, id, cookieless)
    if (cookieless) return id
    let found = domain()
    if (found == null) {
      const labels = l.hostname.split('.')
      for (let i = 2; i <= labels.length && fromCookie() != id; i++) setCookie(id, (found = labels.slice(-i).join('.')))
      if (fromCookie() != id) setCookie(id, (found = ''))
      context._write(DOMAIN_KEY, found)
    } else setCookie(id, found)
    return id
  }
  return {
    _current() {
      const id = (!cookieless && fromCookie()) || context._read<string>(KEY, cookieless)
      return !UUID.test(id!) ? save(uuid()) : refreshed ? id! : ((refreshed = 1), save(id!))
    },
    _renew: () => save(uuid()),
    _forget() {
      context._write(KEY, undefined, cookieless)
      if (!cookieless) setCookie('', domain() || '')
      context._write(DOMAIN_KEY)
    },
  }
}
