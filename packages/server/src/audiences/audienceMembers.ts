/** One page of an audience's members in their stored positions (`GET /audiences/{audience_id}/members`). */
import { DevtrailError } from '../errors.js'
import type { Store } from '../store/store.js'
import { PAGE_SIZE } from '../dataService/schemas.js'

/** The members on page `page` (from 1) of the workspace's audience, and their total. */
export async function audienceMemberPage(store: Store, workspaceId: string, audienceId: string, page: number) {
  const audience = await store.db
    .selectFrom('audiences')
    .select(['id', 'count'])
    .where('id', '=', audienceId)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst()
  if (!audience) throw new DevtrailError('not_found', `audience ${audienceId} not found`)
  const first = (page - 1) * PAGE_SIZE
  // positions are dense from 0, so a page is a range of the primary key
  const rows = await store.db
    .selectFrom('audience_members')
    .innerJoin('contacts', 'contacts.id', 'audience_members.contact_id')
    .selectAll('contacts')
    .select(['audience_members.is_crm_synced', 'audience_members.crm_last_synced_at'])
    .where('audience_members.audience_id', '=', audienceId)
    .where('audience_members.position', '>=', first)
    .where('audience_members.position', '<', first + PAGE_SIZE)
    .orderBy('audience_members.position')
    .execute()
  return { rows, total: Number(audience.count) }
}
