/** The script host: the tracker IIFE built by @devtrail/core, read once at start and kept in memory. */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { errorBody } from '../errors.js'

/** Where the script comes from; tests point these at other files. */
export interface TrackerRoutesOptions {
  /** Path of the built IIFE (default: `@devtrail/core/tracker.js`). */
  scriptPath?: string
  /** The tracker version served immutably at `/tracker/{version}.js` (default: @devtrail/core's version). */
  version?: string
}

interface TrackerScript {
  body: Buffer
  etag: string
}

const require = createRequire(import.meta.url)

function loadScript(path: string | undefined): TrackerScript | null {
  try {
    const body = readFileSync(path ?? require.resolve('@devtrail/core/tracker.js'))
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`
    return { body, etag }
  } catch {
    return null
  }
}

function coreVersion(): string | null {
  try {
    return (require('@devtrail/core/package.json') as { version: string }).version
  } catch {
    return null
  }
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((candidate) => {
    const value = candidate.trim().replace(/^W\//, '')
    return value === '*' || value === etag
  })
}

/** Serves the hosted tracker script (`/tracker.js`, `/tracker/{version}.js`). */
export const trackerRoutes: FastifyPluginAsync<TrackerRoutesOptions> = async (app, options) => {
  const script = loadScript(options.scriptPath)
  const version = options.version ?? coreVersion()
  if (!script) app.log.warn('tracker script not found: build @devtrail/core (npm run build) to serve /tracker.js')

  const send = (request: FastifyRequest, reply: FastifyReply, cacheControl: string) => {
    reply.header('access-control-allow-origin', '*')
    if (!script) {
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .send(errorBody('unavailable', 'the tracker script is not built on this server: run `npm run build`'))
    }
    reply.header('etag', script.etag).header('cache-control', cacheControl)
    if (matchesEtag(request.headers['if-none-match'], script.etag)) return reply.status(304).send()
    return reply.type('application/javascript; charset=utf-8').send(script.body)
  }

  app.get('/tracker.js', async (request, reply) => send(request, reply, 'public, max-age=300'))

  app.get<{ Params: { file: string } }>('/tracker/:file', async (request, reply) => {
    if (!version || request.params.file !== `${version}.js`) {
      return reply
        .status(404)
        .send(errorBody('not_found', `no tracker version ${request.params.file.replace(/\.js$/, '')} here (this server has ${version ?? 'none'})`))
    }
    return send(request, reply, 'public, max-age=31536000, immutable')
  })
}
