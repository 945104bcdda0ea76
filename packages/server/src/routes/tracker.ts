import type { FastifyPluginAsync } from 'fastify'

/** Serves the hosted tracker script (`/tracker.js`, `/tracker/{version}.js`). */
export const trackerRoutes: FastifyPluginAsync = async () => {}
