import type { Kysely } from 'kysely'

/**
 * SHA-256 of every stored GitHub delivery's signed body, per hook. `X-GitHub-Delivery` is not
 * covered by the signature, so a captured delivery replayed under a new id is caught by its body.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('github_delivery_bodies')
    .addColumn('hook_id', 'text', (c) => c.notNull().references('github_hooks.id').onDelete('cascade'))
    .addColumn('body_sha256', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('github_delivery_bodies_pk', ['hook_id', 'body_sha256'])
    .execute()
}

/** Drops the body hashes (deliveries are then deduplicated by their delivery id only). */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('github_delivery_bodies').execute()
}
