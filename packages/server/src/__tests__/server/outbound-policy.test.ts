import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboundPolicyOf } from '../../config/outboundPolicyOf.js'
import { checkDestination, isPublicAddress, publicOnlyLookup } from '../../outbound/destinationPolicy.js'
import { sendOutboundRequest } from '../../outbound/sendOutboundRequest.js'

const strict = { allowPrivate: false }
const allowing = { allowPrivate: true }

describe('destination policy', () => {
  it.each([
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '127.0.0.1',
    '127.255.0.9',
    '169.254.169.254',
    '100.64.0.1',
    '100.100.100.200',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fc00::1',
    'fd00:ec2::254',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
  ])('refuses %s, directly and as a URL', async (address) => {
    expect(isPublicAddress(address)).toBe(false)
    const host = address.includes(':') ? `[${address}]` : address
    await expect(checkDestination(`https://${host}/hook`, strict)).rejects.toMatchObject({ type: 'params_invalid' })
  })

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111'])('accepts the public address %s', async (address) => {
    expect(isPublicAddress(address)).toBe(true)
  })

  it('refuses http, credentials, and a name that resolves to a private address, unless the operator allows', async () => {
    await expect(checkDestination('http://hooks.example.com/x', strict)).rejects.toThrow(/must be an https URL/)
    await expect(checkDestination('https://user:pass@hooks.example.com/x', strict)).rejects.toThrow(/user name or password/)
    await expect(checkDestination('https://localhost/x', strict)).rejects.toThrow(/private, loopback or link-local/)
    await expect(checkDestination('https://intranet.example/x', strict, async () => ['203.0.114.9', '10.0.0.7'])).rejects.toThrow(/10\.0\.0\.7/)
    await expect(checkDestination('https://hooks.example/x', strict, async () => ['93.184.215.14'])).resolves.toBeInstanceOf(URL)
    await expect(checkDestination('http://127.0.0.1:9/x', allowing)).resolves.toBeInstanceOf(URL)
    await expect(checkDestination('ftp://127.0.0.1/x', allowing)).rejects.toThrow(/https URL/)
    expect(outboundPolicyOf({ DEVTRAIL_ALLOW_PRIVATE_DESTINATIONS: '1' })).toEqual(allowing)
    expect(outboundPolicyOf({})).toEqual(strict)
  })

  it('refuses at connect time a name that resolves to a private address (DNS rebinding)', async () => {
    const lookup = publicOnlyLookup(strict)
    const error = await new Promise<unknown>((resolve) => lookup('localhost', { all: true }, (failure) => resolve(failure)))
    expect(error).toMatchObject({ code: 'EPRIVATEDESTINATION' })
    const allowed = await new Promise<unknown>((resolve) => publicOnlyLookup(allowing)('localhost', {}, (failure, address) => resolve(failure ?? address)))
    expect(allowed).toMatch(/^(127\.0\.0\.1|::1)$/)
  })
})

describe('outbound request', () => {
  let server: Server
  let base: string
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/redirect') return response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end()
      if (request.url === '/big') return response.writeHead(200).end('x'.repeat(100_000))
      if (request.url === '/slow') return setTimeout(() => response.end('late'), 2000)
      let body = ''
      request.on('data', (chunk) => {
        body += chunk
      })
      request.on('end', () => response.writeHead(200, { 'content-type': 'text/plain' }).end(`got ${request.method} ${body}`))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('sends, never follows a redirect, keeps 1 KB of the answer and keeps to its deadline', async () => {
    await expect(sendOutboundRequest(`${base}/echo`, { body: '{"a":1}' }, allowing)).resolves.toMatchObject({
      status: 200,
      body: 'got POST {"a":1}',
      truncated: false,
    })
    await expect(sendOutboundRequest(`${base}/redirect`, {}, allowing)).resolves.toMatchObject({ status: 302, body: '' })
    const big = await sendOutboundRequest(`${base}/big`, {}, allowing)
    expect(big.body).toHaveLength(1024)
    expect(big.truncated).toBe(true)
    await expect(sendOutboundRequest(`${base}/slow`, { timeoutMs: 100 }, allowing)).rejects.toThrow(/no answer within 100 ms/)
  })

  it('refuses the same local receiver without the operator switch', async () => {
    await expect(sendOutboundRequest(`${base}/echo`, { body: 'x' }, strict)).rejects.toMatchObject({ type: 'params_invalid' })
    await expect(sendOutboundRequest(`${base.replace('http:', 'https:').replace('127.0.0.1', 'localhost')}/echo`, {}, strict)).rejects.toMatchObject({
      type: 'params_invalid',
    })
  })
})
