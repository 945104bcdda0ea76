/** Runs a settings change: tracks it while it runs, keeps its error, and bumps a version so the page reloads what it shows. */
import { useState } from 'preact/hooks'
import { changeErrorMessage } from '../changeError.js'

/** The state of a page's changes and how to run one. */
export interface Changes {
  /** Bumped after each change that went through: pass it to `useApi` to reload. */
  version: number
  /** The last change's refusal, shown to the user. */
  error: string | undefined
  /** True while a change runs (its button is disabled). */
  busy: boolean
  /** Runs `change`; answers its result, or undefined when it failed (the error is kept). */
  run: <T>(change: () => Promise<T>) => Promise<T | undefined>
}

/** A page's changes. */
export function useChanges(): Changes {
  const [version, setVersion] = useState(0)
  const [error, setError] = useState<string | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const run = async <T>(change: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true)
    setError(undefined)
    try {
      const result = await change()
      setVersion((current) => current + 1)
      return result
    } catch (failure) {
      setError(changeErrorMessage(failure))
      return undefined
    } finally {
      setBusy(false)
    }
  }
  return { version, error, busy, run }
}
