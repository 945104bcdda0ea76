/** Columns of account and developer tables, shared by the pages that list them. */
import { href } from '../route.js'
import type { Schema } from '@devtrail/client'
import type { Column } from './DataTable.js'

/** Account columns: name (a link), domain, activity level, fit, active developers, last activity. */
export const accountColumns: Column<Schema<'Account'>>[] = [
  { heading: 'Account', cell: (row) => <a href={href('accounts', row.id)}>{row.account_name}</a> },
  { heading: 'Domain', cell: (row) => row.account_domain },
  { heading: 'Activity', cell: (row) => <span class={`level level-${row.developer_activity.toLowerCase()}`}>{row.developer_activity}</span> },
  { heading: 'Customer fit', cell: (row) => row.customer_fit },
  { heading: 'Active developers', numeric: true, cell: (row) => row.active_developers_count },
  { heading: 'Last activity (UTC)', cell: (row) => row.last_activity_date ?? 'never' },
]

/** A developer row: of an account's developers, or of a segment's (these carry tags). */
export type DeveloperRow = Schema<'Developer'> | Schema<'SegmentDeveloper'>

/** Developer columns: name (a link), e-mail, last activity, and tags when the rows have them. */
export function developerColumns(withTags: boolean): Column<DeveloperRow>[] {
  return [
    { heading: 'Developer', cell: (row) => <a href={href('developers', row.id)}>{row.developer_name || row.developer_business_email || row.id}</a> },
    { heading: 'E-mail', cell: (row) => row.developer_business_email ?? '' },
    { heading: 'Last activity (UTC)', cell: (row) => row.last_activity_date ?? 'never' },
    ...(withTags ? [{ heading: 'Tags', cell: (row: DeveloperRow) => ('tags' in row ? row.tags : '') }] : []),
  ]
}
