import type { FastifyPluginAsync } from 'fastify'
import type { AppOptions } from '../app.js'

/** The key-authenticated data service (DESIGN.md section 4) and its OpenAPI document. */
export const dataServiceRoutes: FastifyPluginAsync<AppOptions> = async () => {}
