/**
 * The developer behind each GitHub login: the one owning the `github` identity (however they became
 * known: an earlier delivery, or a website identify listing the login in other_identities), else a
 * new developer known only by that login. A later website identify naming the login folds this
 * developer into the identified person (identifyVisitor), with its activity.
 */
import { newId } from '../ids.js'
import type { Store } from '../store/store.js'
import { canonicalUsername } from './identities.js'

type Db = Store['db']

const LOGINS_PER_QUERY = 500

/**
 * Developer ids by canonical login, creating developers for unknown logins. Run inside a
 * transaction; on PostgreSQL the caller holds the workspace's identify lock.
 */
export async function developersOfGithubLogins(db: Db, workspaceId: string, logins: readonly string[], now: number): Promise<Map<string, string>> {
  const wanted = [...new Set(logins.map((login) => canonicalUsername('github', login)).filter(Boolean))].sort()
  const developers = new Map<string, string>()
  for (let start = 0; start < wanted.length; start += LOGINS_PER_QUERY) {
    const known = await db
      .selectFrom('developer_identities')
      .select(['username', 'developer_id'])
      .where('workspace_id', '=', workspaceId)
      .where('type', '=', 'github')
      .where('username', 'in', wanted.slice(start, start + LOGINS_PER_QUERY))
      .execute()
    for (const identity of known) developers.set(identity.username, identity.developer_id)
  }
  const unknown = wanted.filter((login) => !developers.has(login))
  for (let start = 0; start < unknown.length; start += LOGINS_PER_QUERY) {
    const chunk = unknown.slice(start, start + LOGINS_PER_QUERY).map((login) => ({ login, id: newId() }))
    await db
      .insertInto('developers')
      .values(
        chunk.map(({ id }) => ({
          id,
          workspace_id: workspaceId,
          account_id: null,
          account_named_at: null,
          email: null,
          first_activity: null,
          latest_activity: null,
          created_at: now,
        })),
      )
      .execute()
    await db
      .insertInto('developer_identities')
      .values(chunk.map(({ login, id }) => ({ workspace_id: workspaceId, type: 'github' as const, username: login, developer_id: id })))
      .execute()
    for (const { login, id } of chunk) developers.set(login, id)
  }
  return developers
}
