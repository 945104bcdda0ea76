/** A developer: identities, account and the timeline of visits and copies. */
import type { OperationAnswer, Schema } from '@devtrail/client'
import { DataTable } from '../components/DataTable.js'
import { formatTime } from '../format.js'
import { href } from '../route.js'
import { useApi } from '../useApi.js'

/** The developer page. */
export function DeveloperPage({ id }: { id: string }) {
  const profile = useApi<OperationAnswer<'getStatsDeveloper'>>(`/stats/developers/${encodeURIComponent(id)}`)
  const timelinePath = `/stats/developers/${encodeURIComponent(id)}/activities`
  const timeline = useApi<OperationAnswer<'listStatsDeveloperTimeline'>>(timelinePath)
  const person = profile.data?.data
  return (
    <>
      <p class="crumbs">
        {person?.account_id ? (
          <>
            <a href={href('accounts')}>Accounts</a> / <a href={href('accounts', person.account_id)}>{person.account_name}</a> /
          </>
        ) : (
          <a href={href('accounts')}>Accounts</a>
        )}
      </p>
      <h1>{person ? person.developer_name || person.developer_business_email || person.id : 'Developer'}</h1>
      {profile.error ? (
        <p class="error" role="alert">
          {profile.error}
        </p>
      ) : null}
      {person ? (
        <dl class="facts">
          <dt>Account</dt>
          <dd>{person.account_id ? <a href={href('accounts', person.account_id)}>{person.account_name}</a> : 'none'}</dd>
          <dt>Title</dt>
          <dd>{person.designation ?? 'unknown'}</dd>
          <dt>Country</dt>
          <dd>{person.country ?? 'unknown'}</dd>
          <dt>Last activity (UTC)</dt>
          <dd>{person.last_activity_date ?? 'never'}</dd>
          <dt>Identities</dt>
          <dd>
            <ul class="identities">
              {person.identities.map((identity) => (
                <li key={`${identity.type}:${identity.username}`}>
                  {identity.type}: {identity.username}
                </li>
              ))}
            </ul>
          </dd>
        </dl>
      ) : null}
      <DataTable<Schema<'TimelineActivity'>>
        caption="Timeline"
        name="developer-timeline"
        source={timelinePath}
        rows={timeline.data?.data}
        error={timeline.error}
        columns={[
          { heading: 'When (UTC)', cell: (activity) => formatTime(activity.action_time) },
          { heading: 'Activity', cell: (activity) => activity.activity_type },
          { heading: 'Source', cell: (activity) => activity.activity_source },
          { heading: 'Page or copied text', cell: (activity) => (activity.copied_text ? <code>{activity.copied_text}</code> : (activity.page ?? '')) },
        ]}
      />
    </>
  )
}
