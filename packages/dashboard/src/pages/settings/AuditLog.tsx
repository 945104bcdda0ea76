/** Settings > Audit log: every change to the workspace, newest first, with its CSV export. */
import type { OperationAnswer, Schema } from '@devtrail/client'
import { useState } from 'preact/hooks'
import { DataTable } from '../../components/DataTable.js'
import { Pager } from '../../components/Pager.js'
import { formatTime } from '../../format.js'
import { useApi } from '../../useApi.js'

const json = (value: unknown) => (value === null || value === undefined ? '' : <code>{JSON.stringify(value)}</code>)

/** The audit log tab. */
export function AuditLog() {
  const [page, setPage] = useState(1)
  const events = useApi<OperationAnswer<'listAuditEvents'>>(`/audit?page=${page}`)
  return (
    <>
      <DataTable<Schema<'AuditEvent'>>
        caption="Audit log"
        name="audit"
        source="/audit"
        rows={events.data?.data}
        error={events.error}
        rowKey={(event) => event.id}
        empty="No changes recorded yet."
        columns={[
          { heading: 'When (UTC)', cell: (event) => formatTime(event.at) },
          { heading: 'Who', cell: (event) => event.actor_label },
          { heading: 'Action', cell: (event) => event.action },
          { heading: 'Target', cell: (event) => `${event.target_type} ${event.target_id ?? ''}` },
          { heading: 'Address', cell: (event) => event.address ?? '' },
          { heading: 'Before', cell: (event) => json(event.before) },
          { heading: 'After', cell: (event) => json(event.after) },
        ]}
      />
      <Pager page={page} totalPages={events.data?.total_pages} onPage={setPage} />
    </>
  )
}
