/** Segments and their members (accounts, developers or buyers, by the segment's type). */
import type { OperationAnswer, Schema } from '@devtrail/client'
import { useState } from 'preact/hooks'
import { accountColumns, developerColumns } from '../components/accountColumns.js'
import { DataTable } from '../components/DataTable.js'
import { ListPage } from '../components/ListPage.js'
import { Pager } from '../components/Pager.js'
import { href } from '../route.js'
import { useApi } from '../useApi.js'

/** A page of a segment's members: accounts, developers or buyers. */
type SegmentMembers = OperationAnswer<'listSegmentAccounts'> | OperationAnswer<'listSegmentDevelopers'> | OperationAnswer<'listSegmentBuyers'>
type SegmentMember = SegmentMembers['data'][number]

/** The list of segments. */
export function Segments() {
  return (
    <ListPage<Schema<'Segment'>>
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

/** Where a segment's members are, by its type (the client types it as a string). */
const MEMBERS_PATH: Record<string, string | undefined> = { ACCOUNT: 'accounts', DEVELOPER: 'developers', BUYER: 'buyers' }

/** One segment's members. */
export function SegmentPage({ id }: { id: string }) {
  const [page, setPage] = useState(1)
  const segments = useApi<OperationAnswer<'listSegments'>>('/segments')
  const segment = segments.data?.data.find((candidate) => candidate.segment_id === id)
  const membersPath = segment ? MEMBERS_PATH[segment.type] : undefined
  const path = membersPath ? `/segment/${encodeURIComponent(id)}/${membersPath}` : null
  const members = useApi<SegmentMembers>(path ? `${path}?page=${page}` : null)
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
          <DataTable<SegmentMember>
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
