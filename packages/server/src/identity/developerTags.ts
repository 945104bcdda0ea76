/**
 * A developer's tags: the comma-separated names the data service shows in `tags`. Set, added to,
 * removed from or cleared through the API and the CLI; names are trimmed, commas are not allowed
 * inside a name, and a name appears once (compared without regard to case).
 */
import { DevtrailError } from '../errors.js'
import type { Store } from '../store/store.js'
import { developerTagsRow, updateDeveloper } from '../developers/developerRows.js'

/** How to change a developer's tags: replace them all, or add and remove names. */
export type TagChange = { set: string[] } | { add?: string[]; remove?: string[] }

const MAX_TAGS = 50
const MAX_TAG_LENGTH = 64

function checked(names: string[]): string[] {
  const result: string[] = []
  for (const raw of names) {
    const name = raw.trim()
    if (!name) continue
    if (name.includes(',') || name.length > MAX_TAG_LENGTH)
      throw new DevtrailError('params_invalid', `tags: "${name.slice(0, 80)}" must be 1 to ${MAX_TAG_LENGTH} characters without a comma`)
    if (!result.some((kept) => kept.toLowerCase() === name.toLowerCase())) result.push(name)
  }
  if (result.length > MAX_TAGS) throw new DevtrailError('params_invalid', `tags: at most ${MAX_TAGS} tags`)
  return result
}

/** Changes the tags of the developer `id` in `workspaceId` (any workspace when null); answers the tags now in force. */
export async function changeDeveloperTags(store: Store, workspaceId: string | null, id: string, change: TagChange): Promise<string[]> {
  const developer = await developerTagsRow(store.db, workspaceId, id)
  if (!developer) throw new DevtrailError('not_found', `developer ${id} not found`)
  const current = developer.tags ? developer.tags.split(',') : []
  let next: string[]
  if ('set' in change) {
    next = checked(change.set)
  } else {
    const removed = new Set(checked(change.remove ?? []).map((name) => name.toLowerCase()))
    next = checked([...current, ...(change.add ?? [])]).filter((name) => !removed.has(name.toLowerCase()))
  }
  await updateDeveloper(store.db, developer.id, { tags: next.join(',') })
  return next
}
