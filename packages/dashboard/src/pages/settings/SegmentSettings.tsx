/** Settings > Segments: create a segment, edit its name, description and filter, delete it; its members are on its own page. */
import type { OperationAnswer, Schema } from '@devtrail/client'
import { useState } from 'preact/hooks'
import { sendJson } from '../../api.js'
import { ChangeError } from '../../components/ChangeError.js'
import { DataTable } from '../../components/DataTable.js'
import { type Changes, useChanges } from '../../components/useChanges.js'
import { href } from '../../route.js'
import { useApi } from '../../useApi.js'
import { AudienceSettings } from './AudienceSettings.js'

/** The filter typed as JSON; a parse error is shown as the change's refusal. */
function filterOf(text: string): unknown {
  try {
    return JSON.parse(text.trim() || '{}')
  } catch {
    throw new Error('The filter is not valid JSON, for example {"country": ["US"]}.')
  }
}

const runWithFilter = (changes: Changes, text: string, send: (filter: unknown) => Promise<unknown>) => changes.run(async () => send(filterOf(text)))

function SegmentEditor({ id, changes, onDone }: { id: string; changes: Changes; onDone: () => void }) {
  const path = `/segment/${encodeURIComponent(id)}`
  const loaded = useApi<OperationAnswer<'getSegmentSettings'>>(path)
  const segment = loaded.data?.data
  if (!segment) return <p>{loaded.error ?? 'Loading…'}</p>
  return <SegmentForm key={segment.id} segment={segment} path={path} changes={changes} onDone={onDone} />
}

function SegmentForm({ segment, path, changes, onDone }: { segment: Schema<'SegmentSettings'>; path: string; changes: Changes; onDone: () => void }) {
  const [name, setName] = useState(segment.name)
  const [description, setDescription] = useState(segment.description)
  const [filter, setFilter] = useState(JSON.stringify(segment.filter))
  const save = (event: Event) => {
    event.preventDefault()
    runWithFilter(changes, filter, (parsed) => sendJson('PATCH', path, { name: name.trim(), description, filter: parsed }))
  }
  return (
    <form class="card settings-form" onSubmit={save} aria-label={`Segment ${segment.name}`}>
      <h2>
        {segment.name} ({segment.type.toLowerCase()})
      </h2>
      <label for="edit-segment-name">Name</label>
      <input id="edit-segment-name" required value={name} onInput={(event) => setName(event.currentTarget.value)} />
      <label for="edit-segment-description">Description</label>
      <input id="edit-segment-description" value={description} onInput={(event) => setDescription(event.currentTarget.value)} />
      <label for="edit-segment-filter">Filter (JSON)</label>
      <textarea id="edit-segment-filter" rows={3} value={filter} onInput={(event) => setFilter(event.currentTarget.value)} />
      <div class="actions">
        <button type="submit" disabled={changes.busy}>
          Save segment
        </button>
        <button type="button" class="danger" disabled={changes.busy} onClick={async () => (await changes.run(() => sendJson('DELETE', path))) && onDone()}>
          Delete segment
        </button>
      </div>
    </form>
  )
}

function NewSegment({ changes }: { changes: Changes }) {
  const [type, setType] = useState('ACCOUNT')
  const [name, setName] = useState('')
  const [filter, setFilter] = useState('{}')
  const submit = async (event: Event) => {
    event.preventDefault()
    if (await runWithFilter(changes, filter, (parsed) => sendJson('POST', '/segments', { type, name: name.trim(), filter: parsed }))) setName('')
  }
  return (
    <form class="card settings-form" onSubmit={submit} aria-label="New segment">
      <h2>New segment</h2>
      <label for="segment-type">Type</label>
      <select id="segment-type" value={type} onChange={(event) => setType(event.currentTarget.value)}>
        <option value="ACCOUNT">Accounts</option>
        <option value="DEVELOPER">Developers</option>
        <option value="BUYER">Buyers</option>
      </select>
      <label for="segment-name">Name</label>
      <input id="segment-name" required value={name} onInput={(event) => setName(event.currentTarget.value)} />
      <label for="segment-filter">Filter (JSON)</label>
      <textarea id="segment-filter" rows={2} value={filter} onInput={(event) => setFilter(event.currentTarget.value)} />
      <button type="submit" disabled={changes.busy}>
        Create segment
      </button>
    </form>
  )
}

/** The segments and audiences tab. */
export function SegmentSettings() {
  const changes = useChanges()
  const [selected, setSelected] = useState<string | undefined>(undefined)
  const segments = useApi<OperationAnswer<'listSegments'>>('/segments', 0, changes.version)
  return (
    <>
      <ChangeError error={changes.error} />
      <DataTable<Schema<'Segment'>>
        caption="Segments"
        name="settings-segments"
        rows={segments.data?.data}
        error={segments.error}
        rowKey={(segment) => segment.segment_id}
        empty="No segments yet."
        columns={[
          { heading: 'Segment', cell: (segment) => <a href={href('segments', segment.segment_id)}>{segment.name}</a> },
          { heading: 'Type', cell: (segment) => segment.type },
          { heading: 'Description', cell: (segment) => segment.description },
          {
            heading: 'Edit',
            cell: (segment) => (
              <button type="button" onClick={() => setSelected(segment.segment_id)}>
                Edit<span class="visually-hidden"> {segment.name}</span>
              </button>
            ),
          },
        ]}
      />
      {selected ? <SegmentEditor key={selected} id={selected} changes={changes} onDone={() => setSelected(undefined)} /> : null}
      <NewSegment changes={changes} />
      <AudienceSettings segments={segments.data?.data ?? []} />
    </>
  )
}
