/**
 * `devtrail start --workers N`: N server processes (node:cluster) sharing one port and one
 * PostgreSQL. The primary migrates the store once, forks the workers, starts a new one in place
 * of one that dies, and on SIGTERM/SIGINT lets each shut down gracefully (answer what is in
 * flight, flush the collector's groups) before it exits. Collectors share nothing but the
 * database and the token secret, so any worker can answer any visitor.
 */
import cluster, { type Worker } from 'node:cluster'
import type { Config } from '../config/loadConfig.js'
import { openStore } from '../store/store.js'

/** A worker that died is replaced after this pause (a crash loop must not spin). */
const RESTART_DELAY_MS = 1000

/** The primary of a cluster: resolves with the address once every worker listens. */
export async function startCluster(config: Config, workers: number, log: (line: string) => void): Promise<{ url: string }> {
  // migrations once, before any worker opens the store
  const store = await openStore(config.databaseUrl)
  await store.close()
  // the workers read the same configuration; the token secret is passed so all sign alike
  const env = { DATABASE_URL: config.databaseUrl, TOKEN_SECRET: config.tokenSecret, LOG_LEVEL: config.logLevel }
  let stopping = false
  const fork = (): Worker => cluster.fork(env)
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return
    log(`devtrail: worker ${worker.process.pid} exited (${signal ?? code}); starting another`)
    setTimeout(() => {
      if (!stopping) fork()
    }, RESTART_DELAY_MS).unref()
  })
  const stop = () => {
    stopping = true
    const running = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined)
    let left = running.length
    if (left === 0) process.exit(0)
    for (const worker of running) {
      worker.once('exit', () => {
        left -= 1
        if (left === 0) process.exit(0)
      })
      worker.process.kill('SIGTERM')
    }
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)

  const listening = Array.from({ length: workers }, () => {
    const worker = fork()
    return new Promise<number>((resolve, reject) => {
      worker.once('listening', (address) => resolve(address.port))
      worker.once('exit', (code) => reject(new Error(`a worker exited with ${code} before it listened`)))
    })
  })
  const [port] = await Promise.all(listening)
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host
  return { url: `http://${host.includes(':') ? `[${host}]` : host}:${port}` }
}
