/**
 * An audience mirrored as a HubSpot list through the Lists API v3 (`@hubspot/api-client`'s
 * `crm.lists`): a MANUAL contacts list named after the audience, found by name or created, whose
 * memberships are brought to the audience's members by record id: those who joined are added,
 * those who left removed, in one add-and-remove call per 1,000 changes.
 * Docs: https://developers.hubspot.com/docs/api/crm/lists
 */
import type { Client } from '@hubspot/api-client'

/** HubSpot's object type id of contacts. */
export const CONTACTS_OBJECT_TYPE_ID = '0-1'
/** Memberships read per page (the API's maximum). */
const MEMBERSHIP_PAGE = 250
/** Record ids per add-and-remove call. */
const CHANGES_PER_CALL = 1000

/** Sends one HubSpot call inside the connection's request window (the writer's `call`). */
export type HubspotCall = <T>(run: () => Promise<{ data: T; headers: Record<string, string> }>, signal?: AbortSignal) => Promise<T>

/** What a mirror changed. */
export interface ListMirror {
  listId: string
  added: number
  removed: number
}

/** Brings the list named `name` to exactly `contactIds` (HubSpot record ids). */
export async function mirrorHubspotList(client: Client, call: HubspotCall, name: string, contactIds: string[], signal?: AbortSignal): Promise<ListMirror> {
  const lists = client.crm.lists
  let listId: string
  try {
    const found = await call(() => lists.listsApi.getByNameWithHttpInfo(name, CONTACTS_OBJECT_TYPE_ID), signal)
    if (found.list.processingType !== 'MANUAL')
      throw new Error(`the HubSpot list "${name}" exists and is ${found.list.processingType}, not MANUAL: rename it or the audience`)
    listId = found.list.listId
  } catch (error) {
    if ((error as { code?: number }).code !== 404) throw error
    const created = await call(() => lists.listsApi.createWithHttpInfo({ name, objectTypeId: CONTACTS_OBJECT_TYPE_ID, processingType: 'MANUAL' }), signal)
    listId = created.list.listId
  }
  const current = new Set<string>()
  let after: string | undefined
  do {
    const page = await call(() => lists.membershipsApi.getPageWithHttpInfo(listId, after, undefined, MEMBERSHIP_PAGE), signal)
    for (const member of page.results) current.add(String(member.recordId))
    after = page.paging?.next?.after
  } while (after)
  const wanted = new Set(contactIds)
  const toAdd = [...wanted].filter((id) => !current.has(id))
  const toRemove = [...current].filter((id) => !wanted.has(id))
  for (let start = 0; start < Math.max(toAdd.length, toRemove.length); start += CHANGES_PER_CALL) {
    const change = { recordIdsToAdd: toAdd.slice(start, start + CHANGES_PER_CALL), recordIdsToRemove: toRemove.slice(start, start + CHANGES_PER_CALL) }
    await call(() => lists.membershipsApi.addAndRemoveWithHttpInfo(listId, change), signal)
  }
  return { listId, added: toAdd.length, removed: toRemove.length }
}
