/** The collector's activity insert stores every column as given and skips stored keys, on both stores (PostgreSQL through per-column arrays). */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAsset } from '../../admin/assets.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { insertNewActivities, type NewActivity } from '../../activities/insertNewActivities.js'
import type { Store } from '../../store/store.js'
import { createTestStore, dialects } from '../../../test/stores.js'

/** Texts an array literal must escape: quotes, backslashes, commas, braces, blanks, NULL spelled out, non-ASCII. */
const AWKWARD_TEXTS = ['', 'plain', 'a "quoted" word', 'back\\slash\\', 'comma, and {braces}', ' spaces ', 'NULL', 'null', 'línea\nnueva \u{1F600}', "it's"]

describe.each(dialects)('insertNewActivities on %s', (dialect) => {
  let store: Store
  let workspaceId: string
  let assetId: string

  beforeAll(async () => {
    store = await createTestStore(dialect)
    workspaceId = (await createWorkspace(store, 'insert')).id
    assetId = (await createAsset(store, { workspaceId, kind: 'docs', origins: ['*'] })).id
  })
  afterAll(async () => {
    await store.close()
  })

  function row(index: number, text: string): NewActivity {
    return {
      id: randomUUID(),
      workspace_id: workspaceId,
      asset_id: index % 2 === 0 ? assetId : null,
      visitor_id: index % 3 === 0 ? null : randomUUID(),
      developer_id: null,
      account_id: index % 2 === 1 ? null : `account-${index}`,
      activity_type: 'COPY_COMMAND',
      activity_source: 'DOCS',
      source_type: 'DOCS_JS',
      page: `https://docs.example.dev/${encodeURIComponent(text)}`,
      copied_text: text,
      country: index % 2 === 0 ? 'DE' : '',
      developer_designation: text,
      actor: '',
      identity: index % 2 === 0 ? null : `["github:${text}"]`,
      occurred_at: 1_700_000_000_000 + index,
      received_at: 1_700_000_000_500 + index,
    }
  }

  it('stores each column as given, nulls and awkward texts included, and answers the keys inserted', async () => {
    const rows = AWKWARD_TEXTS.map((text, index) => row(index, text))
    const inserted = await store.db.transaction().execute((tx) => insertNewActivities(tx, store.dialect, rows))
    expect(inserted.map((key) => key.id).sort()).toEqual(rows.map((each) => each.id).sort())
    const stored = await store.db
      .selectFrom('activities')
      .selectAll()
      .where(
        'id',
        'in',
        rows.map((each) => each.id),
      )
      .execute()
    // PostgreSQL numbers each row in insert order (`seq`, for the alert evaluation mark): it is the store's, not the caller's
    const byId = new Map(
      stored.map((row) => {
        const { seq: _seq, ...each } = row as typeof row & { seq?: unknown }
        return [each.id, { ...each, occurred_at: Number(each.occurred_at), received_at: Number(each.received_at) }]
      }),
    )
    for (const each of rows) expect(byId.get(each.id)).toEqual(each)
  })

  it('skips rows whose key is stored and answers only the new ones', async () => {
    const first = [row(0, 'first'), row(1, 'second')]
    await insertNewActivities(store.db, store.dialect, first)
    const again = [{ ...first[0]!, page: 'changed' }, row(2, 'third')]
    const inserted = await insertNewActivities(store.db, store.dialect, again)
    expect(inserted).toEqual([{ workspace_id: workspaceId, id: again[1]!.id }])
    const kept = await store.db.selectFrom('activities').select('page').where('id', '=', first[0]!.id).executeTakeFirstOrThrow()
    expect(kept.page).toBe(first[0]!.page)
    expect(await insertNewActivities(store.db, store.dialect, [])).toEqual([])
  })
})
