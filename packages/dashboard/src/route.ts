/** Hash routes (`#/accounts/ID`): the server serves one page, and links work without it knowing the routes. */
import { useEffect, useState } from 'preact/hooks'

/** A parsed route: its path segments and query. */
export interface Route {
  segments: string[]
  query: URLSearchParams
}

/** The route in a location hash. */
export function routeOf(hash: string): Route {
  const [path = '', query = ''] = hash.replace(/^#\/?/, '').split('?')
  return { segments: path.split('/').filter(Boolean).map(decodeURIComponent), query: new URLSearchParams(query) }
}

/** The current route, updated on navigation. */
export function useRoute(): Route {
  const [route, setRoute] = useState(() => routeOf(location.hash))
  useEffect(() => {
    const update = () => setRoute(routeOf(location.hash))
    addEventListener('hashchange', update)
    return () => removeEventListener('hashchange', update)
  }, [])
  return route
}

/** A link target for a route. */
export function href(...segments: string[]): string {
  return `#/${segments.map(encodeURIComponent).join('/')}`
}
