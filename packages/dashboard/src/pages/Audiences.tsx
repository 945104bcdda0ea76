/** Audiences and their members. */
import type { OperationAnswer, Schema } from '@devtrail/client'
import { useState } from 'preact/hooks'
import { DataTable } from '../components/DataTable.js'
import { ListPage } from '../components/ListPage.js'
import { Pager } from '../components/Pager.js'
import { formatIsoTime } from '../format.js'
import { href } from '../route.js'
import { useApi } from '../useApi.js'

/** The list of audiences. */
export function Audiences() {
  return (
    <ListPage<Schema<'Audience'>>
      title="Audiences"
      name="audiences"
      source="/audiences"
      columns={[
        { heading: 'Audience', cell: (row) => <a href={href('audiences', row.id)}>{row.name}</a> },
        { heading: 'Members', numeric: true, cell: (row) => row.count },
        { heading: 'Last refreshed', cell: (row) => row.last_synced_at ?? 'never' },
      ]}
      empty="No audiences yet: create one with devtrail audience create."
    />
  )
}

/** One audience's members, with whether each is synced to a CRM. */
export function AudiencePage({ id }: { id: string }) {
  const [page, setPage] = useState(1)
  const audiences = useApi<OperationAnswer<'listAudiences'>>('/audiences')
  const audience = audiences.data?.data.find((candidate) => candidate.id === id)
  const path = `/audiences/${encodeURIComponent(id)}/members`
  const members = useApi<OperationAnswer<'listAudienceMembers'>>(`${path}?page=${page}`)
  return (
    <>
      <p class="crumbs">
        <a href={href('audiences')}>Audiences</a> /
      </p>
      <h1>{audience?.name ?? 'Audience'}</h1>
      <DataTable<Schema<'AudienceMember'>>
        caption="Members"
        name="audience-members"
        source={`${path}?page=1`}
        rows={members.data?.data}
        error={members.error}
        columns={[
          { heading: 'Name', cell: (row) => row.full_name ?? '' },
          { heading: 'Title', cell: (row) => row.designation ?? '' },
          { heading: 'Country', cell: (row) => row.country ?? '' },
          { heading: 'E-mail', cell: (row) => `${row.email ?? ''}${row.email_verified ? ' (verified)' : ''}` },
          { heading: 'In the CRM', cell: (row) => (row.isCrmSynced === null ? 'not synced' : `synced ${formatIsoTime(row.crmLastSyncedTime)}`) },
        ]}
      />
      <Pager page={page} totalPages={members.data?.total_pages} onPage={setPage} />
    </>
  )
}
