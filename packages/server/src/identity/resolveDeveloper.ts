/**
 * The developer an id of the data service stands for. A developer merged into another person
 * keeps answering as that person. Buyers are Developer records too: a buyer's
 * id (a contact) is accepted wherever a developer id is, and means the developer the contact is
 * linked to (the same person once they sign in), or a person with no activity yet.
 */
import { DevtrailError } from '../errors.js'
import type { Store } from '../store/store.js'

/** The developer id behind `id` in the workspace; null for a buyer not (yet) linked to a developer; not_found otherwise. */
export async function resolveDeveloperId(store: Store, workspaceId: string, id: string): Promise<string | null> {
  const developer = await store.db.selectFrom('developers').select('id').where('id', '=', id).where('workspace_id', '=', workspaceId).executeTakeFirst()
  if (developer) return developer.id
  const alias = await store.db
    .selectFrom('developer_aliases')
    .select('developer_id')
    .where('alias_id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst()
  if (alias) return alias.developer_id
  const buyer = await store.db.selectFrom('contacts').select('developer_id').where('id', '=', id).where('workspace_id', '=', workspaceId).executeTakeFirst()
  if (buyer) return buyer.developer_id
  throw new DevtrailError('not_found', `developer ${id} not found`)
}
