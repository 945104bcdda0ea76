/** The naming rule of segments, audiences and lists: 1 to 200 characters, unique within the workspace. */
import { DevtrailError } from '../errors.js'
import type { Store } from '../store/store.js'

/** Checks a new name for a `label` ("segment") of `table`; answers it trimmed. params_invalid or name_taken otherwise. */
export async function checkNewName(
  store: Store,
  table: 'segments' | 'audiences' | 'lists' | 'alert_rules' | 'alert_destinations',
  label: string,
  workspaceId: string,
  name: string,
  currentName: string,
): Promise<string> {
  const trimmed = name.trim()
  if (!trimmed || trimmed.length > 200) throw new DevtrailError('params_invalid', 'name: must be 1 to 200 characters')
  if (trimmed === currentName) return trimmed
  const taken = await store.db.selectFrom(table).select('id').where('workspace_id', '=', workspaceId).where('name', '=', trimmed).executeTakeFirst()
  if (taken) throw new DevtrailError('name_taken', `a ${label} named "${trimmed}" already exists`)
  return trimmed
}
