import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiKey, listApiKeys, revokeApiKey, workspaceOfApiKey } from '../../admin/apiKeys.js'
import { createAsset, getAsset } from '../../admin/assets.js'
import { CollectorAssets, collectorOriginAllowed } from '../../collector/collectorAsset.js'
import { createWorkspace } from '../../admin/workspaces.js'
import type { Store } from '../../store/store.js'
import { createTestStore, dialects } from '../../../test/stores.js'

describe.each(dialects)('admin on %s', (dialect) => {
  let store: Store
  beforeAll(async () => {
    store = await createTestStore(dialect)
  })
  afterAll(async () => {
    await store.close()
  })

  it('stores only the hash of an API key and resolves its workspace until revoked', async () => {
    const workspace = await createWorkspace(store, 'Acme')
    const created = await createApiKey(store, workspace.id, 'ci')
    expect(created.key).toMatch(/^dtk_[A-Za-z0-9_-]{43}$/)
    const rows = await store.db.selectFrom('api_keys').selectAll().execute()
    expect(JSON.stringify(rows)).not.toContain(created.key)
    expect(await workspaceOfApiKey(store, created.key)).toBe(workspace.id)
    expect(await workspaceOfApiKey(store, `${created.key}x`)).toBeNull()
    const listed = await listApiKeys(store, workspace.id)
    expect(listed.map((key) => key.id)).toEqual([created.id])
    expect(listed[0]).not.toHaveProperty('key')
    await revokeApiKey(store, created.id)
    expect(await workspaceOfApiKey(store, created.key)).toBeNull()
  })

  it('creates assets with a client ID and checks origins', async () => {
    const workspace = await createWorkspace(store, 'Docs Co')
    const asset = await createAsset(store, {
      workspaceId: workspace.id,
      kind: 'docs',
      origins: ['https://docs.example.com/path', 'http://localhost:3000'],
    })
    expect(asset.kind).toBe('DOCS')
    expect(asset.allowed_origins).toEqual(['https://docs.example.com', 'http://localhost:3000'])
    expect(await getAsset(store, asset.id)).toEqual(asset)
    // what the collector checks requests against
    const seen = await new CollectorAssets(store).get(asset.client_id)
    expect(seen).toMatchObject({ id: asset.id, workspaceId: workspace.id, kind: 'DOCS', allowedOrigins: asset.allowed_origins })
    expect(collectorOriginAllowed(seen!, 'https://docs.example.com')).toBe(true)
    expect(collectorOriginAllowed(seen!, 'https://evil.example')).toBe(false)
    expect(collectorOriginAllowed(seen!, undefined)).toBe(false)
    expect(await new CollectorAssets(store).get('dt_unknown')).toBeNull()
    await expect(createAsset(store, { workspaceId: workspace.id, kind: 'blog', origins: ['*'] })).rejects.toThrow(/website, docs, product/)
    await expect(createAsset(store, { workspaceId: workspace.id, kind: 'website', origins: ['nope'] })).rejects.toThrow(/not a URL/)
  })
})
