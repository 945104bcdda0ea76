/** The developer a person-level command names: a developer id (a merged-away one included) or an e-mail. */
import { developersWithEmail, developersWithIdOrAlias, type FoundDeveloper } from '../developers/developerRows.js'
import { DevtrailError } from '../errors.js'
import type { Store } from '../store/store.js'

/** The developer named by an id or an e-mail in `workspaceId` (any workspace when null); not_found otherwise. */
export async function findDeveloper(store: Store, workspaceId: string | null, idOrEmail: string): Promise<FoundDeveloper> {
  const email = idOrEmail.includes('@') ? idOrEmail.trim().toLowerCase() : null
  const found = email ? await developersWithEmail(store.db, workspaceId, email) : await developersWithIdOrAlias(store.db, workspaceId, idOrEmail)
  if (found.length === 0) throw new DevtrailError('not_found', `developer ${idOrEmail} not found`)
  if (found.length > 1) throw new DevtrailError('params_invalid', `${idOrEmail} names developers in ${found.length} workspaces: give the developer id`)
  return found[0]!
}
