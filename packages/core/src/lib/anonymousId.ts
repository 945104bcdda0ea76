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
/** localStorage key of the cookie domain found by the one-time probe ('' for host-only). */
const DOMAIN_KEY = 'dt_dom'
/** How long the cookie lives, in seconds: a year. */
const COOKIE_MAX_AGE_S = 31536000
/** A UUID, the only anonymous id kept. */
const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i

/** Whether `value` is a UUID, the only anonymous id kept (`test` reads a missing value as `'undefined'`: no match). */
export const isAnonymousId = (value: unknown): value is string => UUID.test(value as string)

/** The anonymous id in the `dt_aid` cookie, if there is one. */
export function readIdCookie(): string | undefined {
  try {
    // throws outside a browser, caught
    return document.cookie.match(/(?:^|; )dt_aid=([^;]*)/)?.[1]
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
  let refreshed = false
  /** Sets the cookie for a year on `domain` ('' for host-only); an empty id removes it. */
  const setCookie = (id: string, domain: string) => {
    try {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing from Firefox and older Safari
      document.cookie = `${ANONYMOUS_ID_KEY}=${id};path=/;max-age=${id ? COOKIE_MAX_AGE_S : 0};samesite=lax${location.protocol === 'https:' ? ';secure' : ''}${domain && `;domain=${domain}`}`
    } catch {}
  }
  const storedDomain = () => context._read<string>(DOMAIN_KEY)
  /** Keeps `id` in storage and, unless `cookieless`, in the cookie, on the domain probed the first time. */
  const save = (id: string) => {
    context._write(ANONYMOUS_ID_KEY, id, cookieless)
    if (cookieless) return id
    let domain = storedDomain()
    if (domain == null) {
      // the shortest parent domain that takes the cookie, else host-only; none when the cookie holds the id already (a sibling site set it)
      const labels = location.hostname.split('.')
      for (let count = 2; count <= labels.length && readIdCookie() !== id; count++) {
        domain = labels.slice(-count).join('.')
        setCookie(id, domain)
      }
      if (readIdCookie() !== id) {
        domain = ''
        setCookie(id, domain)
      }
      context._write(DOMAIN_KEY, domain)
    } else setCookie(id, domain)
    return id
  }
  return {
    _current() {
      const id = (!cookieless && readIdCookie()) || context._read<string>(ANONYMOUS_ID_KEY, cookieless)
      if (!isAnonymousId(id)) return save(uuid())
      // the cookie's year starts again once per page load
      if (!refreshed) {
        refreshed = true
        save(id)
      }
      return id
    },
    _renew: () => save(uuid()),
    _forget() {
      context._write(ANONYMOUS_ID_KEY, undefined, cookieless)
      if (!cookieless) setCookie('', storedDomain() || '')
      context._write(DOMAIN_KEY)
    },
  }
}
