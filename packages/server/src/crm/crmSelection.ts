/**
 * Which records a run sends: the members of the chosen segments and audiences, nothing else.
 * Companies are accounts (one per domain); people are developers and contacts with an e-mail
 * (one per e-mail: a developer wins over a contact holding the same address).
 */
import { getSegment } from '../segments/segment.js'
import { segmentMemberIds } from '../segments/segmentMembers.js'
import type { Store } from '../store/store.js'
import type { PersonRef } from './crmRecordValues.js'
import type { CrmSelection } from './crmSettings.js'

/** The records of one run, in a stable order. */
export interface SelectedRecords {
  /** Account ids. */
  accounts: string[]
  /** People, one per e-mail. */
  people: PersonRef[]
}

/** The records `selection` covers in the workspace now (unknown segments or audiences are skipped). */
export async function selectedRecords(store: Store, workspaceId: string, selection: CrmSelection, now = Date.now()): Promise<SelectedRecords> {
  const accounts = new Set<string>()
  const developers = new Set<string>()
  const contacts = new Set<string>()
  for (const segmentId of selection.segments) {
    const segment = await getSegment(store, workspaceId, segmentId).catch(() => null)
    if (!segment) continue
    const members = await segmentMemberIds(store, segment, now)
    const target = segment.type === 'ACCOUNT' ? accounts : segment.type === 'DEVELOPER' ? developers : contacts
    for (const id of members) target.add(id)
  }
  if (selection.audiences.length) {
    const members = await store.db
      .selectFrom('audience_members')
      .innerJoin('audiences', 'audiences.id', 'audience_members.audience_id')
      .select('audience_members.contact_id')
      .where('audiences.workspace_id', '=', workspaceId)
      .where('audiences.id', 'in', selection.audiences)
      .orderBy('audience_members.audience_id')
      .orderBy('audience_members.position')
      .execute()
    for (const row of members) contacts.add(row.contact_id)
  }
  return { accounts: [...accounts].sort(), people: await onePerEmail(store, workspaceId, [...developers], [...contacts]) }
}

/** People with an e-mail, one per lower-case address, developers first. */
async function onePerEmail(store: Store, workspaceId: string, developerIds: string[], contactIds: string[]): Promise<PersonRef[]> {
  const byEmail = new Map<string, PersonRef>()
  for (const chunk of chunks(developerIds, 500)) {
    const rows = await store.db.selectFrom('developers').select(['id', 'email']).where('workspace_id', '=', workspaceId).where('id', 'in', chunk).execute()
    for (const row of rows) if (row.email) byEmail.set(row.email.toLowerCase(), { kind: 'developer', id: row.id })
  }
  for (const chunk of chunks(contactIds, 500)) {
    const rows = await store.db.selectFrom('contacts').select(['id', 'email']).where('workspace_id', '=', workspaceId).where('id', 'in', chunk).execute()
    for (const row of rows) {
      const email = row.email.toLowerCase()
      if (email && !byEmail.has(email)) byEmail.set(email, { kind: 'contact', id: row.id })
    }
  }
  return [...byEmail.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, ref]) => ref)
}

/** `items` cut into arrays of at most `size`. */
export function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size))
  return out
}
