import { type Kysely, sql } from 'kysely'
import { conflictKey } from '../../domain/conflictKey.js'
import { canonicalUsername } from '../../domain/identities.js'
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
    .addColumn('claim_key', 'text', (c) => c.notNull())
    .addColumn('occurrences', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .execute()
  // a claim repeated (a retry, or someone trying again and again) is one row with a count
  await db.schema.createIndex('identity_conflicts_claim').on('identity_conflicts').columns(['workspace_id', 'claim_key']).unique().execute()
  await db.schema.createIndex('identity_conflicts_workspace').on('identity_conflicts').columns(['workspace_id', 'last_seen_at']).execute()
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
      const claim = [{ type: row.type, username: row.username }]
      const developerIds = [...new Set([row.developer_id, ...(owner ? [owner.developer_id] : [])])]
      await db
        .insertInto('identity_conflicts')
        .values({
          id: `migration-019-${conflict}`,
          workspace_id: row.workspace_id,
          source: 'migration',
          reason: 'identity_taken',
          claim: JSON.stringify(claim),
          developer_ids: JSON.stringify(developerIds),
          visitor_id: null,
          claim_key: conflictKey('migration', 'identity_taken', claim, developerIds),
          created_at: now,
          last_seen_at: now,
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
