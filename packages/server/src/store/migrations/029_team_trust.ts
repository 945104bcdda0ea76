import { type Kysely, sql } from 'kysely'

/**
 * Team trust: whether a user has proved they own their e-mail (`users.email_verified_at`; a user
 * linked to SSO had a verified e-mail, everyone else has not), whether an invitation's link was
 * shown to whoever invited (`invitations.link_shown_at`; every earlier one was), sign-ins waiting
 * for their second factor (`pending_sign_ins`, token hashed, with what the sign-in will do once
 * the factor is given), and the invitation carried through SSO kept as its SHA-256 only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'bigint').execute()
  await db.updateTable('users').set({ email_verified_at: sql`created_at` }).where('sso_subject', 'is not', null).execute()
  await db.schema.alterTable('invitations').addColumn('link_shown_at', 'bigint').execute()
  await db.updateTable('invitations').set({ link_shown_at: sql`created_at` }).execute()
  await db.schema
    .createTable('pending_sign_ins')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('effects', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute()
  await db.schema.createIndex('pending_sign_ins_user').on('pending_sign_ins').column('user_id').execute()
  // SSO sign-ins in progress last 10 minutes: dropping them costs a click, and no clear token stays
  await db.deleteFrom('sso_flows').execute()
  await db.schema.alterTable('sso_flows').dropColumn('invitation_token').execute()
  await db.schema.alterTable('sso_flows').addColumn('invitation_token_hash', 'text').execute()
  await db.deleteFrom('user_links').where('purpose', '=', 'totp').execute()
}

/** Drops what `up` added. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sso_flows').dropColumn('invitation_token_hash').execute()
  await db.schema.alterTable('sso_flows').addColumn('invitation_token', 'text').execute()
  await db.schema.dropTable('pending_sign_ins').execute()
  await db.schema.alterTable('invitations').dropColumn('link_shown_at').execute()
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute()
}
