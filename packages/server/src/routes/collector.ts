import type { FastifyPluginAsync } from 'fastify'
import type { AppOptions } from '../app.js'

/** The collector: `POST /v1/session` and `POST /v1/events`. */
export const collectorRoutes: FastifyPluginAsync<AppOptions> = async () => {}
