import { type Kysely, sql } from 'kysely'

/**
 * A partial index of the activities that carry a country, per account and time: an account's
 * country refresh reads the newest of them directly, instead of walking every activity of an
 * account whose activities have none (which it did on every refresh).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index activities_account_country on activities (account_id, occurred_at) where country <> ''`.execute(db)
}

/** Drops the index. */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index activities_account_country`.execute(db)
}
