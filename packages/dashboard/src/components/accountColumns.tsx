/** Columns of account and developer tables, shared by the pages that list them. */
import { href } from '../route.js'
import type { Account, Developer } from '../types.js'
import type { Column } from './DataTable.js'

/** Account columns: name (a link), domain, activity level, fit, active developers, last activity. */
export const accountColumns: Column<Account>[] = [
  { heading: 'Account', cell: (row) => <a href={href('accounts', row.id)}>{row.account_name}</a> },
  { heading: 'Domain', cell: (row) => row.account_domain },
  { heading: 'Activity', cell: (row) => <span class={`level level-${row.developer_activity.toLowerCase()}`}>{row.developer_activity}</span> },
  { heading: 'Customer fit', cell: (row) => row.customer_fit },
  { heading: 'Active developers', numeric: true, cell: (row) => row.active_developers_count },
  { heading: 'Last activity (UTC)', cell: (row) => row.last_activity_date ?? 'never' },
]

/** Developer columns: name (a link), e-mail, last activity, and tags when the rows have them. */
export function developerColumns(withTags: boolean): Column<Developer>[] {
  return [
    { heading: 'Developer', cell: (row) => <a href={href('developers', row.id)}>{row.developer_name || row.developer_business_email || row.id}</a> },
    { heading: 'E-mail', cell: (row) => row.developer_business_email ?? '' },
    { heading: 'Last activity (UTC)', cell: (row) => row.last_activity_date ?? 'never' },
    ...(withTags ? [{ heading: 'Tags', cell: (row: Developer) => row.tags ?? '' }] : []),
  ]
}
