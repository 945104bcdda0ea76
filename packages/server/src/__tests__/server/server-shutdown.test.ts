/**
 * A real server process shutting down on SIGTERM while requests keep arriving on a busy
 * keep-alive connection: every 503 it sends carries Retry-After and the error shape.
 */
import { randomUUID } from 'node:crypto'
import { connect, type Socket } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { createAsset } from '../../admin/assets.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { openStore } from '../../store/store.js'
import { eventsBody, pageVisits } from '../../../test/collectorLoad.js'
import { killServerProcesses, startServerProcess, UNLIMITED } from '../../../test/serverProcess.js'
import { createTestDatabase } from '../../../test/stores.js'
import { waitFor } from '../../../../../test/fixtures/waitFor.js'

afterAll(killServerProcesses)

interface RawAnswer {
  status: number
  headers: Map<string, string>
  body: string
}

/** Splits what came back on one connection into its HTTP/1.1 answers (bodies with Content-Length). */
function answersOf(raw: string): RawAnswer[] {
  const answers: RawAnswer[] = []
  let rest = raw
  while (rest.startsWith('HTTP/1.1 ')) {
    const headEnd = rest.indexOf('\r\n\r\n')
    if (headEnd < 0) break
    const [statusLine = '', ...lines] = rest.slice(0, headEnd).split('\r\n')
    const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]))
    const length = Number(headers.get('content-length') ?? 0)
    answers.push({ status: Number(statusLine.split(' ')[1]), headers, body: rest.slice(headEnd + 4, headEnd + 4 + length) })
    rest = rest.slice(headEnd + 4 + length)
  }
  return answers
}

/** Resolves with everything the socket received once the server closes it. */
function untilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let received = ''
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1')
    })
    socket.on('close', () => resolve(received))
    socket.on('error', () => undefined)
  })
}

describe('server shutdown', () => {
  it('answers every request that arrives during a SIGTERM shutdown with 503 and Retry-After', async () => {
    const { url: databaseUrl, drop } = await createTestDatabase('sqlite')
    try {
      const store = await openStore(databaseUrl)
      const asset = await createAsset(store, { workspaceId: (await createWorkspace(store, 'Drain')).id, kind: 'website', origins: ['*'] })
      await store.close()
      const server = await startServerProcess(databaseUrl, UNLIMITED)
      const { port } = new URL(server.url)
      const socket = connect(Number(port), '127.0.0.1')
      const received = untilClosed(socket)
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
      const body = eventsBody({ clientId: asset.client_id, anonymousId: randomUUID() }, pageVisits(2))
      const host = `Host: 127.0.0.1:${port}\r\n`
      // a request still being sent keeps the connection busy through the shutdown
      socket.write(
        `POST /v1/events HTTP/1.1\r\n${host}Content-Type: text/plain\r\nUser-Agent: Mozilla/5.0 Firefox/133.0\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
      )
      socket.write(body.slice(0, 10))
      server.child.kill('SIGTERM')
      // the listener closes first: new connections are refused once the shutdown has begun
      await waitFor(
        () =>
          fetch(`${server.url}/healthz`).then(
            () => false,
            () => true,
          ),
        { timeout: 10_000, interval: 50, what: 'the listener to refuse new connections' },
      )
      // the rest of the body, then requests pipelined behind it on the same connection
      socket.write(`${body.slice(10)}GET /healthz HTTP/1.1\r\n${host}\r\nGET /tracker.js HTTP/1.1\r\n${host}\r\nGET /segments HTTP/1.1\r\n${host}\r\n`)
      const answers = answersOf(await received)
      expect(await server.exited).toBe(0)
      const unavailable = answers.filter((answer) => answer.status === 503)
      expect(unavailable.length).toBeGreaterThan(0)
      for (const answer of unavailable) {
        expect(answer.headers.get('retry-after')).toMatch(/^\d+$/)
        expect(JSON.parse(answer.body)).toEqual({ error: { type: 'unavailable', message: expect.any(String) } })
      }
    } finally {
      await drop()
    }
  })
})
