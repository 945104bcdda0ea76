import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { capturedLog } from '../../../test/capturedLog.js'
import { describe, expect, it } from 'vitest'
import { startServer } from '../../server.js'
import type { TrustProxy } from '../../config/trustProxy.js'

/** Starts a server, sends requests over its real port, and answers the warnings it logged. */
async function warningsAfter(trustProxy: TrustProxy, requests: Array<Record<string, string>>): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'devtrail-proxy-'))
  const { logStream, entries } = capturedLog()
  const server = await startServer(
    {
      port: 0,
      host: '127.0.0.1',
      databaseUrl: `sqlite:${join(dir, 'devtrail.db')}`,
      trustProxy,
      tokenSecret: 'proxy-secret-0123456789',
      logLevel: 'warn',
      ipDatabases: { country: 'off', networks: 'off' },
    },
    { handleSignals: false, logStream },
  )
  try {
    for (const headers of requests) expect((await fetch(`${server.url}/healthz`, { headers })).status).toBe(200)
  } finally {
    await server.close()
    rmSync(dir, { recursive: true, force: true })
  }
  return entries()
    .map((entry) => entry.msg)
    .filter((message) => message.includes('X-Forwarded-For'))
}

describe('a reverse proxy the server does not trust', () => {
  it('is said once in the log, at the first request carrying X-Forwarded-For, with the shared limit', async () => {
    const proxied = { 'x-forwarded-for': '198.51.100.7' }
    const warnings = await warningsAfter(false, [{}, {}, proxied, { 'x-forwarded-for': '203.0.113.9' }, proxied, {}])
    expect(warnings).toEqual([
      expect.stringMatching(/TRUST_PROXY is not set: every visitor appears at the proxy's address 127\.0\.0\.1 .*3000 requests per 60 s/),
    ])
  })

  it('is not said without X-Forwarded-For, nor when TRUST_PROXY trusts the proxy', async () => {
    expect(await warningsAfter(false, [{}, {}])).toEqual([])
    expect(await warningsAfter(true, [{ 'x-forwarded-for': '198.51.100.7' }])).toEqual([])
    expect(await warningsAfter(['127.0.0.1'], [{ 'x-forwarded-for': '198.51.100.7' }])).toEqual([])
  })
})
