/** GitHub webhook deliveries for tests: the payload fixtures (written from GitHub's documented schemas), signed as GitHub signs them. */
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { githubSignature } from '../src/github/githubSignature.js'

/** A payload fixture of test/fixtures/github, parsed. */
export function githubFixture(name: string): Record<string, any> {
  return JSON.parse(readFileSync(new URL(`./fixtures/github/${name}.json`, import.meta.url), 'utf8')) as Record<string, any>
}

/** A fixture with another sender (login and numeric id). */
export function fixtureFrom(name: string, login: string, id = 1000 + login.length): Record<string, any> {
  const payload = githubFixture(name)
  payload.sender = { ...payload.sender, login, id, html_url: `https://github.com/${login}` }
  return payload
}

/** How to send one delivery. */
export interface DeliveryOptions {
  /** The hook's secret (signs the body); omit `signature` to sign with it. */
  secret: string
  /** X-GitHub-Delivery (a new GUID by default). */
  delivery?: string
  /** The X-Hub-Signature-256 header to send instead of the right one; null sends none. */
  signature?: string | null
  /** Send as GitHub's `application/x-www-form-urlencoded` content type (`payload=`). */
  form?: boolean
}

/** Posts a delivery of `event` to `/v1/github/{hookId}` as GitHub does. */
export function deliver(app: FastifyInstance, hookId: string, event: string, payload: unknown, options: DeliveryOptions) {
  const json = JSON.stringify(payload)
  const body = options.form ? new URLSearchParams({ payload: json }).toString() : json
  const signature = options.signature === undefined ? githubSignature(options.secret, body) : options.signature
  return app.inject({
    method: 'POST',
    url: `/v1/github/${hookId}`,
    headers: {
      'content-type': options.form ? 'application/x-www-form-urlencoded' : 'application/json',
      'user-agent': 'GitHub-Hookshot/2a1b3c4',
      'x-github-event': event,
      'x-github-delivery': options.delivery ?? randomUUID(),
      'x-github-hook-id': '478123901',
      ...(signature === null ? {} : { 'x-hub-signature-256': signature }),
    },
    payload: body,
  })
}
