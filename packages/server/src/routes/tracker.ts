/**
 * The script host: `/tracker.js` (short cache, revalidated by ETag), `/tracker/{version}.js`
 * (immutable, for SRI-pinned pages) and `/tracker/{version}/full.js` (immutable: the complete
 * tracker the script of that version loads after the first page view, pinned by its hash), each
 * sent brotli- or gzip-compressed when the browser accepts it, with CORS (SRI checks need it).
 * Every version served is archived in the data folder and stays available.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { errorBody, UNAVAILABLE_RETRY_AFTER_S } from '../errors.js'
import { preferredEncoding } from '../http/acceptEncoding.js'
import { builtTracker, completeTrackerBeside, loadTrackerScript, TrackerArchive, type TrackerScript } from '../scriptHost/trackerScript.js'

/** Where the script comes from; tests point these at other files. */
export interface TrackerRoutesOptions {
  /** Path of the built IIFE (default: `@devtrail/core/tracker.js`). */
  scriptPath?: string
  /** Path of the built complete tracker (default: `tracker-full.js` beside the script). */
  completeScriptPath?: string
  /** The tracker version served immutably at `/tracker/{version}.js` (default: @devtrail/core's version). */
  version?: string
  /** Folder keeping every version served (default: none kept). */
  archiveFolder?: string
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((candidate) => {
    const value = candidate.trim().replace(/^W\//, '')
    return value === '*' || value === etag
  })
}

/** Serves the hosted tracker scripts (`/tracker.js`, `/tracker/{version}.js`, `/tracker/{version}/full.js`). */
export const trackerRoutes: FastifyPluginAsync<TrackerRoutesOptions> = async (app, options) => {
  const core = builtTracker()
  const version = options.version ?? core.version ?? '0.0.0'
  const path = options.scriptPath ?? core.path
  const current = path ? loadTrackerScript(path, version) : null
  const completePath = options.completeScriptPath ?? (path && completeTrackerBeside(path))
  const currentComplete = completePath ? loadTrackerScript(completePath, version) : null
  const archive = options.archiveFolder ? new TrackerArchive(options.archiveFolder) : null
  if (!current) app.log.warn('tracker script not found: build @devtrail/core (npm run build) to serve /tracker.js')
  else archive?.keep(current)
  if (currentComplete) archive?.keep(currentComplete, 'full')

  const send = (request: FastifyRequest, reply: FastifyReply, script: TrackerScript | null, cacheControl: string) => {
    reply.header('access-control-allow-origin', '*').header('vary', 'accept-encoding')
    if (!script) {
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
        .send(errorBody('unavailable', 'the tracker script is not built on this server: run `npm run build`'))
    }
    const encoding = preferredEncoding(request.headers['accept-encoding'])
    const { body, etag } = script.encodings[encoding]
    reply.header('etag', etag).header('cache-control', cacheControl)
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send()
    if (encoding !== 'identity') reply.header('content-encoding', encoding)
    return reply.type('application/javascript; charset=utf-8').send(body)
  }

  app.get('/tracker.js', async (request, reply) => send(request, reply, current, 'public, max-age=300'))

  app.get<{ Params: { file: string } }>('/tracker/:file', async (request, reply) => {
    const { file } = request.params
    const wanted = file.replace(/\.js$/, '')
    if (file === `${version}.js`) return send(request, reply, current, 'public, max-age=31536000, immutable')
    const archived = file.endsWith('.js') ? (archive?.get(wanted) ?? null) : null
    if (!archived) return reply.status(404).send(errorBody('not_found', `no tracker version ${wanted.slice(0, 40)} here (this server serves ${version})`))
    return send(request, reply, archived, 'public, max-age=31536000, immutable')
  })

  app.get<{ Params: { version: string } }>('/tracker/:version/full.js', async (request, reply) => {
    const wanted = request.params.version
    const script = wanted === version ? currentComplete : (archive?.get(wanted, 'full') ?? null)
    if (!script && wanted === version) return send(request, reply, null, 'no-store')
    if (!script)
      return reply.status(404).send(errorBody('not_found', `no complete tracker of version ${wanted.slice(0, 40)} here (this server serves ${version})`))
    return send(request, reply, script, 'public, max-age=31536000, immutable')
  })
}
