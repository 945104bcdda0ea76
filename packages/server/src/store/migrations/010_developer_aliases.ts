import type { Kysely } from 'kysely'

/** Ids of developers merged into another person: each keeps answering, as the person it became. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('developer_aliases')
    .addColumn('alias_id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('developer_id', 'text', (c) => c.notNull().references('developers.id').onDelete('cascade'))
    .execute()
  await db.schema.createIndex('developer_aliases_developer').on('developer_aliases').column('developer_id').execute()
}

/** Drops the aliases. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('developer_aliases').execute()
}
