import { randomBytes, randomUUID } from 'node:crypto'
import { type Kysely, sql } from 'kysely'

/**
 * One session model: member sessions (`user_sessions`) and sessions opened with an API key or a
 * one-time key link (`dashboard_sessions`) become rows of one `sessions` table, told apart by
 * `kind`. Every row carries a CSRF token; a key session gets a new one here (the dashboard reads it
 * again from `GET /dashboard/session`). Token hashes move as they are, so open sessions stay open.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('api_key_id', 'text')
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute()
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute()
  await db.schema.createIndex('sessions_workspace').on('sessions').column('workspace_id').execute()
  await sql`INSERT INTO sessions (id, token_hash, kind, workspace_id, user_id, api_key_id, csrf_token, method, user_agent, created_at, last_seen_at, expires_at, revoked_at)
    SELECT id, token_hash, 'member', workspace_id, user_id, NULL, csrf_token, method, user_agent, created_at, last_seen_at, expires_at, revoked_at
    FROM user_sessions`.execute(db)
  const keySessions = await db.selectFrom('dashboard_sessions').selectAll().execute()
  for (const row of keySessions) {
    await db
      .insertInto('sessions')
      .values({
        id: randomUUID(),
        token_hash: row.token_hash,
        kind: 'key',
        workspace_id: row.workspace_id,
        user_id: null,
        api_key_id: row.api_key_id,
        csrf_token: randomBytes(32).toString('base64url'),
        method: row.api_key_id === null ? 'dashboard_link' : 'api_key',
        user_agent: null,
        created_at: row.created_at,
        last_seen_at: row.created_at,
        expires_at: row.expires_at,
        revoked_at: row.revoked_at,
      })
      .execute()
  }
  await db.schema.dropTable('user_sessions').execute()
  await db.schema.dropTable('dashboard_sessions').execute()
}

/** Splits `sessions` back into `user_sessions` and `dashboard_sessions`. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('dashboard_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('api_key_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute()
  await db.schema
    .createTable('user_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute()
  await db.schema.createIndex('user_sessions_user').on('user_sessions').column('user_id').execute()
  await sql`INSERT INTO user_sessions (id, token_hash, user_id, workspace_id, csrf_token, method, user_agent, created_at, last_seen_at, expires_at, revoked_at)
    SELECT id, token_hash, user_id, workspace_id, csrf_token, method, user_agent, created_at, last_seen_at, expires_at, revoked_at
    FROM sessions WHERE kind = 'member'`.execute(db)
  await sql`INSERT INTO dashboard_sessions (token_hash, workspace_id, api_key_id, created_at, expires_at, revoked_at)
    SELECT token_hash, workspace_id, api_key_id, created_at, expires_at, revoked_at
    FROM sessions WHERE kind = 'key'`.execute(db)
  await db.schema.dropTable('sessions').execute()
}
