/**
 * `devtrail start [--demo] [--workers N]`: runs the server; with `--demo`, also the demo workspace
 * and pages; with `--workers N`, N processes on one port (PostgreSQL only, see clusterStart.ts).
 */
import cluster from 'node:cluster'
import { UsageError, type Command } from './command.js'

/** The worker count of `--workers` (1 when absent); a usage error for anything but 1 to 64. */
function workerCountOf(value: unknown): number {
  if (value === undefined) return 1
  if (typeof value !== 'string' || !/^\d{1,2}$/.test(value) || Number(value) < 1 || Number(value) > 64) {
    throw new UsageError(`--workers must be a whole number from 1 to 64 (got "${String(value)}")`)
  }
  return Number(value)
}

/** The start command. */
export const startCommand: Command = {
  name: 'start',
  summary: 'run the server and its dashboard (with --demo: a demo workspace with 90 days of activity and demo pages under /demo/)',
  usage: '[--demo [--without-history]] [--workers N]',
  help: [
    '--demo             create (first run) or reuse the demo workspace, serve the demo pages and',
    '                   print their URLs, client IDs, the demo API key, a dashboard sign-in link',
    '                   and curl commands; a new demo workspace starts with 90 days of activity',
    '--without-history  a new demo workspace starts empty instead',
    '--workers N        run N server processes on one port (PostgreSQL only: SQLite has one writer,',
    '                   so a SQLite server is one process; see docs/adr/005-collector-writers.md)',
    '',
    'The server reads its configuration from the environment: PORT, HOST, DATABASE_URL, TOKEN_SECRET and the other',
    'variables of the configuration table in the server README.',
  ],
  options: { demo: { type: 'boolean' }, 'without-history': { type: 'boolean' }, workers: { type: 'string' } },
  positionals: 0,
  run: async ({ values, io, databaseUrl, json }) => {
    // loaded on use: the server is heavy and the other commands never need it
    const { ConfigError } = await import('../config/configError.js')
    const { dataFolder: dataFolderOf } = await import('../config/dataFolder.js')
    const { loadConfig } = await import('../config/loadConfig.js')
    const { startServer } = await import('../server.js')
    let config: ReturnType<typeof loadConfig>
    try {
      // request logs would bury the demo banner and break --json output: quieter unless LOG_LEVEL asks
      const logLevel = io.env.LOG_LEVEL || (values.demo === true || json ? 'warn' : 'info')
      config = loadConfig({ ...io.env, DATABASE_URL: databaseUrl, LOG_LEVEL: logLevel })
    } catch (error) {
      if (error instanceof ConfigError) throw new UsageError(error.message)
      throw error
    }
    const workers = workerCountOf(values.workers)
    if (workers > 1 && cluster.isPrimary) {
      const { dialectOf } = await import('../store/store.js')
      if (values.demo === true) throw new UsageError('--workers cannot be combined with --demo')
      if (dialectOf(config.databaseUrl) !== 'postgres') {
        throw new UsageError('--workers needs a PostgreSQL DATABASE_URL: SQLite has one writer, so a SQLite server runs as one process')
      }
      const { startCluster } = await import('./clusterStart.js')
      const { url } = await startCluster(config, workers, (line) => io.stderr(`${line}\n`))
      return {
        json: { url, workers, dashboard: `${url}/dashboard/` },
        text: `Devtrail is running at ${url} with ${workers} worker processes. Dashboard: ${url}/dashboard/. Stop with Ctrl+C.`,
        keepAlive: true,
      }
    }
    if (values.demo !== true) {
      const server = await startServer(config, { logStream: process.stderr })
      const dashboard = `${server.url}/dashboard/`
      return {
        json: { url: server.url, dashboard },
        text: `Devtrail is running at ${server.url}. Dashboard: ${dashboard} (sign in with an API key, or devtrail dashboard --workspace <id>). Stop with Ctrl+C.`,
        keepAlive: true,
      }
    }
    const { demoRoutes } = await import('../demo/demoRoutes.js')
    const { demoFileOf, setupDemo } = await import('../demo/setupDemo.js')
    const { demoBanner } = await import('../demo/demoBanner.js')
    const server = await startServer(config, { plugins: [demoRoutes], logStream: process.stderr })
    try {
      const port = new URL(server.url).port
      const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
      const demoFile = demoFileOf(config.databaseUrl, dataFolderOf(config.databaseUrl))
      const setup = await setupDemo(server.store, { origins, demoFile, history: values['without-history'] !== true })
      const baseUrl = `http://localhost:${port}`
      const pages = { website: `${baseUrl}/demo/`, docs: `${baseUrl}/demo/docs`, product: `${baseUrl}/demo/app` }
      const { createSignInLink } = await import('../dashboard/keySignIn.js')
      const dashboardLink = `${baseUrl}/dashboard/link/${(await createSignInLink(server.store, setup.workspaceId)).token}`
      return {
        json: { url: server.url, demo: { ...setup, pages, dashboard: `${baseUrl}/dashboard/`, dashboardLink } },
        text: demoBanner(setup, baseUrl, demoFile, dashboardLink),
        keepAlive: true,
      }
    } catch (error) {
      await server.close()
      throw error
    }
  },
}
