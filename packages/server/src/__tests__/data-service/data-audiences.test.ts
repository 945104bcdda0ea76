import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAudience } from '../../audiences/audience.js'
import { newId } from '../../ids.js'
import { createSegment } from '../../segments/segment.js'
import type { Store } from '../../store/store.js'
import { openapiContract } from '../../../test/openapiContract.js'
import { createDataServiceApp, insertAccount, insertRows, seedWorkspace } from '../../../test/seed.js'
import { createTestStore, dialects } from '../../../test/stores.js'

const T0 = Date.UTC(2024, 4, 1, 10, 20, 30, 123)
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

describe.each(dialects)('audiences on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  let contract: Awaited<ReturnType<typeof openapiContract>>
  let key: string
  let otherKey: string
  let all: { id: string; count: number }
  let verified: { id: string; count: number }
  let segmentId: string
  let accountId: string
  const contactIds: string[] = []

  const get = (url: string, apiKey = key) => app.inject({ url, headers: { 'x-api-key': apiKey } })

  beforeAll(async () => {
    store = await createTestStore(dialect)
    app = await createDataServiceApp(store)
    contract = await openapiContract(app)
    const own = await seedWorkspace(store, 'Acme')
    const other = await seedWorkspace(store, 'Other')
    key = own.key
    otherKey = other.key
    accountId = (await insertAccount(store, own.workspaceId, { domain: 'corp.com' })).id
    const rows = Array.from({ length: 230 }, (_, index) => {
      const id = newId()
      contactIds.push(id)
      return {
        id,
        workspace_id: own.workspaceId,
        full_name: `Buyer ${index}`,
        email: `buyer${index}@corp.com`,
        email_verified: index % 2,
        designation: 'Head of Platform',
        seniority: 'Director',
        job_function: 'Engineering',
        state: 'CA',
        country: 'US',
        account_id: index === 0 ? accountId : null,
        latest_activity: T0 - index * 1000,
        created_at: T0,
        updated_at: T0,
      }
    })
    await insertRows(store, 'contacts', rows)
    segmentId = (await createSegment(store, { workspaceId: own.workspaceId, type: 'BUYER', name: 'Platform', filter: {} })).id
    all = await createAudience(store, {
      workspaceId: own.workspaceId,
      name: 'All platform',
      segmentId,
      filter: { location: ['us'] },
      createdBy: 'ops@acme.com',
      autoRefresh: true,
    })
    verified = await createAudience(store, {
      workspaceId: own.workspaceId,
      name: 'Verified',
      segmentId,
      verifiedOnly: true,
      limit: 50,
      createdBy: 'ops@acme.com',
    })
    await store.db
      .updateTable('audience_members')
      .set({ is_crm_synced: 'crm-42', crm_last_synced_at: T0 })
      .where('audience_id', '=', all.id)
      .where('position', '=', 1)
      .execute()
    const theirSegment = await createSegment(store, { workspaceId: other.workspaceId, type: 'BUYER', name: 'Theirs', filter: {} })
    await createAudience(store, { workspaceId: other.workspaceId, name: 'Theirs', segmentId: theirSegment.id, createdBy: 'x@other.com' })
  })
  afterAll(async () => {
    await app?.close()
    await store?.close()
  })

  it('lists the workspace audiences with the spec fields, filtered by type', async () => {
    const answer = await get('/audiences')
    expect(answer.statusCode).toBe(200)
    contract.check('GET', '/audiences', 200, answer.json())
    const body = answer.json()
    expect(body.request_id).toBe(answer.headers['x-request-id'])
    expect(body.data).toEqual([
      {
        id: all.id,
        name: 'All platform',
        source: 'SEGMENT',
        source_id: segmentId,
        filter: { designation: [], location: ['us'], job_function: [], seniority: [] },
        limit: 1000,
        verified_only: false,
        count: 230,
        credits_consumed: 230,
        auto_refresh: true,
        created_by: 'ops@acme.com',
        last_synced_at: expect.stringMatching(ISO),
        created_at: expect.stringMatching(ISO),
        updated_at: expect.stringMatching(ISO),
        type: 'BUYER',
      },
      expect.objectContaining({ id: verified.id, verified_only: true, limit: 50, count: 50, auto_refresh: false }),
    ])
    expect((await get('/audiences?type=buyer')).json().data).toHaveLength(2)
    expect((await get('/audiences?type=ACCOUNT')).json().data).toEqual([])
  })

  it('pages members with page_no, page_size 100 and total_pages; page is required', async () => {
    const seen: string[] = []
    for (const page of [1, 2, 3]) {
      const answer = await get(`/audiences/${all.id}/members?page=${page}`)
      expect(answer.statusCode).toBe(200)
      const body = answer.json()
      contract.check('GET', '/audiences/{audience_id}/members', 200, body)
      expect(body).toMatchObject({ page_no: page, page_size: 100, total_pages: 3, request_id: answer.headers['x-request-id'] })
      expect(body.data).toHaveLength(page < 3 ? 100 : 30)
      seen.push(...body.data.map((member: { id: string }) => member.id))
    }
    expect(seen).toEqual(contactIds)
    const first = (await get(`/audiences/${all.id}/members?page=1`)).json()
    expect(first.data[0]).toEqual({
      id: contactIds[0],
      source: 'DEVTRAIL',
      full_name: 'Buyer 0',
      designation: 'Head of Platform',
      org_id: accountId,
      state: 'CA',
      country: 'US',
      email: 'buyer0@corp.com',
      email_verified: false,
      type: 'BUYER',
      isCrmSynced: null,
      crmLastSyncedTime: null,
    })
    expect(first.data[1]).toMatchObject({ org_id: null, email_verified: true, isCrmSynced: 'crm-42', crmLastSyncedTime: '2024-05-01T10:20:30.123Z' })
    expect((await get(`/audiences/${all.id}/members?page=4`)).json()).toMatchObject({ data: [], page_no: 4, page_size: 100, total_pages: 3 })
    const verifiedMembers = (await get(`/audiences/${verified.id}/members?page=1`)).json()
    expect(verifiedMembers.data).toHaveLength(50)
    expect(verifiedMembers.data.every((member: { email_verified: boolean }) => member.email_verified)).toBe(true)
    for (const url of [`/audiences/${all.id}/members`, `/audiences/${all.id}/members?page=0`, `/audiences/${all.id}/members?page=x`]) {
      const answer = await get(url)
      expect(answer.statusCode, url).toBe(400)
      expect(answer.json()).toEqual({ error: { message: expect.stringMatching(/page/), type: 'params_invalid' } })
      contract.check('GET', '/audiences/{audience_id}/members', 400, answer.json())
    }
  })

  it('404s unknown audiences and audiences of another workspace', async () => {
    for (const [url, apiKey] of [
      [`/audiences/missing/members?page=1`, key],
      [`/audiences/${all.id}/members?page=1`, otherKey],
    ] as const) {
      const answer = await get(url, apiKey)
      expect(answer.statusCode).toBe(404)
      expect(answer.json().error.type).toBe('not_found')
      contract.check('GET', '/audiences/{audience_id}/members', 404, answer.json())
    }
    const theirs = (await get('/audiences', otherKey)).json()
    expect(theirs.data.map((audience: { name: string }) => audience.name)).toEqual(['Theirs'])
  })
})
