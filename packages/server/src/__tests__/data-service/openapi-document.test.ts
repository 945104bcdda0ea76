/**
 * The OpenAPI document as a generated client needs it: an operationId on every operation, named
 * schemas, the server, the headers every answer carries and the error body on every error
 * status; and Redocly's recommended rules (strict: a warning fails) report nothing.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import swagger from '@fastify/swagger'
import Fastify, { type FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openapiOptions } from '../../dataService/openapiDocument.js'
import { errorResponses, Listed } from '../../dataService/schemas.js'
import type { Store } from '../../store/store.js'
import { createDataServiceApp, seedWorkspace } from '../../../test/seed.js'
import { createTestStore } from '../../../test/stores.js'

type Response = { description: string; headers?: Record<string, { $ref: string }>; content?: Record<string, { schema: Record<string, unknown> }> }
type Operation = { operationId?: string; responses: Record<string, Response> }
type Document = {
  servers?: { url: string; variables?: Record<string, { default: string }> }[]
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, unknown>; headers: Record<string, unknown> }
}

const serverFolder = fileURLToPath(new URL('../../..', import.meta.url))
const redocly = join(serverFolder, '..', '..', 'node_modules', '.bin', 'redocly')

describe('the OpenAPI document', () => {
  let store: Store
  let app: FastifyInstance
  let document: Document
  let operations: { key: string; operation: Operation }[]

  beforeAll(async () => {
    store = await createTestStore('sqlite')
    app = await createDataServiceApp(store)
    document = (await app.inject({ url: '/openapi.json' })).json()
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ key: `${method} ${path}`, operation })),
    )
  })
  afterAll(async () => {
    await app?.close()
    await store?.close()
  })

  it('names every operation with a unique operationId', () => {
    const ids = operations.map(({ key, operation }) => {
      expect(operation.operationId, `${key} has no operationId (add one to its route schema)`).toMatch(/^[a-z][A-Za-z]+$/)
      return operation.operationId
    })
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('answers every error status with the Error schema and every JSON success with a named schema', () => {
    expect(document.components.schemas.Error).toEqual(expect.objectContaining({ type: 'object', required: ['error'] }))
    for (const { key, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        const schema = response.content?.['application/json']?.schema
        if (Number(status) >= 400) expect(schema, `${key} ${status}`).toEqual({ $ref: '#/components/schemas/Error' })
        // a JSON success body is a named schema; other media types (CSV) are what they are
        else if (schema) expect(schema.$ref ?? '', `${key} ${status}`).toMatch(/^#\/components\/schemas\/\w+$/)
      }
      for (const status of ['400', '401', '404', '429', '500', '503']) expect(operation.responses[status], `${key} ${status}`).toBeDefined()
    }
  })

  it('documents x-request-id on every answer and Retry-After where a client should wait', () => {
    expect(Object.keys(document.components.headers)).toEqual(expect.arrayContaining(['RequestId', 'RetryAfter']))
    for (const { key, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        expect(response.headers?.['x-request-id'], `${key} ${status}`).toEqual({ $ref: '#/components/headers/RequestId' })
        const retryAfter = response.headers?.['retry-after']
        if (status === '429' || status === '503') expect(retryAfter, `${key} ${status}`).toEqual({ $ref: '#/components/headers/RetryAfter' })
        else expect(retryAfter, `${key} ${status}`).toBeUndefined()
      }
    }
  })

  it('sends the headers it documents', async () => {
    const { key } = await seedWorkspace(store, 'Headers')
    const limited = await createDataServiceApp(store, { rateLimit: { max: 1, timeWindowMs: 60_000 } })
    const first = await limited.inject({ url: '/segments', headers: { 'x-api-key': key } })
    expect(first.statusCode).toBe(200)
    expect(first.headers['x-request-id']).toBe(first.json().request_id)
    for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) expect(first.headers[name], name).toMatch(/^\d+$/)
    const second = await limited.inject({ url: '/segments', headers: { 'x-api-key': key } })
    expect(second.statusCode).toBe(429)
    expect(second.headers['retry-after']).toMatch(/^\d+$/)
    expect(second.headers['x-request-id']).toEqual(expect.any(String))
    await limited.close()
  })

  it('names the server with a base_url variable', () => {
    expect(document.servers).toEqual([
      expect.objectContaining({ url: '{base_url}', variables: { base_url: expect.objectContaining({ default: expect.any(String) }) } }),
    ])
  })

  it('passes redocly lint (recommended-strict) without a problem', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'devtrail-openapi-'))
    const file = join(folder, 'openapi.json')
    writeFileSync(file, JSON.stringify(document))
    try {
      // offline and quiet: no usage data, no update check
      const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' }
      const run = await promisify(execFile)(redocly, ['lint', file, '--config', join(serverFolder, 'redocly.yaml'), '--format', 'json'], {
        cwd: folder,
        env,
      }).catch((error: { stdout: string; stderr: string }) => error)
      const report = JSON.parse(run.stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string }[] }
      expect(report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([])
      expect(report.totals).toEqual(expect.objectContaining({ errors: 0, warnings: 0 }))
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  }, 60_000)

  it('names shared schemas by $id, unnamed success bodies by operation, and keeps errors JSON on routes producing other types', async () => {
    const app = Fastify()
    await app.register(swagger, openapiOptions())
    app.addSchema(Type.Object({ path: Type.String(), visits: Type.Integer() }, { $id: 'TopRow' }))
    const schema = (operationId: string, response: object, produces?: string[]) => ({ schema: { operationId, response, ...(produces ? { produces } : {}) } })
    app.get('/top', schema('listTop', { 200: Listed(Type.Ref('TopRow')), ...errorResponses }), async () => ({ data: [], request_id: 'r' }))
    app.get('/one', schema('getOne', { 200: Type.Object({ data: Type.String() }), ...errorResponses }), async () => ({ data: 'x' }))
    app.get('/table.csv', schema('exportTable', { 200: Type.String(), ...errorResponses }, ['text/csv']), async () => 'a,b\n')
    app.get('/files/*', schema('getFile', { 200: Type.Object({ data: Type.String() }), ...errorResponses }), async () => ({ data: 'x' }))
    await app.ready()
    const built = app.swagger() as unknown as Document
    expect(Object.keys(built.components.schemas)).toEqual(expect.arrayContaining(['TopRow', 'TopRowResults', 'GetOneResponse', 'Error']))
    expect(built.paths['/top']!.get!.responses['200']!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/TopRowResults' })
    expect(built.paths['/one']!.get!.responses['200']!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/GetOneResponse' })
    const csv = built.paths['/table.csv']!.get!.responses
    expect(Object.keys(csv['200']!.content!)).toEqual(['text/csv'])
    expect(csv['404']!.content).toEqual({ 'application/json': { schema: { $ref: '#/components/schemas/Error' } } })
    // a wildcard becomes a named path parameter, so the path template is valid
    const file = built.paths['/files/{path}']!.get! as Operation & { parameters: { in: string; name: string }[] }
    expect(file.parameters).toContainEqual(expect.objectContaining({ in: 'path', name: 'path', required: true }))
    expect(Object.keys(built.paths).filter((path) => path.includes('*'))).toEqual([])
    await app.close()
  })
})
