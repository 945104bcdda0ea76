/** Hash routes (`#/accounts/ID`): the server serves one page, and links work without it knowing the routes. */
import { useEffect, useState } from 'preact/hooks'

/** A parsed route: its path segments and query. */
export interface Route {
  segments: string[]
  query: URLSearchParams
}

/** A path segment decoded, or as written when its escapes are malformed (a hand-edited link must not break the page). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** The route in a location hash. */
export function routeOf(hash: string): Route {
  const target = hash.replace(/^#\/?/, '')
  // the query starts at the first `?`; a later one belongs to a value
  const mark = target.indexOf('?')
  const [path, query] = mark === -1 ? [target, ''] : [target.slice(0, mark), target.slice(mark + 1)]
  return { segments: path.split('/').filter(Boolean).map(decodeSegment), query: new URLSearchParams(query) }
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
