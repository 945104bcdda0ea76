import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAsset } from '../../admin/assets.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { ConfigError } from '../../config/configError.js'
import { loadConfig } from '../../config/loadConfig.js'
import { parseTrustProxy } from '../../config/trustProxy.js'
import { fastifyTrustProxy, startServer, type RunningServer } from '../../server.js'
import { openStore } from '../../store/store.js'
import { capturedLog } from '../../../test/capturedLog.js'
import { createTestDatabase, dialects } from '../../../test/stores.js'

const ua = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'

describe('loadConfig', () => {
  it('has working defaults and keeps a generated token secret next to the SQLite file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'devtrail-config-'))
    const env = { DATABASE_URL: `sqlite:${join(dir, 'db', 'devtrail.db')}` }
    const config = loadConfig(env)
    expect(config).toEqual({
      port: 8787,
      host: '0.0.0.0',
      databaseUrl: env.DATABASE_URL,
      trustProxy: false,
      ipDatabases: {},
      tokenSecret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      secretKey: expect.any(Buffer),
      logLevel: 'info',
      requestTimeoutMs: 15_000,
      maxConnections: 2048,
      rateLimits: { collectorPerIp: 3000, collectorPerClient: 120_000, failedAuthPerIp: 30, windowMs: 60_000 },
      dataService: { rateLimit: { max: 600, timeWindowMs: 60_000 }, segmentSnapshotMs: 10_000 },
      jobs: { enabled: true, concurrency: 4, pollMs: 1000, leaseMs: 60_000 },
      outbound: { allowPrivate: false },
      alerts: { retry: { baseMs: 1000, maxMs: 3_600_000 }, pauseAfterMs: 21_600_000, gatherMs: 100 },
    })
    const file = join(dir, 'db', 'token-secret')
    expect(readFileSync(file, 'utf8').trim()).toBe(config.tokenSecret)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(loadConfig(env).tokenSecret).toBe(config.tokenSecret)
    expect(readFileSync(join(dir, 'db', 'secret-key'), 'utf8').trim()).toBe(config.secretKey!.toString('hex'))
    expect(loadConfig(env).secretKey).toEqual(config.secretKey)
  })

  it('refuses an empty token-secret file instead of signing with an empty secret', () => {
    const dir = mkdtempSync(join(tmpdir(), 'devtrail-secret-'))
    writeFileSync(join(dir, 'token-secret'), '\n')
    expect(() => loadConfig({ DATABASE_URL: `sqlite:${join(dir, 'devtrail.db')}` })).toThrow(/no usable token secret/)
    rmSync(dir, { recursive: true, force: true })
  })

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u@db:5432/devtrail',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      COUNTRY_HEADER: 'CF-IPCountry',
      IP_COUNTRY_DATABASE: '/srv/geo/country.mmdb',
      IP_NETWORK_DATA: 'off',
      TOKEN_SECRET: 'a-long-enough-token-secret',
      DEVTRAIL_SECRET_KEY: '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff',
      MAX_CONNECTIONS: '100',
      RATE_LIMIT_COLLECTOR_IP: '0',
      RATE_LIMIT_COLLECTOR_CLIENT: '50',
      RATE_LIMIT_FAILED_AUTH: '3',
      DEVTRAIL_RATE_LIMIT_MAX: '120',
      DEVTRAIL_SEGMENT_SNAPSHOT_MS: '0',
      JOBS: 'off',
      JOB_CONCURRENCY: '2',
      JOB_POLL_MS: '250',
      JOB_LEASE_MS: '5000',
      LOG_LEVEL: 'warn',
      DEVTRAIL_PUBLIC_URL: 'https://devtrail.example.com/',
      DEVTRAIL_ALLOW_PRIVATE_DESTINATIONS: 'on',
      DASHBOARD_KEY_SIGNIN: 'on',
      SMTP_HOST: 'mail.example.com',
      SMTP_FROM: 'Devtrail <alerts@example.com>',
      DEVTRAIL_ALERT_RETRY_BASE_MS: '50',
      DEVTRAIL_ALERT_RETRY_MAX_MS: '400',
      DEVTRAIL_ALERT_PAUSE_AFTER_MS: '1000',
      DEVTRAIL_ALERT_GATHER_MS: '5',
    })
    expect(config).toEqual({
      port: 9000,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u@db:5432/devtrail',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      countryHeader: 'cf-ipcountry',
      ipDatabases: { country: '/srv/geo/country.mmdb', networks: 'off' },
      tokenSecret: 'a-long-enough-token-secret',
      secretKey: Buffer.from('00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff', 'hex'),
      logLevel: 'warn',
      requestTimeoutMs: 15_000,
      maxConnections: 100,
      rateLimits: { collectorPerIp: 0, collectorPerClient: 50, failedAuthPerIp: 3, windowMs: 60_000 },
      dataService: { rateLimit: { max: 120, timeWindowMs: 60_000 }, segmentSnapshotMs: 0 },
      jobs: { enabled: false, concurrency: 2, pollMs: 250, leaseMs: 5000 },
      teamAccess: { sso: null, keySignIn: true },
      publicUrl: 'https://devtrail.example.com',
      outbound: { allowPrivate: true },
      mail: { host: 'mail.example.com', secure: false, from: 'Devtrail <alerts@example.com>' },
      alerts: { retry: { baseMs: 50, maxMs: 400 }, pauseAfterMs: 1000, gatherMs: 5 },
    })
    expect(parseTrustProxy('true')).toBe(true)
    expect(parseTrustProxy('2')).toBe(2)
    expect(parseTrustProxy('loopback')).toEqual(['loopback'])
    const hops = fastifyTrustProxy(1) as (address: string, hop: number) => boolean
    expect([hops('10.0.0.1', 0), hops('10.0.0.2', 1)]).toEqual([true, false])
  })

  it('names the variable of a bad value', () => {
    const base = { TOKEN_SECRET: 'a-long-enough-token-secret' }
    expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow(new ConfigError('PORT must be an integer from 0 to 65535 (got "eighty")'))
    expect(() => loadConfig({ ...base, PORT: '70000' })).toThrow(/^PORT/)
    expect(() => loadConfig({ ...base, LOG_LEVEL: 'loud' })).toThrow(/^LOG_LEVEL must be one of/)
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'proxy.internal' })).toThrow(/^TRUST_PROXY .*"proxy.internal"/)
    expect(() => loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/40' })).toThrow(/^TRUST_PROXY/)
    // a secret's error never repeats the value
    expect(() => loadConfig({ TOKEN_SECRET: 'short' })).toThrow(new ConfigError('TOKEN_SECRET must be at least 16 characters'))
    expect(() => loadConfig({ ...base, DATABASE_URL: 'mysql://x/y' })).toThrow(/^DATABASE_URL must be/)
    expect(() => loadConfig({ ...base, COUNTRY_HEADER: 'bad header' })).toThrow(/^COUNTRY_HEADER/)
    expect(() => loadConfig({ ...base, JOBS: 'maybe' })).toThrow(/^JOBS must be on or off/)
    expect(() => loadConfig({ ...base, JOB_LEASE_MS: '10' })).toThrow(new ConfigError('JOB_LEASE_MS must be a whole number of at least 100 (got "10")'))
    expect(() => loadConfig({ ...base, JOB_CONCURRENCY: 'many' })).toThrow(/^JOB_CONCURRENCY must be a whole number/)
    for (const url of ['postgress://u@db/devtrail', 'mysql:devtrail', 'sqlite3:./data/x.db', 'redis://cache']) {
      expect(() => loadConfig({ ...base, DATABASE_URL: url }), url).toThrow(/^DATABASE_URL must be/)
    }
    expect(() => loadConfig({ ...base, MAX_CONNECTIONS: 'many' })).toThrow(/^MAX_CONNECTIONS must be a whole number/)
    expect(() => loadConfig({ ...base, RATE_LIMIT_FAILED_AUTH: '-1' })).toThrow(/^RATE_LIMIT_FAILED_AUTH/)
    // the data service's variables too: a typo stops the server instead of silently meaning the default
    expect(() => loadConfig({ ...base, DEVTRAIL_RATE_LIMIT_MAX: '6OO' })).toThrow(new ConfigError('DEVTRAIL_RATE_LIMIT_MAX must be a whole number (got "6OO")'))
    expect(() => loadConfig({ ...base, DEVTRAIL_RATE_LIMIT_WINDOW_MS: '0' })).toThrow(/^DEVTRAIL_RATE_LIMIT_WINDOW_MS/)
    expect(() => loadConfig({ ...base, DEVTRAIL_SEGMENT_SNAPSHOT_MS: '1e4' })).toThrow(/^DEVTRAIL_SEGMENT_SNAPSHOT_MS/)
    // the variables of alerts, e-mail, SSO and the outbound policy are read here too, with the same errors
    expect(() => loadConfig({ ...base, DEVTRAIL_ALERT_GATHER_MS: 'soon' })).toThrow(/^DEVTRAIL_ALERT_GATHER_MS must be a whole number/)
    expect(() => loadConfig({ ...base, DEVTRAIL_ALLOW_PRIVATE_DESTINATIONS: 'maybe' })).toThrow(/^DEVTRAIL_ALLOW_PRIVATE_DESTINATIONS must be on or off/)
    expect(() => loadConfig({ ...base, SMTP_HOST: 'mail.example.com' })).toThrow(
      new ConfigError('SMTP_FROM must name the sender when SMTP_URL or SMTP_HOST is set'),
    )
    expect(() => loadConfig({ ...base, OIDC_ISSUER: 'https://id.example.com' })).toThrow(/^OIDC_ISSUER is set: OIDC_CLIENT_ID/)
  })
})

describe.each(dialects)('startServer on %s', (dialect) => {
  let running: RunningServer
  let drop: () => Promise<void>
  let databaseUrl: string
  beforeAll(async () => {
    const database = await createTestDatabase(dialect)
    drop = database.drop
    databaseUrl = database.url
    const demo = async (app: import('fastify').FastifyInstance) => {
      app.get('/demo', async () => ({ demo: true }))
    }
    running = await startServer(
      { port: 0, host: '127.0.0.1', databaseUrl: database.url, trustProxy: false, tokenSecret: 'start-server-secret-0123', logLevel: 'silent' },
      { plugins: [demo], handleSignals: false },
    )
  })
  afterAll(async () => {
    await running.close()
    await drop()
  })

  it('serves the app and extra plugins, and stores what it answered before closing', async () => {
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(await (await fetch(`${running.url}/healthz`)).json()).toEqual({ status: 'ok' })
    expect(await (await fetch(`${running.url}/demo`)).json()).toEqual({ demo: true })
    const workspace = await createWorkspace(running.store, 'Boot')
    const asset = await createAsset(running.store, { workspaceId: workspace.id, kind: 'website', origins: ['*'] })
    const events = Array.from({ length: 5 }, () => ({ type: 'PAGE_VISIT', id: randomUUID(), time: Date.now(), url: 'https://acme.io/' }))
    // no COUNTRY_HEADER configured: a client-sent country header is not believed
    const answer = await fetch(`${running.url}/v1/events`, {
      method: 'POST',
      headers: { 'user-agent': ua, 'cf-ipcountry': 'DE' },
      body: JSON.stringify({ client_id: asset.client_id, anonymous_id: randomUUID(), events }),
    })
    expect(await answer.json()).toEqual({ accepted: 5, token: expect.any(String) })
  })

  it('closes idempotently, leaving the answered rows in the store', async () => {
    await Promise.all([running.close(), running.close()])
    await expect(fetch(`${running.url}/healthz`)).rejects.toThrow()
    const store = await openStore(databaseUrl)
    const rows = await store.db.selectFrom('activities').select(['activity_type', 'country']).execute()
    await store.close()
    expect(rows).toEqual(Array.from({ length: 5 }, () => ({ activity_type: 'PAGE_VISIT', country: '' })))
  })
})

describe('startServer failures', () => {
  it('closes the store when it cannot listen', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'devtrail-busy-'))
    const databaseUrl = `sqlite:${join(dir, 'devtrail.db')}`
    const config = { port: 0, host: '127.0.0.1', databaseUrl, trustProxy: false as const, tokenSecret: 'busy-port-secret-0123456', logLevel: 'silent' }
    const first = await startServer(config, { handleSignals: false })
    const port = Number(new URL(first.url).port)
    await expect(startServer({ ...config, port }, { handleSignals: false })).rejects.toThrow(/EADDRINUSE/)
    await first.close()
    const store = await openStore(databaseUrl)
    await store.close()
  })
})

describe('startServer IP databases', () => {
  it('logs the build date of each IP database at start, and starts without one that is missing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'devtrail-ipdb-'))
    const base = {
      port: 0,
      host: '127.0.0.1',
      databaseUrl: `sqlite:${join(dir, 'devtrail.db')}`,
      trustProxy: false as const,
      tokenSecret: 'ip-database-secret-0123',
      logLevel: 'info',
    }
    const start = async (ipDatabases: { country?: string; networks?: string }) => {
      const { logStream, entries } = capturedLog()
      const server = await startServer({ ...base, ipDatabases }, { handleSignals: false, logStream })
      await server.close()
      return entries().filter((entry) => /^IP-to|^no IP-to/.test(entry.msg))
    }
    expect(await start({})).toEqual([
      expect.objectContaining({ level: 30, msg: expect.stringMatching(/^IP-to-country database .*geo-whois-asn-country\.mmdb built \d{4}-\d\d-\d\d$/) }),
      expect.objectContaining({ level: 30, msg: expect.stringMatching(/^IP-to-ASN data .*asn of \d{4}-\d\d-\d\d: \d+ networks$/) }),
    ])
    expect(await start({ country: join(dir, 'missing.mmdb'), networks: 'off' })).toEqual([
      expect.objectContaining({ level: 40, msg: expect.stringContaining('missing.mmdb not loaded') }),
      expect.objectContaining({ level: 30, msg: 'IP-to-ASN lookups are off: no network owners' }),
    ])
    rmSync(dir, { recursive: true, force: true })
  })
})
