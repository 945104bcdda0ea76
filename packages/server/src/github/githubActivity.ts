/** One GitHub event as Devtrail stores it: what happened, where, when, and who did it. */

/** The activity types GitHub events become. */
export type GithubActivityType = 'STAR' | 'FORK' | 'WATCH' | 'ISSUE' | 'PULL_REQUEST' | 'ISSUE_COMMENT'

/** A GitHub event ready to store. */
export interface GithubActivity {
  /** Deterministic activity id (githubActivityId): the same delivery or import row is one activity. */
  id: string
  activityType: GithubActivityType
  /** GITHUB_WEBHOOK for deliveries, GITHUB_IMPORT for the backfill. */
  sourceType: 'GITHUB_WEBHOOK' | 'GITHUB_IMPORT'
  /** The repository, issue or pull request URL. */
  page: string
  /** When it happened, epoch ms (never later than its arrival). */
  occurredAt: number
  /** The GitHub login of who did it (any case). */
  login: string
}

/** Epoch ms of an ISO timestamp from GitHub, capped at `receivedAt`; `receivedAt` when absent or unreadable. */
export function githubTime(value: unknown, receivedAt: number): number {
  const time = typeof value === 'string' ? Date.parse(value) : typeof value === 'number' ? value * 1000 : Number.NaN
  return Number.isFinite(time) ? Math.min(time, receivedAt) : receivedAt
}
