/**
 * The identity-trust migration on both stores: identities stored before canonical comparison are
 * rewritten in canonical form, and a spelling whose canonical form another person already holds is
 * dropped and listed as a conflict instead of merging the two.
 */
import { Migrator } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listConflicts } from '../../identity/identityConflicts.js'
import { migrationProvider } from '../../store/migrations/index.js'
import { openStore, type Store } from '../../store/store.js'
import { createTestDatabase, dialects } from '../../../test/stores.js'

describe.each(dialects)('identity migration on %s', (dialect) => {
  let store: Store
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    store = await openStore(database.url, { migrate: false })
  })
  afterAll(async () => {
    await store.close()
    await database.drop()
  })

  it('makes stored identities canonical and keeps a colliding spelling as a conflict', async () => {
    const migrator = new Migrator({ db: store.db, provider: migrationProvider })
    expect((await migrator.migrateTo('018_backfill_rollups')).error).toBeUndefined()
    const now = Date.now()
    await store.db.insertInto('workspaces').values({ id: 'w1', name: 'Vendor', created_at: now }).execute()
    const developer = (id: string, email: string | null) => ({
      id,
      workspace_id: 'w1',
      account_id: null,
      account_named_at: null,
      email,
      first_activity: null,
      latest_activity: null,
      created_at: now,
    })
    await store.db
      .insertInto('developers')
      .values([developer('grace', ' Grace@Navy.MIL'), developer('other', null)])
      .execute()
    const identity = (type: 'email' | 'github' | 'linkedin', username: string, developer_id: string) => ({ workspace_id: 'w1', type, username, developer_id })
    await store.db
      .insertInto('developer_identities')
      .values([
        identity('email', 'Grace@Navy.MIL', 'grace'),
        identity('github', 'https://github.com/GHopper', 'grace'),
        identity('linkedin', 'https://www.linkedin.com/in/Grace-Hopper/', 'grace'),
        identity('github', 'ghopper', 'other'),
      ])
      .execute()

    expect((await migrator.migrateToLatest()).error).toBeUndefined()
    const rows = await store.db.selectFrom('developer_identities').select(['type', 'username', 'developer_id']).orderBy('type').orderBy('username').execute()
    expect(rows).toEqual([
      { type: 'email', username: 'grace@navy.mil', developer_id: 'grace' },
      { type: 'github', username: 'ghopper', developer_id: 'other' },
      { type: 'linkedin', username: 'linkedin.com/in/grace-hopper', developer_id: 'grace' },
    ])
    expect(await store.db.selectFrom('developers').select('email').where('id', '=', 'grace').executeTakeFirstOrThrow()).toEqual({ email: 'grace@navy.mil' })
    const conflicts = await listConflicts(store.db, 'w1')
    expect(conflicts).toEqual([
      expect.objectContaining({
        source: 'migration',
        reason: 'identity_taken',
        claim: [{ type: 'github', username: 'https://github.com/GHopper' }],
        developerIds: ['grace', 'other'],
      }),
    ])
  })
})
