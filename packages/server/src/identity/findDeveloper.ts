/** The developer a person-level command names: a developer id (a merged-away one included) or an e-mail. */
import { DevtrailError } from '../errors.js'
import type { Store } from '../store/store.js'

/** The developer named by an id or an e-mail in `workspaceId` (any workspace when null); not_found otherwise. */
export async function findDeveloper(
  store: Store,
  workspaceId: string | null,
  idOrEmail: string,
): Promise<{ id: string; workspace_id: string; account_id: string | null }> {
  const email = idOrEmail.includes('@') ? idOrEmail.trim().toLowerCase() : null
  let query = store.db.selectFrom('developers').select(['developers.id', 'developers.workspace_id', 'developers.account_id'])
  if (workspaceId !== null) query = query.where('developers.workspace_id', '=', workspaceId)
  const found = email
    ? await query
        .where((eb) =>
          eb.or([
            eb('developers.email', '=', email),
            eb.exists(
              eb
                .selectFrom('developer_identities')
                .select('developer_id')
                .whereRef('developer_identities.developer_id', '=', 'developers.id')
                .where('type', '=', 'email')
                .where('username', '=', email),
            ),
          ]),
        )
        .execute()
    : await query
        .where((eb) =>
          eb.or([
            eb('developers.id', '=', idOrEmail),
            // a merged-away id is the person it became
            eb(
              'developers.id',
              'in',
              eb.selectFrom('developer_aliases').select('developer_aliases.developer_id').where('developer_aliases.alias_id', '=', idOrEmail),
            ),
          ]),
        )
        .execute()
  if (found.length === 0) throw new DevtrailError('not_found', `developer ${idOrEmail} not found`)
  if (found.length > 1) throw new DevtrailError('params_invalid', `${idOrEmail} names developers in ${found.length} workspaces: give the developer id`)
  return found[0]!
}
