/** Loads a JSON answer for a component, again whenever its path changes. */
import { useEffect, useState } from 'preact/hooks'
import { getJson } from './api.js'

/** What a load is at. */
export interface Loaded<T> {
  data: T | undefined
  error: string | undefined
  loading: boolean
}

/** GETs `path` (null: nothing to load); `refreshMs` reloads it on a timer, and a new `version` at once (after a change). */
export function useApi<T>(path: string | null, refreshMs = 0, version = 0): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ data: undefined, error: undefined, loading: path !== null })
  useEffect(() => {
    if (path === null) return
    let live = true
    const load = () =>
      getJson<T>(path).then(
        (data) => live && setState({ data, error: undefined, loading: false }),
        (error: Error) => live && setState((previous) => ({ data: previous.data, error: error.message, loading: false })),
      )
    setState((previous) => ({ data: previous.data, error: undefined, loading: true }))
    load()
    const timer = refreshMs > 0 ? setInterval(load, refreshMs) : undefined
    return () => {
      live = false
      if (timer) clearInterval(timer)
    }
  }, [path, refreshMs, version])
  return state
}
