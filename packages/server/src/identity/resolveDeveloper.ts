/**
 * The developer an id of the data service stands for. A developer merged into another person
 * keeps answering as that person. Buyers are Developer records too: a buyer's
 * id (a contact) is accepted wherever a developer id is, and means the developer the contact is
 * linked to (the same person once they sign in), or a person with no activity yet.
 */
import { DevtrailError } from '../errors.js'
import type { Store } from '../store/store.js'
import { developerOfAlias } from '../developers/aliasRows.js'
import { developerIdInWorkspace } from '../developers/developerRows.js'

/** The developer id behind `id` in the workspace; null for a buyer not (yet) linked to a developer; not_found otherwise. */
export async function resolveDeveloperId(store: Store, workspaceId: string, id: string): Promise<string | null> {
  const developer = await developerIdInWorkspace(store.db, workspaceId, id)
  if (developer !== undefined) return developer
  const alias = await developerOfAlias(store.db, workspaceId, id)
  if (alias !== undefined) return alias
  const buyer = await store.db.selectFrom('contacts').select('developer_id').where('id', '=', id).where('workspace_id', '=', workspaceId).executeTakeFirst()
  if (buyer) return buyer.developer_id
  throw new DevtrailError('not_found', `developer ${id} not found`)
}
