/**
 * Boots the Devtrail app: opens the store, builds Fastify, registers the app (and any extra
 * plugins), listens, and shuts down gracefully on SIGTERM/SIGINT. `node dist/server.js` starts
 * it from the environment (see config/loadConfig.ts).
 */
import { realpathSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { devtrailApp, fastifyOptions } from './app.js'
import { dataFolder } from './config/dataFolder.js'
import { type Config, DEFAULT_MAX_CONNECTIONS, loadConfig } from './config/loadConfig.js'
import type { TrustProxy } from './config/trustProxy.js'
import { createMailer } from './email/createMailer.js'
import { invitationMailerOf } from './email/invitationEmail.js'
import { rateLimitsOf } from './http/rateLimits.js'
import { warnOnceOfUntrustedProxy } from './http/untrustedProxy.js'
import { loadIpDatabases } from './network/ipDatabases.js'
import { persistedSecretKey, SecretBox } from './secrets/secretBox.js'
import { looseDataPaths } from './store/dataFilePermissions.js'
import { dialectOf, openStore, sqlitePathOf, type Store } from './store/store.js'

/** Extras for `startServer`. */
export interface StartOptions {
  /** More Fastify plugins registered after the app (the CLI's demo pages). */
  plugins?: FastifyPluginAsync[]
  /** Exit the process after a graceful shutdown on SIGTERM/SIGINT (default true). */
  handleSignals?: boolean
  /** Where the request log goes (default stdout); the CLI sends it to stderr so stdout stays its own. */
  logStream?: NodeJS.WritableStream
}

/** A running server. */
export interface RunningServer {
  app: FastifyInstance
  store: Store
  /** The address it listens on, e.g. `http://127.0.0.1:8787`. */
  url: string
  /** Stops accepting, answers what is buffered, flushes the write buffer and closes the store. */
  close(): Promise<void>
}

/**
 * Fastify's trustProxy for a configured value. Fastify 5 treats a bare hop count as "trust
 * nothing"; a count here means the usual: trust that many proxies next to this server.
 */
export function fastifyTrustProxy(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value
  const hops = value
  return (_address, hop) => hop < hops
}

/** Says once, at start, which of the SQLite data folder and its files group or others can read. */
function warnOfLooseDataPaths(app: FastifyInstance, databasePath: string): void {
  if (databasePath === ':memory:') return
  const loose = looseDataPaths(databasePath)
  if (loose.length === 0) return
  const list = loose.map((entry) => `${entry.path} (${entry.mode.toString(8).padStart(4, '0')})`).join(', ')
  app.log.warn(
    { paths: loose.map((entry) => entry.path) },
    `the data folder holds personal data and secrets but group or others can read: ${list}; Devtrail leaves existing files as they are: run chmod 700 on the folder and chmod 600 on its files`,
  )
}

/** Opens the store, starts the Devtrail app on `config.host:config.port` and returns it. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const store = await openStore(config.databaseUrl)
  // the replica follows the primary's schema: it is never migrated itself
  const readStore = config.databaseReadUrl ? await openStore(config.databaseReadUrl, { migrate: false }) : undefined
  const closeStores = async () => {
    await readStore?.close()
    await store.close()
  }
  let app: FastifyInstance
  // one SMTP sender (when configured) for alerts and invitations
  const mailer = config.mail ? createMailer(config.mail) : null
  const outbound = config.outbound ?? { allowPrivate: false }
  try {
    app = Fastify(
      fastifyOptions(
        { logger: { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) }, trustProxy: fastifyTrustProxy(config.trustProxy) },
        config.requestTimeoutMs,
      ),
    ).withTypeProvider<TypeBoxTypeProvider>()
    // loaded once per process; each logs its build date (or why it is missing)
    const ipDatabases = loadIpDatabases(config.ipDatabases ?? {}, { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) })
    if (dialectOf(config.databaseUrl) === 'sqlite') warnOfLooseDataPaths(app, sqlitePathOf(config.databaseUrl))
    if (config.trustProxy === false) {
      const limits = rateLimitsOf(config.rateLimits)
      warnOnceOfUntrustedProxy(app, limits.collectorPerIp, limits.windowMs)
    }
    await app.register(devtrailApp, {
      ipDatabases,
      store,
      ...(readStore ? { readStore } : {}),
      tokenSecret: config.tokenSecret,
      secretBox: new SecretBox(config.secretKey ?? persistedSecretKey(dataFolder(config.databaseUrl))),
      dataFolder: dataFolder(config.databaseUrl),
      ...(config.rateLimits ? { rateLimits: config.rateLimits } : {}),
      ...(config.dataService ? { dataService: config.dataService } : {}),
      ...(config.countryHeader ? { countryHeader: config.countryHeader } : {}),
      ...(config.teamAccess || mailer ? { teamAccess: { ...config.teamAccess, ...(mailer ? { mailer: invitationMailerOf(mailer) } : {}) } } : {}),
      ...(config.jobs ? { jobs: config.jobs } : {}),
      crm: { publicUrl: config.publicUrl ?? null, outbound },
      alerts: { ...config.alerts, publicUrl: config.publicUrl ?? null, policy: outbound, mailer },
    })
    for (const plugin of options.plugins ?? []) await app.register(plugin)
    // past the cap new connections are closed at once, before they can cost memory
    app.server.maxConnections = config.maxConnections ?? DEFAULT_MAX_CONNECTIONS
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    await closeStores()
    throw error
  }
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`

  let closing: Promise<void> | null = null
  const close = () => {
    // app.close stops accepting and runs the collector's onClose flush before the store goes
    closing ??= app.close().finally(closeStores)
    return closing
  }
  if (options.handleSignals !== false) {
    const shutdown = (signal: NodeJS.Signals) => {
      app.log.info({ signal }, 'shutting down')
      close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed')
          process.exit(1)
        },
      )
    }
    process.once('SIGTERM', shutdown)
    process.once('SIGINT', shutdown)
  }
  return { app, store, url, close }
}

function runDirectly(): boolean {
  const entry = process.argv[1]
  if (!entry) return false
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url))
  } catch {
    return false
  }
}

if (runDirectly()) {
  try {
    const running = await startServer(loadConfig())
    running.app.log.info(`Devtrail listening on ${running.url}`)
  } catch (error) {
    console.error(`devtrail: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
