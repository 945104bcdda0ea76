import { g } from './browser'
import { read, write } from './storage'
import { uuid } from './uuid'

const cookie = () => {
  try {
    return g.document!.cookie.match(/(^|; )dt_aid=([^;]+)/)?.[2]
  } catch {}
}

/**
 * The visitor's anonymous id: read from the first-party cookie (else localStorage), or created
 * and written to both for about a year. The cookie goes on the shortest parent domain that
 * accepts it, trying from the TLD+1 upward (docs.example.com and app.example.com share it) with no
 * public-suffix list: browsers refuse public suffixes themselves; host-only when no domain takes
 * it (localhost, IP addresses). `cookieless` keeps the id per tab (sessionStorage, else memory).
 * `fresh` always starts a new id (sign-out).
 */
export function anonymousId(cookieless?: boolean, fresh?: boolean): string {
  const area = cookieless ? 'sessionStorage' : 'localStorage'
  const id = (!fresh && ((!cookieless && cookie()) || read<string>(area, 'dt_aid'))) || uuid()
  write(area, 'dt_aid', id)
  if (!cookieless)
    try {
      const l = g.location!
      const p = l.hostname.split('.')
      for (let i = 2; cookie() != id && i <= p.length + 1; i++)
        g.document!.cookie = `dt_aid=${id};path=/;max-age=31536000;samesite=lax${l.protocol == 'https:' ? ';secure' : ''}${
          i > p.length ? '' : ';domain=' + p.slice(-i).join('.')
        }`
    } catch {}
  return id
}
