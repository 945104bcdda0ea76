/**
 * What the collector does to events before storing them: removes secrets again (defence in
 * depth: an old or altered tracker may have let one through) and classifies each copy.
 */
import type { CopyEvent, TrackerEvent } from '@devtrail/core/protocol'
import { classifyCopy } from './classifyCopy.js'
import type { CopyActivity, IngestEvent } from './enrich.js'
import { SecretScrubber } from './secretScan.js'

/** One line with no code punctuation, a lone e-mail address or a lone URL: text a copy button copies that is not code. */
const NOT_CODE = /^(?:[^\n{}();=<>[\]$`|\\]*|\S+@\S+|[a-z][a-z+.-]*:\/\/\S+)$/i

/**
 * The activity of a copy: COPY_COMMAND or COPY_CODE (see `classifyCopy`). A copy button outside
 * any code block (no language hint) that copied prose, an address or a link is not an activity.
 */
export function copyActivityOf(event: Pick<CopyEvent, 'text' | 'language' | 'method'>): CopyActivity | null {
  const activity = classifyCopy(event.text, event.language ?? null)
  if (activity === 'COPY_CODE' && event.method === 'button' && !event.language && NOT_CODE.test(event.text.trim())) return null
  return activity
}

/** The events of a batch as stored: free text scrubbed of secrets (in one pass, see `SecretScrubber`), copies classified. */
export async function prepareEvents(events: readonly TrackerEvent[], scrubber: SecretScrubber = new SecretScrubber(0)): Promise<IngestEvent[]> {
  const clean = await scrubber.scrubEvents(events)
  return clean.map((event): IngestEvent => (event.type === 'COPY' ? { ...event, activity: copyActivityOf(event) } : event))
}
