/**
 * CSV export of every table the data service and the stats answer: `GET /export/<path>.csv`
 * reads `GET /<path>` with the same query and credentials, page after page, and streams the
 * rows as CSV. The first page is read before the answer starts, so its errors keep their status.
 */
import { Readable } from 'node:stream'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { errorResponses } from '../dataService/schemas.js'
import { DevtrailError } from '../errors.js'
import { csvLine } from '../stats/csv.js'

interface TablePage {
  data: Record<string, unknown>[]
  next: number | null
}

const FORWARDED_HEADERS = ['x-api-key', 'cookie', 'user'] as const

async function readPage(app: FastifyInstance, request: FastifyRequest, path: string, query: URLSearchParams, page: number): Promise<TablePage> {
  const pageQuery = new URLSearchParams(query)
  pageQuery.set('page', String(page))
  const headers: Record<string, string> = {}
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  const answer = await app.inject({ method: 'GET', url: `${path}?${pageQuery}`, headers })
  const body = answer.json() as { data?: unknown; next_page?: unknown; page_no?: unknown; total_pages?: unknown; error?: { type?: string; message?: string } }
  if (answer.statusCode !== 200) {
    throw new DevtrailError((body.error?.type ?? 'internal_error') as 'internal_error', body.error?.message ?? `${path} answered ${answer.statusCode}`)
  }
  if (!Array.isArray(body.data)) throw new DevtrailError('params_invalid', `${path} is not a table`)
  // paged answers name the next page; audience members give page_no and total_pages instead
  const next =
    typeof body.next_page === 'number'
      ? body.next_page
      : typeof body.page_no === 'number' && typeof body.total_pages === 'number' && body.page_no < body.total_pages
        ? body.page_no + 1
        : null
  return { data: body.data as Record<string, unknown>[], next }
}

/** The export route; registered inside the data service (same authentication). */
export const exportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/export/*',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'exportCsv',
        summary: 'Export a table as CSV',
        description:
          '`/export/<path>.csv?<query>` streams every row of `GET /<path>?<query>` (all pages) as CSV with a header line, e.g. `/export/stats/pages.csv?from=2026-01-01&to=2026-01-31` or `/export/segment/{id}/accounts.csv`. Empty values are empty cells, nested values JSON; a text cell starting with =, +, -, @, tab or carriage return is prefixed with a quote mark so spreadsheets never run it.',
        tags: ['export'],
        params: Type.Object({ '*': Type.String({ description: 'The table path followed by .csv' }) }),
        produces: ['text/csv'],
        response: { 200: Type.Unsafe<Readable>({ type: 'string', description: 'CSV, streamed' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const target = request.params['*']
      if (!target.endsWith('.csv') || target.startsWith('export/') || target.includes('..')) {
        throw new DevtrailError('not_found', `no table to export at /export/${target}`)
      }
      const path = `/${target.slice(0, -'.csv'.length)}`
      const query = new URLSearchParams(request.url.split('?')[1] ?? '')
      const firstPage = Number(query.get('page') ?? '1')
      const first = await readPage(app, request, path, query, Number.isInteger(firstPage) && firstPage > 0 ? firstPage : 1)
      const columns = [...new Set(first.data.flatMap((row) => Object.keys(row)))]
      async function* lines(): AsyncGenerator<string> {
        if (columns.length === 0) return
        yield csvLine(columns)
        let page = first
        for (;;) {
          for (const row of page.data) yield csvLine(columns.map((column) => row[column]))
          if (page.next === null) return
          page = await readPage(app, request, path, query, page.next)
        }
      }
      const name = path.split('/').filter(Boolean).join('-') || 'export'
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines()))
    },
  )
}
