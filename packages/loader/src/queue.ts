import type { LoaderQueue, Tracker } from '@devtrail/core'
import { recordCopies, recordNavigations } from '@devtrail/core/navigation-log'

/**
 * Puts a queue on `window.Devtrail` unless something is there already: calls to it (`init`,
 * `identify`, `reset`, `consent`) are recorded, and so are the page's navigations (pushState, a
 * replaceState that changes the path, popstate), each with the title the page had when it was
 * left, and its copies (their facts, time and page; analysed by the tracker). The hosted script
 * takes all of them over once it has loaded; from then on the queue records nothing.
 */
export function installQueue(page: { Devtrail?: Tracker | LoaderQueue }): void {
  if (page.Devtrail) return
  const calls: LoaderQueue['q'] = []
  const recorded =
    (name: string) =>
    (...args: unknown[]): void => {
      calls.push([name, args])
    }
  const recording = () => page.Devtrail === queue
  const queue: LoaderQueue = {
    q: calls,
    n: recordNavigations(recording),
    c: recordCopies(recording),
    version: '',
    init: recorded('init'),
    identify: recorded('identify'),
    reset: recorded('reset'),
    consent: recorded('consent'),
  }
  page.Devtrail = queue
}
