/** Segments and their members (accounts, developers or buyers, by the segment's type). */
import { useState } from 'preact/hooks'
import { accountColumns, developerColumns } from '../components/accountColumns.js'
import { DataTable } from '../components/DataTable.js'
import { ListPage } from '../components/ListPage.js'
import { Pager } from '../components/Pager.js'
import { href } from '../route.js'
import type { Account, Developer, Paged } from '../types.js'
import { useApi } from '../useApi.js'

interface Segment {
  segment_id: string
  name: string
  type: 'ACCOUNT' | 'DEVELOPER' | 'BUYER'
  description: string
}

/** The list of segments. */
export function Segments() {
  return (
    <ListPage<Segment>
      title="Segments"
      name="segments"
      source="/segments"
      columns={[
        { heading: 'Segment', cell: (row) => <a href={href('segments', row.segment_id)}>{row.name}</a> },
        { heading: 'Type', cell: (row) => row.type },
        { heading: 'Description', cell: (row) => row.description },
      ]}
      empty="No segments yet: create one with devtrail segment create."
    />
  )
}

const MEMBERS_PATH = { ACCOUNT: 'accounts', DEVELOPER: 'developers', BUYER: 'buyers' } as const

/** One segment's members. */
export function SegmentPage({ id }: { id: string }) {
  const [page, setPage] = useState(1)
  const segments = useApi<Paged<Segment>>('/segments')
  const segment = segments.data?.data.find((candidate) => candidate.segment_id === id)
  const path = segment ? `/segment/${encodeURIComponent(id)}/${MEMBERS_PATH[segment.type]}` : null
  const members = useApi<Paged<Account & Developer>>(path ? `${path}?page=${page}` : null)
  return (
    <>
      <p class="crumbs">
        <a href={href('segments')}>Segments</a> /
      </p>
      <h1>{segment?.name ?? 'Segment'}</h1>
      {segments.data && !segment ? (
        <p class="error" role="alert">
          This segment does not exist.
        </p>
      ) : null}
      {segment && path ? (
        <>
          <DataTable<Account & Developer>
            caption={`Members (${segment.type.toLowerCase()}s)`}
            name="segment-members"
            source={path}
            rows={members.data?.data}
            error={members.error}
            columns={(segment.type === 'ACCOUNT' ? accountColumns : developerColumns(true)) as never}
          />
          <Pager page={page} totalPages={members.data?.total_pages} onPage={setPage} />
        </>
      ) : null}
    </>
  )
}
