/** One CRM connection on the Integrations tab: status, what is sent, last and next run, failing records, and an admin's controls. */
import type { Schema } from '@devtrail/client'
import { useState } from 'preact/hooks'
import { sendJson } from '../../api.js'
import { DataTable } from '../../components/DataTable.js'
import type { Changes } from '../../components/useChanges.js'
import { formatCount, formatIsoTime } from '../../format.js'
import { CrmSelectionForm } from './CrmSelectionForm.js'

type Connection = Schema<'CrmConnection'>
type RecordError = Connection['errors'][number]

/** The CRM's own name. */
export const CRM_NAMES: Record<string, string> = { hubspot: 'HubSpot', salesforce: 'Salesforce' }

/** Names of the chosen ids (an id no longer known is shown as it is). */
function namesOf(ids: string[], known: { id: string; name: string }[]): string {
  if (ids.length === 0) return 'none'
  return ids.map((id) => known.find((item) => item.id === id)?.name ?? `${id} (deleted)`).join(', ')
}

function LastRun({ run }: { run: Connection['last_run'] }) {
  if (!run) return <>none yet</>
  return (
    <>
      started {formatIsoTime(run.started_at)},{' '}
      {run.finished_at ? `finished ${formatIsoTime(run.finished_at)}` : `running: ${run.pages_done} of ${run.pages_total} pages done`};{' '}
      {formatCount(run.records_sent)} sent, {formatCount(run.records_unchanged)} unchanged, {formatCount(run.records_failed)} failed
    </>
  )
}

/** Props of CrmConnectionCard. */
export interface CrmConnectionCardProps {
  connection: Connection
  segments: Schema<'Segment'>[]
  audiences: Schema<'Audience'>[]
  /** The page's changes, or null for a read-only session (no control is shown). */
  changes: Changes | null
  /** Called once a run was asked for, so the page follows it. */
  onSyncRequested: () => void
}

/** The connection's card. */
export function CrmConnectionCard({ connection, segments, audiences, changes, onSyncRequested }: CrmConnectionCardProps) {
  const [confirming, setConfirming] = useState(false)
  const name = CRM_NAMES[connection.crm] ?? connection.crm
  const path = `/crm/connections/${encodeURIComponent(connection.crm)}`
  const segmentNames = segments.map((segment) => ({ id: segment.segment_id, name: segment.name }))
  return (
    <section class="card" aria-label={`${name} connection`} data-crm={connection.crm}>
      <h2>{name}</h2>
      <dl class="facts">
        <dt>Status</dt>
        <dd data-fact="status">{connection.status === 'paused' ? `paused: ${connection.status_reason ?? 'no reason given'}` : 'active'}</dd>
        <dt>Segments sent</dt>
        <dd data-fact="segments">{namesOf(connection.selection.segments, segmentNames)}</dd>
        <dt>Audiences sent</dt>
        <dd data-fact="audiences">{namesOf(connection.selection.audiences, audiences)}</dd>
        <dt>Last run</dt>
        <dd data-fact="last-run">
          <LastRun run={connection.last_run} />
        </dd>
        <dt>Last successful run</dt>
        <dd>{formatIsoTime(connection.last_success_at) || 'never'}</dd>
        <dt>Next run</dt>
        <dd data-fact="next-run">{connection.status === 'paused' ? 'none while paused' : formatIsoTime(connection.next_run_at) || 'not scheduled'}</dd>
        <dt>Records</dt>
        <dd>
          {formatCount(connection.records_synced)} synced, {formatCount(connection.records_failing)} failing
        </dd>
      </dl>
      <DataTable<RecordError>
        caption={`Records failing in ${name}`}
        name={`crm-errors-${connection.crm}`}
        rows={connection.errors}
        rowKey={(error) => `${error.object}:${error.key}`}
        empty="No record is failing."
        columns={[
          { heading: 'Record', cell: (error) => `${error.object} ${error.key}` },
          { heading: 'Reason', cell: (error) => error.reason },
          { heading: 'Failed', cell: (error) => formatIsoTime(error.at) },
        ]}
      />
      {changes ? (
        <>
          <CrmSelectionForm crm={connection.crm} name={name} selection={connection.selection} segments={segments} audiences={audiences} changes={changes} />
          <div class="actions">
            <button
              type="button"
              disabled={changes.busy}
              onClick={async () => {
                if (await changes.run(() => sendJson('POST', `${path}/sync`))) onSyncRequested()
              }}
            >
              Sync now<span class="visually-hidden"> {name}</span>
            </button>
            {confirming ? null : (
              <button type="button" class="danger" disabled={changes.busy} onClick={() => setConfirming(true)}>
                Disconnect<span class="visually-hidden"> {name}</span>
              </button>
            )}
          </div>
          {confirming ? (
            <div class="notice" role="alertdialog" aria-label={`Disconnect ${name}?`}>
              <p>
                Disconnect {name}? Its stored credential is deleted and nothing more is sent; the records already in {name} stay there.
              </p>
              <div class="actions">
                <button type="button" class="danger" disabled={changes.busy} onClick={() => changes.run(() => sendJson('DELETE', path))}>
                  Yes, disconnect {name}
                </button>
                <button type="button" onClick={() => setConfirming(false)}>
                  Cancel
                </button>
              </div>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
