import { watchCopyFacts } from './copy'
import type { EarlierCopy } from './handover'
import { recordingHooks } from './recordingHooks'

/** Most copies recorded before the complete tracker takes over; later ones are dropped. */
const MAX_COPIES = 20

/**
 * Records the page's copies while `recording()` says so: their facts (what was copied, from
 * which element, how), when, and on which page, appended to `list` (by default a new one), which
 * it returns. The analysis (does it count, the language, redaction) is the complete tracker's,
 * when it takes them over. Used by the loader's queue before the hosted script runs, and by the
 * hosted script until the complete tracker takes over (continuing the loader's list).
 */
export function recordCopies(recording: () => boolean, list: EarlierCopy[] = []): EarlierCopy[] {
  watchCopyFacts(recordingHooks, (text, from, method) => {
    if (recording() && list.length < MAX_COPIES) list.push([text, from, method, Date.now(), location.href])
  })
  return list
}
