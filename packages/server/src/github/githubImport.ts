/**
 * The backfill: a repository's stargazers (`GET /repos/{repo}/stargazers` with
 * `Accept: application/vnd.github.star+json`: `[{starred_at, user}]`) or forks
 * (`GET /repos/{repo}/forks`: repositories with `owner` and `created_at`) as GITHUB_IMPORT
 * activities. Ids are derived from repository, type and login, so a re-import adds nothing.
 */
import { readFile } from 'node:fs/promises'
import { getWorkspace } from '../admin/workspaces.js'
import { DevtrailError } from '../errors.js'
import type { Store } from '../store/store.js'
import { githubTime, type GithubActivity } from './githubActivity.js'
import { githubActivityId } from './githubActivityId.js'
import { writeGithubActivities } from './writeGithubActivities.js'

const REPOSITORY = /^[a-z0-9](?:[a-z0-9-]{0,38})\/[a-z0-9._-]{1,100}$/i
const ROWS_PER_TRANSACTION = 1000

/** What an import did. */
export interface GithubImportResult {
  /** STAR for a stargazers file, FORK for a forks file. */
  activity_type: 'STAR' | 'FORK'
  /** Rows in the file. */
  rows: number
  /** Activities stored now (rows imported before are not stored again). */
  imported: number
}

type Json = Record<string, unknown>
const objectOf = (value: unknown): Json => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {})
const loginOf = (user: unknown): string => {
  const login = objectOf(user).login
  return typeof login === 'string' ? login.trim() : ''
}

/** The rows of an export: one JSON array, or the array of pages that `gh api --paginate --slurp` writes. */
function rowsOf(text: string): unknown[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new DevtrailError('params_invalid', 'the file is not JSON: save the API answer as it is (a JSON array)')
  }
  if (!Array.isArray(parsed)) throw new DevtrailError('params_invalid', 'the file must hold a JSON array of stargazers or forks')
  return parsed.every(Array.isArray) ? parsed.flat() : parsed
}

/** The activities of an export file's text for `repo` (`org/name`); `now` stands in for no time. */
export function activitiesOfGithubExport(text: string, repo: string, now: number): { activityType: 'STAR' | 'FORK'; activities: GithubActivity[] } {
  if (!REPOSITORY.test(repo)) throw new DevtrailError('params_invalid', `--repo must be owner/name (got "${repo}")`)
  const rows = rowsOf(text)
  const first = objectOf(rows[0])
  const activityType = 'owner' in first && !('user' in first) ? 'FORK' : 'STAR'
  const page = `https://github.com/${repo}`
  const activities = rows.map((row, index): GithubActivity => {
    const item = objectOf(row)
    const login = loginOf(activityType === 'STAR' ? item.user : item.owner)
    const time = activityType === 'STAR' ? item.starred_at : item.created_at
    if (!login || typeof time !== 'string') {
      const expected =
        activityType === 'STAR'
          ? '{starred_at, user} (request stargazers with Accept: application/vnd.github.star+json)'
          : 'a repository with owner and created_at'
      throw new DevtrailError('params_invalid', `row ${index + 1} is not ${expected}`)
    }
    return {
      id: githubActivityId(`import:${repo.toLowerCase()}:${activityType}:${login.toLowerCase()}`),
      activityType,
      sourceType: 'GITHUB_IMPORT',
      page,
      occurredAt: githubTime(time, now),
      login,
    }
  })
  return { activityType, activities }
}

/** Imports an export file into the workspace, reporting progress after each transaction. */
export async function importGithubExport(
  store: Store,
  options: { workspaceId: string; repo: string; path: string; onProgress?: (done: number, total: number) => void },
): Promise<GithubImportResult> {
  await getWorkspace(store, options.workspaceId)
  const now = Date.now()
  const { activityType, activities } = activitiesOfGithubExport(await readFile(options.path, 'utf8'), options.repo, now)
  let imported = 0
  for (let start = 0; start < activities.length; start += ROWS_PER_TRANSACTION) {
    imported += await writeGithubActivities(store, options.workspaceId, activities.slice(start, start + ROWS_PER_TRANSACTION), now)
    options.onProgress?.(Math.min(start + ROWS_PER_TRANSACTION, activities.length), activities.length)
  }
  return { activity_type: activityType, rows: activities.length, imported }
}
