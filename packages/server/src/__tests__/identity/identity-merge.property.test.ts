/**
 * Property of identity resolution on both stores: whatever sequence of identifies (signed or not)
 * arrives over a small pool of e-mails, GitHub logins and LinkedIn profiles, no person ever holds
 * two e-mails, no person holds an identifier nobody claimed, and every merge is explained by a
 * claim that named both people.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWorkspace } from '../../admin/workspaces.js'
import { identifyVisitor } from '../../identity/identifyVisitor.js'
import { newId } from '../../ids.js'
import type { IdentityKind } from '../../store/schema.js'
import type { Store } from '../../store/store.js'
import { insertVisitor } from '../../../test/seed.js'
import { createTestStore, dialects } from '../../../test/stores.js'

const pool: { type: IdentityKind; username: string }[] = [
  { type: 'email', username: 'ana@one.dev' },
  { type: 'email', username: 'ben@two.dev' },
  { type: 'email', username: 'cy@gmail.com' },
  { type: 'github', username: 'ana-gh' },
  { type: 'github', username: 'ben-gh' },
  { type: 'github', username: 'cy-gh' },
  { type: 'linkedin', username: 'linkedin.com/in/ana' },
  { type: 'linkedin', username: 'linkedin.com/in/ben' },
]
const key = (identity: { type: string; username: string }) => `${identity.type}:${identity.username}`

const claimArbitrary = fc.record({
  visitor: fc.integer({ min: 0, max: 2 }),
  primary: fc.constantFrom(...pool),
  others: fc.subarray(pool, { maxLength: 3 }),
  signed: fc.boolean(),
  firstname: fc.constantFrom(undefined, 'Ana', 'Ben'),
})

describe.each(dialects)('identity merges on %s', (dialect) => {
  let store: Store
  beforeAll(async () => {
    store = await createTestStore(dialect)
  })
  afterAll(async () => {
    await store.close()
  })

  it('never puts two e-mails on one person, and every merge is explained by a claim naming both people', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(claimArbitrary, { minLength: 1, maxLength: 8 }), async (claims) => {
        const workspaceId = (await createWorkspace(store, `w-${newId()}`)).id
        const visitors = [await insertVisitor(store, workspaceId), await insertVisitor(store, workspaceId), await insertVisitor(store, workspaceId)]
        const now = Date.now()
        const claimed = new Set<string>()
        for (const [index, claim] of claims.entries()) {
          const identity = { ...claim.primary, other_identities: claim.others, ...(claim.firstname ? { firstname: claim.firstname } : {}) }
          const outcome = await store.db.transaction().execute((tx) =>
            identifyVisitor(tx, {
              workspaceId,
              visitorId: visitors[claim.visitor]!,
              identity,
              country: '',
              occurredAt: now + index,
              now: now + index,
              verified: claim.signed,
            }),
          )
          if (outcome) for (const identity of [claim.primary, ...claim.others]) claimed.add(key(identity))
        }

        const identities = await store.db.selectFrom('developer_identities').selectAll().where('workspace_id', '=', workspaceId).execute()
        const developers = await store.db.selectFrom('developers').selectAll().where('workspace_id', '=', workspaceId).execute()
        for (const developer of developers) {
          const emails = identities.filter((row) => row.developer_id === developer.id && row.type === 'email').map((row) => row.username)
          expect(emails.length).toBeLessThanOrEqual(1)
          if (developer.email !== null) expect(emails).toEqual([developer.email])
        }
        for (const identity of identities) expect(claimed).toContain(key(identity))

        const holderOf = new Map(identities.map((row) => [key(row), row.developer_id]))
        const aliases = await store.db.selectFrom('developer_aliases').selectAll().where('workspace_id', '=', workspaceId).execute()
        const resolve = (id: string) => aliases.find((alias) => alias.alias_id === id)?.developer_id ?? id
        const merges = await store.db.selectFrom('developer_merges').selectAll().where('workspace_id', '=', workspaceId).execute()
        for (const merge of merges) {
          const claim = (JSON.parse(merge.claim) as { type: string; username: string }[]).map(key)
          const moved = (JSON.parse(merge.identities) as { type: string; username: string }[]).map(key)
          // the claim named someone the merged person was, and all it named is now the survivor's
          expect(moved.some((identity) => claim.includes(identity))).toBe(true)
          for (const identity of claim) expect(holderOf.get(identity)).toBe(resolve(merge.survivor_id))
        }
      }),
      { numRuns: dialect === 'sqlite' ? 60 : 20 },
    )
  })
})
