/**
 * The types of the client, checked by the type checker (`npm run typecheck`) and by vitest's
 * expectTypeOf: inputs that are required, inputs that do not exist, and what each method answers.
 */
import { describe, expect, expectTypeOf, it } from 'vitest'
import { createDevtrailClient, type DevtrailClient } from '../createDevtrailClient.js'
import type { DevtrailApiError, DevtrailErrorType } from '../DevtrailApiError.js'
import type { OperationId, PagedOperationId } from '../operationTypes.js'
import type { Schema } from '../schema.js'

/** Calls the type checker must refuse; never run. */
function refusedCalls(client: DevtrailClient): void {
  // @ts-expect-error segment_id is required
  void client.listSegmentAccounts()
  // @ts-expect-error page is a number
  void client.listSegments({ page: '2' })
  // @ts-expect-error no such input
  void client.listSegments({ pag: 2 })
  // @ts-expect-error page is required for audience members
  void client.listAudienceMembers({ audience_id: 'a' })
  // @ts-expect-error the body of a new list needs its mapping
  void client.createList({ body: { name: 'n', type: 'ACCOUNT', primaryKey: 'domain' } })
  // @ts-expect-error lists are not paged
  void client.pages.listLists
  // @ts-expect-error no such operation
  void client.listEverything
}

describe('client types', () => {
  it('types every method from the OpenAPI document', () => {
    const client = createDevtrailClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'dtk_x' })
    expect(typeof refusedCalls).toBe('function')
    expectTypeOf(client.listSegments).returns.resolves.toEqualTypeOf<Schema<'SegmentPage'>>()
    expectTypeOf(client.listSegmentAccounts).returns.resolves.toEqualTypeOf<Schema<'AccountPage'>>()
    expectTypeOf(client.createList).returns.resolves.toEqualTypeOf<Schema<'List'>>()
    expectTypeOf(client.listLists).returns.resolves.toEqualTypeOf<Schema<'Lists'>>()
    expectTypeOf(client.addListRows).parameter(0).toEqualTypeOf<{ list_id: string; user?: string; body: Schema<'ListRows'> }>()
    expectTypeOf<Schema<'Account'>['first_activity']>().toEqualTypeOf<number | null>()
    expectTypeOf<
      | 'listSegments'
      | 'listSegmentAccounts'
      | 'listSegmentDevelopers'
      | 'listSegmentBuyers'
      | 'listAccountActivities'
      | 'listAccountDevelopers'
      | 'listDeveloperActivities'
      | 'listAudienceMembers'
    >().toExtend<PagedOperationId>()
    expectTypeOf<'listLists'>().not.toExtend<PagedOperationId>()
    expectTypeOf<'findAccountByDomain'>().not.toExtend<PagedOperationId>()
    expectTypeOf<'listAudiences'>().not.toExtend<PagedOperationId>()
    expectTypeOf<'createList'>().not.toExtend<PagedOperationId>()
    expectTypeOf<'listSegments'>().toExtend<OperationId>()
    expectTypeOf<DevtrailApiError['type']>().toEqualTypeOf<DevtrailErrorType | 'unexpected_response'>()
    expectTypeOf<'not_found'>().toExtend<DevtrailErrorType>()
  })
})
