/**
 * Audience filters match what they say, on both stores: a designation matches whole words, case
 * ignored (`CTO` is never "Director"); seniority, job function and location match whole values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAudience } from '../../audiences/audience.js'
import { createSegment } from '../../segments/segment.js'
import type { Store } from '../../store/store.js'
import { insertContact, seedWorkspace } from '../../../test/seed.js'
import { createTestStore, dialects } from '../../../test/stores.js'

describe.each(dialects)('audience filter matching on %s', (dialect) => {
  let store: Store
  beforeAll(async () => {
    store = await createTestStore(dialect)
  })
  afterAll(async () => {
    await store.close()
  })

  it('matches designations as whole words and the other filters as whole values', async () => {
    const { workspaceId } = await seedWorkspace(store, `Filters ${dialect}`)
    const titles = [
      'CTO',
      'Co-founder & CTO',
      'cto, platform',
      'Director of Engineering',
      'Senior VP Engineering',
      'VP Engineering Ops',
      'VP, Engineering',
      'Deputy CTO (interim)',
      'Vice President Sales',
    ]
    for (const [index, designation] of titles.entries()) {
      await insertContact(store, workspaceId, {
        email: `p${index}@acme.io`,
        designation,
        seniority: index % 2 ? 'VP' : 'CXO',
        country: index < 4 ? 'US' : 'DE',
      })
    }
    const buyers = await createSegment(store, { workspaceId, type: 'BUYER', name: 'Everyone', filter: {} })
    const members = async (name: string, filter: Record<string, string[]>) => {
      const audience = await createAudience(store, { workspaceId, segmentId: buyers.id, name, filter, createdBy: 'ops@acme.com' })
      const rows = await store.db
        .selectFrom('audience_members')
        .innerJoin('contacts', 'contacts.id', 'audience_members.contact_id')
        .select('contacts.designation')
        .where('audience_members.audience_id', '=', audience.id)
        .execute()
      return rows.map((row) => row.designation).sort()
    }
    expect(await members('CTOs', { designation: ['CTO'] })).toEqual(['CTO', 'Co-founder & CTO', 'Deputy CTO (interim)', 'cto, platform'].sort())
    expect(await members('VP Eng', { designation: ['vp engineering'] })).toEqual(['Senior VP Engineering', 'VP Engineering Ops', 'VP, Engineering'].sort())
    expect(await members('Directors', { designation: ['Director'] })).toEqual(['Director of Engineering'])
    expect(await members('Presidents', { designation: ['President'] })).toEqual(['Vice President Sales'])
    expect(await members('US CXOs', { seniority: ['cxo'], location: ['us'] })).toEqual(['CTO', 'cto, platform'].sort())
  })
})
