/** What a CRM connection sends: a checkbox per segment and per audience, saved as the connection's selection. */
import type { Schema } from '@devtrail/client'
import { useState } from 'preact/hooks'
import { sendJson } from '../../api.js'
import type { Changes } from '../../components/useChanges.js'

/** Props of CrmSelectionForm. */
export interface CrmSelectionFormProps {
  crm: string
  /** The CRM's own name. */
  name: string
  selection: Schema<'CrmSelection'>
  segments: Schema<'Segment'>[]
  audiences: Schema<'Audience'>[]
  changes: Changes
}

/** The ids with `id` switched on or off. */
const switched = (ids: string[], id: string, on: boolean) => (on ? [...ids.filter((each) => each !== id), id] : ids.filter((each) => each !== id))

const SEGMENT_SENDS: Record<string, string> = { ACCOUNT: 'companies', DEVELOPER: 'contacts', BUYER: 'contacts' }

/** The form. */
export function CrmSelectionForm({ crm, name, selection, segments, audiences, changes }: CrmSelectionFormProps) {
  const [chosenSegments, setChosenSegments] = useState(selection.segments)
  const [chosenAudiences, setChosenAudiences] = useState(selection.audiences)
  const save = (event: Event) => {
    event.preventDefault()
    changes.run(() => sendJson('PUT', `/crm/connections/${encodeURIComponent(crm)}/selection`, { segments: chosenSegments, audiences: chosenAudiences }))
  }
  return (
    <form class="card settings-form" onSubmit={save} aria-label={`What ${name} is sent`}>
      <h3>What {name} is sent</h3>
      <fieldset>
        <legend>Segments</legend>
        {segments.length === 0 ? <p class="hint">No segment yet.</p> : null}
        {segments.map((segment) => (
          <label key={segment.segment_id} class="choice">
            <input
              type="checkbox"
              checked={chosenSegments.includes(segment.segment_id)}
              onChange={(event) => setChosenSegments(switched(chosenSegments, segment.segment_id, event.currentTarget.checked))}
            />{' '}
            {segment.name} ({segment.type.toLowerCase()}: sent as {SEGMENT_SENDS[segment.type] ?? 'records'})
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Audiences (members sent as contacts)</legend>
        {audiences.length === 0 ? <p class="hint">No audience yet.</p> : null}
        {audiences.map((audience) => (
          <label key={audience.id} class="choice">
            <input
              type="checkbox"
              checked={chosenAudiences.includes(audience.id)}
              onChange={(event) => setChosenAudiences(switched(chosenAudiences, audience.id, event.currentTarget.checked))}
            />{' '}
            {audience.name}
          </label>
        ))}
      </fieldset>
      <button type="submit" disabled={changes.busy}>
        Save what {name} is sent
      </button>
    </form>
  )
}
