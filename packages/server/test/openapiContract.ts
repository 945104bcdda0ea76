/**
 * Checks data-service answers against the OpenAPI document the server itself serves at
 * /openapi.json: the response schema of (method, path, status), with the named schemas it refers to,
 * compiled with Ajv (JSON Schema 2020-12).
 */
import { Ajv2020 } from 'ajv/dist/2020.js'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'

type Document = {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>>
  components: { schemas: Record<string, object> }
}

/** A checker bound to one app's OpenAPI document. */
export async function openapiContract(app: FastifyInstance) {
  const answer = await app.inject({ url: '/openapi.json' })
  expect(answer.statusCode).toBe(200)
  const document = answer.json() as Document
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>()
  return {
    document,
    /** Asserts `body` matches the documented answer of `method path` with `status`. */
    check(method: string, path: string, status: number, body: unknown): void {
      const key = `${method} ${path} ${status}`
      let validate = compiled.get(key)
      if (!validate) {
        const schema = document.paths[path]?.[method.toLowerCase()]?.responses[String(status)]?.content?.['application/json']?.schema
        expect(schema, `no documented ${status} answer for ${method} ${path}`).toBeDefined()
        // named schemas are `$ref`s into the document's components
        validate = ajv.compile({ ...schema, components: { schemas: document.components.schemas } })
        compiled.set(key, validate)
      }
      const valid = validate(body)
      expect(validate.errors ?? [], `${key}: ${JSON.stringify(body).slice(0, 300)}`).toEqual([])
      expect(valid).toBe(true)
    },
  }
}
