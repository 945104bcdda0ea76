/**
 * What a GitHub webhook delivery becomes: star (created), fork, watch (started), issues (opened),
 * pull_request (opened, or closed as merged) and issue_comment (created) are one activity each;
 * every other event or action is acknowledged and not stored.
 */
import { githubTime, type GithubActivity, type GithubActivityType } from './githubActivity.js'
import { githubActivityId } from './githubActivityId.js'

type Json = Record<string, unknown>

function objectOf(value: unknown): Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {}
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/** The activity type, page and time of the event, or null for events Devtrail does not store. */
function describe(event: string, payload: Json, receivedAt: number): { type: GithubActivityType; page: string; occurredAt: number } | null {
  const action = textOf(payload.action)
  const repositoryUrl = textOf(objectOf(payload.repository).html_url)
  if (event === 'star' && action === 'created') return { type: 'STAR', page: repositoryUrl, occurredAt: githubTime(payload.starred_at, receivedAt) }
  if (event === 'fork') return { type: 'FORK', page: repositoryUrl, occurredAt: githubTime(objectOf(payload.forkee).created_at, receivedAt) }
  if (event === 'watch' && action === 'started') return { type: 'WATCH', page: repositoryUrl, occurredAt: receivedAt }
  if (event === 'issues' && action === 'opened') {
    const issue = objectOf(payload.issue)
    return { type: 'ISSUE', page: textOf(issue.html_url) || repositoryUrl, occurredAt: githubTime(issue.created_at, receivedAt) }
  }
  if (event === 'pull_request') {
    const pull = objectOf(payload.pull_request)
    const page = textOf(pull.html_url) || repositoryUrl
    if (action === 'opened') return { type: 'PULL_REQUEST', page, occurredAt: githubTime(pull.created_at, receivedAt) }
    if (action === 'closed' && pull.merged === true) return { type: 'PULL_REQUEST', page, occurredAt: githubTime(pull.merged_at, receivedAt) }
    return null
  }
  if (event === 'issue_comment' && action === 'created') {
    const issue = objectOf(payload.issue)
    return { type: 'ISSUE_COMMENT', page: textOf(issue.html_url) || repositoryUrl, occurredAt: githubTime(objectOf(payload.comment).created_at, receivedAt) }
  }
  return null
}

/**
 * The activity a delivery (`X-GitHub-Event`, `X-GitHub-Delivery`, parsed payload) stands for, or
 * null when it is not stored (another event or action, or no sender login).
 */
export function activityOfDelivery(event: string, deliveryId: string, payload: unknown, receivedAt: number): GithubActivity | null {
  const body = objectOf(payload)
  const login = textOf(objectOf(body.sender).login).trim()
  const described = describe(event, body, receivedAt)
  if (!described || !login) return null
  return {
    id: githubActivityId(`delivery:${deliveryId.trim().toLowerCase()}`),
    activityType: described.type,
    sourceType: 'GITHUB_WEBHOOK',
    page: described.page,
    occurredAt: described.occurredAt,
    login,
  }
}
