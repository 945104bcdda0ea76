/**
 * HubSpot's Lists API v3 for the HubSpot test server, with the shapes of its public docs
 * (https://developers.hubspot.com/docs/api/crm/lists and the endpoint reference under it):
 * - `POST /crm/v3/lists/` with `{name, objectTypeId, processingType}` (MANUAL lists carry no
 *   filterBranch); answers `{list: {listId, name, objectTypeId, processingType, processingStatus,
 *   listVersion, size, createdAt, updatedAt}}`; a name already taken is refused.
 * - `GET /crm/v3/lists/object-type-id/{objectTypeId}/name/{listName}`: `{list}`, or 404.
 * - `GET /crm/v3/lists/{listId}/memberships?limit=&after=` (limit at most 250): `{results:
 *   [{recordId, membershipTimestamp}], paging: {next: {after}}}`.
 * - `PUT /crm/v3/lists/{listId}/memberships/add-and-remove` with `{recordIdsToAdd,
 *   recordIdsToRemove}` (arrays of record id strings) on a MANUAL or SNAPSHOT list; answers
 *   `{recordIdsAdded, recordIdsRemoved, recordsIdsMissing}`.
 * A list's members are kept in `lists`; `changes` counts add-and-remove calls.
 */
import { isObject, type FakeAnswer, type FakeRequest } from './fakeServer.js'

/** A list as the fake holds it. */
export interface FakeList {
  listId: string
  name: string
  objectTypeId: string
  processingType: string
  members: Map<string, string>
}

/** The Lists API over the contacts `contactIds` names (a record id must be a contact the fake holds). */
export function createHubspotLists(violation: (message: string) => FakeAnswer, contactExists: (recordId: string) => boolean) {
  const lists = new Map<string, FakeList>()
  const counts = { changes: 0 }
  const notFound = (message: string): FakeAnswer => ({ status: 404, body: { status: 'error', message, category: 'OBJECT_NOT_FOUND' } })
  const shape = (list: FakeList) => ({
    listId: list.listId,
    name: list.name,
    objectTypeId: list.objectTypeId,
    processingType: list.processingType,
    processingStatus: 'COMPLETE',
    listVersion: 1,
    size: list.members.size,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  })

  function create(body: unknown): FakeAnswer {
    if (!isObject(body) || typeof body.name !== 'string' || !body.name) return violation('create list: a name')
    if (body.objectTypeId !== '0-1') return violation(`create list: objectTypeId 0-1 (contacts), got ${String(body.objectTypeId)}`)
    if (!['MANUAL', 'DYNAMIC', 'SNAPSHOT'].includes(String(body.processingType))) return violation('create list: processingType MANUAL, DYNAMIC or SNAPSHOT')
    if (body.processingType === 'MANUAL' && body.filterBranch !== undefined) return violation('create list: a MANUAL list has no filterBranch')
    if ([...lists.values()].some((list) => list.name.toLowerCase() === (body.name as string).toLowerCase()))
      return violation(`create list: the name "${body.name}" is taken (look it up by name first)`)
    const list: FakeList = {
      listId: String(lists.size + 1),
      name: body.name,
      objectTypeId: '0-1',
      processingType: String(body.processingType),
      members: new Map(),
    }
    lists.set(list.listId, list)
    return { status: 200, body: { list: shape(list) } }
  }

  function memberships(list: FakeList, request: FakeRequest): FakeAnswer {
    const limit = Number(request.query.get('limit') ?? 100)
    if (!Number.isInteger(limit) || limit < 1 || limit > 250) return violation(`memberships: limit 1 to 250 (got ${request.query.get('limit')})`)
    const ids = [...list.members.keys()].sort()
    const from = Number(request.query.get('after') ?? 0)
    const results = ids.slice(from, from + limit).map((recordId) => ({ recordId, membershipTimestamp: list.members.get(recordId) }))
    return { status: 200, body: { results, ...(from + limit < ids.length ? { paging: { next: { after: String(from + limit) } } } : {}), total: ids.length } }
  }

  function addAndRemove(list: FakeList, body: unknown): FakeAnswer {
    if (!isObject(body) || !Array.isArray(body.recordIdsToAdd) || !Array.isArray(body.recordIdsToRemove))
      return violation('add-and-remove: {recordIdsToAdd, recordIdsToRemove}')
    const ids = [...body.recordIdsToAdd, ...body.recordIdsToRemove]
    if (ids.some((id) => typeof id !== 'string')) return violation('add-and-remove: record ids are strings')
    if (list.processingType === 'DYNAMIC') return violation(`add-and-remove: list ${list.listId} is DYNAMIC`)
    counts.changes++
    const missing = (body.recordIdsToAdd as string[]).filter((id) => !contactExists(id))
    const added = (body.recordIdsToAdd as string[]).filter((id) => contactExists(id) && !list.members.has(id))
    for (const id of added) list.members.set(id, new Date().toISOString())
    const removed = (body.recordIdsToRemove as string[]).filter((id) => list.members.delete(id))
    return { status: 200, body: { recordIdsAdded: added, recordIdsRemoved: removed, recordsIdsMissing: missing } }
  }

  /** Answers a request under `/crm/v3/lists`, or null when the path is not one. */
  function handle(request: FakeRequest): FakeAnswer | null {
    if (!request.path.startsWith('/crm/v3/lists')) return null
    if (/^\/crm\/v3\/lists\/?$/.test(request.path) && request.method === 'POST') return create(request.body)
    const byName = /^\/crm\/v3\/lists\/object-type-id\/([^/]+)\/name\/([^/]+)$/.exec(request.path)
    if (byName && request.method === 'GET') {
      const name = decodeURIComponent(byName[2]!)
      const list = [...lists.values()].find((candidate) => candidate.objectTypeId === byName[1] && candidate.name.toLowerCase() === name.toLowerCase())
      return list ? { status: 200, body: { list: shape(list) } } : notFound(`List does not exist with name ${name}`)
    }
    const member = /^\/crm\/v3\/lists\/(\d+)\/memberships(\/add-and-remove)?$/.exec(request.path)
    const list = member ? lists.get(member[1]!) : undefined
    if (member && !list) return notFound(`List ${member[1]} does not exist`)
    if (member && !member[2] && request.method === 'GET') return memberships(list!, request)
    if (member?.[2] && request.method === 'PUT') return addAndRemove(list!, request.body)
    return violation(`no such Lists endpoint: ${request.method} ${request.path}`)
  }

  return { lists, counts, handle }
}
