import type { Kysely } from 'kysely'

/**
 * Network owners and network-to-account mappings: a visitor's network (its ASN and that AS's
 * organisation, from the offline IP-to-ASN data; never the address itself), and per workspace the
 * networks (`AS<number>` or a CIDR) an administrator has mapped to a company domain with
 * `devtrail networks import`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('visitors').addColumn('network', 'text').execute()
  await db.schema.alterTable('visitors').addColumn('network_asn', 'bigint').execute()
  await db.schema
    .createTable('network_accounts')
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('network_accounts_pk', ['workspace_id', 'network'])
    .execute()
}

/** Drops the mappings and the visitors' network columns. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('network_accounts').execute()
  await db.schema.alterTable('visitors').dropColumn('network_asn').execute()
  await db.schema.alterTable('visitors').dropColumn('network').execute()
}
