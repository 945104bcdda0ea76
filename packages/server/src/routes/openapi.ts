/** `GET /openapi.json`: the data service's OpenAPI 3.1 document, served without a key. */
import type { FastifyPluginAsync } from 'fastify'

/** Serves the document built by @fastify/swagger from the routes' TypeBox schemas. */
export const openapiRoutes: FastifyPluginAsync = async (app) => {
  app.get('/openapi.json', { config: { public: true, rateLimit: false }, schema: { hide: true } }, async () => app.swagger())
}
