import { type Kysely, sql } from 'kysely'
import { canonicalUsername } from '../../identity/identities.js'
import type { IdentityKind } from '../schema.js'

/**
 * Identity trust: developers known from a signed identify are marked verified; claims that would
 * have merged two people are kept as conflicts; every merge is logged with what it moved, so it
 * can be undone. Identities stored before canonical comparison are rewritten in canonical form
 * (a spelling whose canonical form another developer already holds is dropped and kept as a
 * conflict: it is not evidence enough to merge them).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('developers')
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createTable('identity_conflicts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('claim', 'text', (c) => c.notNull())
    .addColumn('developer_ids', 'text', (c) => c.notNull())
    .addColumn('visitor_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('identity_conflicts_workspace').on('identity_conflicts').columns(['workspace_id', 'created_at']).execute()
  await db.schema
    .createTable('developer_merges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('survivor_id', 'text', (c) => c.notNull())
    .addColumn('merged_id', 'text', (c) => c.notNull())
    .addColumn('survivor_row', 'text', (c) => c.notNull())
    .addColumn('merged_row', 'text', (c) => c.notNull())
    .addColumn('identities', 'text', (c) => c.notNull())
    .addColumn('visitor_ids', 'text', (c) => c.notNull())
    .addColumn('activity_ids', 'text', (c) => c.notNull())
    .addColumn('contact_ids', 'text', (c) => c.notNull())
    .addColumn('alias_ids', 'text', (c) => c.notNull())
    .addColumn('claim', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('undone_at', 'bigint')
    .execute()
  await db.schema.createIndex('developer_merges_workspace').on('developer_merges').columns(['workspace_id', 'created_at']).execute()
  await canonicaliseIdentities(db)
}

async function canonicaliseIdentities(db: Kysely<any>): Promise<void> {
  const rows: { workspace_id: string; type: IdentityKind; username: string; developer_id: string }[] = await db
    .selectFrom('developer_identities')
    .select(['workspace_id', 'type', 'username', 'developer_id'])
    .execute()
  const held = new Set(rows.map((row) => `${row.workspace_id}\u0000${row.type}\u0000${row.username}`))
  const now = Date.now()
  let conflict = 0
  for (const row of rows) {
    const canonical = canonicalUsername(row.type, row.username)
    if (canonical === row.username) continue
    const key = `${row.workspace_id}\u0000${row.type}\u0000${canonical}`
    const where = (query: any) => query.where('workspace_id', '=', row.workspace_id).where('type', '=', row.type).where('username', '=', row.username)
    if (canonical === '' || held.has(key)) {
      await where(db.deleteFrom('developer_identities')).execute()
      const owner =
        canonical === ''
          ? undefined
          : await db
              .selectFrom('developer_identities')
              .select('developer_id')
              .where('workspace_id', '=', row.workspace_id)
              .where('type', '=', row.type)
              .where('username', '=', canonical)
              .executeTakeFirst()
      conflict += 1
      await db
        .insertInto('identity_conflicts')
        .values({
          id: `migration-019-${conflict}`,
          workspace_id: row.workspace_id,
          source: 'migration',
          reason: 'identity_taken',
          claim: JSON.stringify([{ type: row.type, username: row.username }]),
          developer_ids: JSON.stringify([...new Set([row.developer_id, ...(owner ? [owner.developer_id] : [])])]),
          visitor_id: null,
          created_at: now,
        })
        .execute()
      continue
    }
    await where(db.updateTable('developer_identities').set({ username: canonical })).execute()
    held.add(key)
  }
  // developers.email mirrors the e-mail identity
  await sql`update developers set email = lower(trim(email)) where email is not null and email <> lower(trim(email))`.execute(db)
}

/** Drops the merge log, the conflicts and the verified mark (identities stay canonical). */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('developer_merges').execute()
  await db.schema.dropTable('identity_conflicts').execute()
  await db.schema.alterTable('developers').dropColumn('verified').execute()
}
