/**
 * The demo pages of `devtrail start --demo`, served by the Devtrail server itself under /demo/:
 * a website page, a docs page and a product page, each tracked with its asset's client ID, and
 * /demo/activity, the demo workspace's latest activity for the pages' "recent activity" panel.
 * Registered only in demo mode.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { latestActivitiesWithDeveloper } from '../activities/activity.js'
import { listAssets } from '../admin/assets.js'
import { errorBody, UNAVAILABLE_RETRY_AFTER_S } from '../errors.js'
import type { AssetKind } from '../store/schema.js'
import type { Store } from '../store/store.js'
import { findDemoWorkspace } from './setupDemo.js'
import { escapeHtml } from '../http/escapeHtml.js'

/** The folder of the demo HTML pages: `packages/server/demo`, found the same way from src/ and dist/. */
export const demoPagesFolder = fileURLToPath(new URL('../../demo/', import.meta.url))

/** One activity of the demo panel. */
export interface DemoActivity {
  activity_type: string
  activity_source: string
  page: string
  copied_text: string
  /** The developer's name or e-mail, or null while the visitor is anonymous. */
  developer: string | null
  /** ISO 8601 UTC. */
  time: string
}

const page = (file: string) => readFileSync(`${demoPagesFolder}${file}`, 'utf8')

/** The latest `limit` activities of a workspace, newest first. */
export async function latestActivities(store: Store, workspaceId: string, limit = 20): Promise<DemoActivity[]> {
  const rows = await latestActivitiesWithDeveloper(store.db, workspaceId, limit)
  return rows.map((row) => ({
    activity_type: row.activity_type,
    activity_source: row.activity_source,
    page: row.page,
    copied_text: row.copied_text,
    developer: row.name || row.email || null,
    time: new Date(Number(row.occurred_at)).toISOString(),
  }))
}

/** The demo pages and the activity feed (a Fastify plugin; the store is the app's `store`). */
export const demoRoutes: FastifyPluginAsync = async (app) => {
  const pages = { website: page('index.html'), docs: page('docs.html'), product: page('app.html') }
  const script = page('demo.js')
  const stylesheet = page('demo.css')
  let workspaceId: string | null = null
  const demoWorkspace = async (request: FastifyRequest) => (workspaceId ??= await findDemoWorkspace(request.server.store))

  const servePage = (html: string, kind: AssetKind) => async (request: FastifyRequest, reply: FastifyReply) => {
    const workspace = await demoWorkspace(request)
    const asset = workspace ? (await listAssets(request.server.store, workspace)).find((candidate) => candidate.kind === kind) : undefined
    if (!asset)
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
        .send(errorBody('unavailable', 'the demo is not set up: run `devtrail start --demo`'))
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html.replaceAll('{{CLIENT_ID}}', escapeHtml(asset.client_id)))
  }

  app.get('/demo', async (_request, reply) => reply.redirect('/demo/'))
  app.get('/demo/', servePage(pages.website, 'WEBSITE'))
  app.get('/demo/docs', servePage(pages.docs, 'DOCS'))
  app.get('/demo/docs/*', servePage(pages.docs, 'DOCS'))
  app.get('/demo/app', servePage(pages.product, 'PRODUCT'))
  app.get('/demo/demo.css', async (_request, reply) => reply.header('cache-control', 'no-store').type('text/css; charset=utf-8').send(stylesheet))
  app.get('/demo/demo.js', async (_request, reply) => reply.header('cache-control', 'no-store').type('text/javascript; charset=utf-8').send(script))
  app.get('/demo/activity', async (request, reply) => {
    const workspace = await demoWorkspace(request)
    if (!workspace)
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
        .send(errorBody('unavailable', 'the demo is not set up: run `devtrail start --demo`'))
    return { data: await latestActivities(request.server.store, workspace) }
  })
}
