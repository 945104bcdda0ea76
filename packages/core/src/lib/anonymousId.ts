import { g } from './browser'
import { read, write } from './storage'
import { uuid } from './uuid'

const cookie = () => g.document!.cookie.match(/(^|; )dt_aid=([^;]+)/)?.[2]

/**
 * The visitor's anonymous id: read from the first-party cookie (else localStorage), or created,
 * then written back to both so it lasts about a year. The cookie goes on the shortest parent
 * domain that accepts it, trying from the TLD+1 upward (docs.example.com and app.example.com share
 * it) with no public-suffix list: browsers refuse public suffixes themselves; host-only when no
 * domain takes it (localhost, IP addresses). `cookieless` keeps the id per tab (sessionStorage,
 * else memory). `fresh` always starts a new id (sign-out).
 */
export function anonymousId(cookieless?: boolean, fresh?: boolean): string {
  const area = cookieless ? 'sessionStorage' : 'localStorage'
  let id: string | undefined
  try {
    id = fresh || cookieless ? id : cookie()
  } catch {}
  id ||= (!fresh && read<string>(area, 'dt_aid')) || uuid()
  write(area, 'dt_aid', id)
  if (!cookieless)
    try {
      const l = g.location!
      const parts = l.hostname.split('.')
      const set = (domain: string) => (
        (g.document!.cookie = `dt_aid=${id};path=/;max-age=31536000;samesite=lax${l.protocol == 'https:' ? ';secure' : ''}${domain}`),
        cookie() == id
      )
      let i = 1
      while (i++ < parts.length && !set(';domain=' + parts.slice(-i).join('.')));
      if (i > parts.length) set('')
    } catch {}
  return id
}
