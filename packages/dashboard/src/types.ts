/** The shapes the dashboard reads (as the server's OpenAPI document describes them). */

/** A paged answer. */
export interface Paged<T> {
  data: T[]
  total_pages: number
  next_page: number | null
}

/** An Account record. */
export interface Account {
  id: string
  account_name: string
  account_domain: string
  country: string | null
  last_activity_date: string | null
  latest_activity: number | null
  active_developers_count: number
  developer_activity: string
  customer_fit: string
  tags: string
}

/** A Developer record. */
export interface Developer {
  id: string
  developer_name: string
  developer_business_email: string | null
  last_activity_date: string | null
  tags?: string
}

/** A row of a top table. */
export interface TopRow {
  value: string
  activity_type: string | null
  count: number
}

/** Totals of a range. */
export interface Totals {
  page_visits: number
  copies: number
  sign_ins: number
  developers: number
}

/** `GET /stats/overview`. */
export interface Overview {
  from: string
  to: string
  series: ({ date: string; activity_source: string } & Totals)[]
  totals: Totals
  previous: Totals
}
