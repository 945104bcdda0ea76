/** Settings > Segments, its audiences part: create an audience from a BUYER segment, rename it, switch its refresh, delete it. */
import type { OperationAnswer, Schema } from '@devtrail/client'
import { useState } from 'preact/hooks'
import { sendJson } from '../../api.js'
import { ChangeError } from '../../components/ChangeError.js'
import { DataTable } from '../../components/DataTable.js'
import { useChanges } from '../../components/useChanges.js'
import { href } from '../../route.js'
import { useApi } from '../../useApi.js'

/** Comma-separated words as a list. */
const wordsOf = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean)

/** The audiences of the workspace, built from its BUYER segments. */
export function AudienceSettings({ segments }: { segments: Schema<'Segment'>[] }) {
  const changes = useChanges()
  const audiences = useApi<OperationAnswer<'listAudiences'>>('/audiences', 0, changes.version)
  const buyers = segments.filter((segment) => segment.type === 'BUYER')
  const [name, setName] = useState('')
  const [segmentId, setSegmentId] = useState('')
  const [designation, setDesignation] = useState('')
  const create = async (event: Event) => {
    event.preventDefault()
    const source = segmentId || buyers[0]?.segment_id
    if (!source) return
    if (await changes.run(() => sendJson('POST', '/audiences', { name: name.trim(), segment_id: source, designation: wordsOf(designation) }))) setName('')
  }
  const path = (audience: Schema<'Audience'>) => `/audiences/${encodeURIComponent(audience.id)}`
  return (
    <>
      <ChangeError error={changes.error} />
      <DataTable<Schema<'Audience'>>
        caption="Audiences"
        name="settings-audiences"
        rows={audiences.data?.data}
        error={audiences.error}
        rowKey={(audience) => audience.id}
        empty="No audiences yet."
        columns={[
          { heading: 'Audience', cell: (audience) => <a href={href('audiences', audience.id)}>{audience.name}</a> },
          { heading: 'Members', numeric: true, cell: (audience) => audience.count },
          {
            heading: 'Refresh',
            cell: (audience) => (
              <button
                type="button"
                aria-pressed={audience.auto_refresh}
                disabled={changes.busy}
                onClick={() => changes.run(() => sendJson('PATCH', path(audience), { auto_refresh: !audience.auto_refresh }))}
              >
                Auto refresh<span class="visually-hidden"> {audience.name}</span>
              </button>
            ),
          },
          {
            heading: 'Delete',
            cell: (audience) => (
              <button type="button" class="danger" disabled={changes.busy} onClick={() => changes.run(() => sendJson('DELETE', path(audience)))}>
                Delete<span class="visually-hidden"> {audience.name}</span>
              </button>
            ),
          },
        ]}
      />
      {buyers.length ? (
        <form class="card settings-form" onSubmit={create} aria-label="New audience">
          <h2>New audience</h2>
          <label for="audience-name">Name</label>
          <input id="audience-name" required value={name} onInput={(event) => setName(event.currentTarget.value)} />
          <label for="audience-segment">Buyer segment</label>
          <select id="audience-segment" value={segmentId || buyers[0]?.segment_id} onChange={(event) => setSegmentId(event.currentTarget.value)}>
            {buyers.map((segment) => (
              <option key={segment.segment_id} value={segment.segment_id}>
                {segment.name}
              </option>
            ))}
          </select>
          <label for="audience-designation">Job titles (comma-separated; empty for any)</label>
          <input id="audience-designation" value={designation} onInput={(event) => setDesignation(event.currentTarget.value)} />
          <button type="submit" disabled={changes.busy}>
            Create audience
          </button>
        </form>
      ) : (
        <p>An audience is built from a buyer segment: create one above first.</p>
      )}
    </>
  )
}
