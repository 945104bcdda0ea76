import type { CopyEvent, IdentifyEvent, PageVisitEvent, WebVitalEvent } from '@devtrail/core/protocol'
import { describe, expect, it } from 'vitest'
import { fake, PLAIN_SNIPPETS, SECRET_SNIPPETS } from '../../../../../test/fixtures/secretCorpus.js'
import { scrubEvent, scrubText } from '../../collector/secretScan.js'

/**
 * secretlint's recommended rules catch vendor shapes, private keys, AWS keys and connection
 * strings; the collector's scan adds the tracker's own rules, so that a secret an old or altered
 * tracker let through (or a hand-made client sent) is caught on the server whatever its class.
 */
describe('the server secret scan alone, on the shared corpus', () => {
  it.each(SECRET_SNIPPETS)('redacts every secret of $name, as the tracker does', async ({ text, secrets }) => {
    const output = await scrubText(text)
    for (const secret of secrets) expect(output).not.toContain(secret)
  })

  it('keeps the text around what it redacts', async () => {
    const { text } = SECRET_SNIPPETS.find(({ name }) => name === 'export GITHUB_TOKEN')!
    expect(await scrubText(text)).toBe('export GITHUB_TOKEN=[REDACTED]')
    const dockerfile = SECRET_SNIPPETS.find(({ name }) => name === 'Dockerfile ENV with npm token')!
    expect(await scrubText(dockerfile.text)).toBe('FROM node:20\nENV NPM_TOKEN=[REDACTED]\nRUN npm ci')
  })

  it.each(PLAIN_SNIPPETS)('keeps $name byte-identical', async ({ text }) => expect(await scrubText(text)).toBe(text))

  it('merges overlapping findings into one marker', async () => {
    // the basic-auth URL and the GitHub token inside it are two findings over the same characters
    const url = `https://me:${fake('ghp_', 36)}@github.com/org/repo`
    expect(await scrubText(url)).toBe('[REDACTED]/org/repo')
  })

  it('leaves empty and secret-free texts alone', async () => {
    expect(await scrubText('')).toBe('')
    expect(await scrubText('  \n')).toBe('  \n')
    expect(await scrubText('Install the CLI | Example Docs')).toBe('Install the CLI | Example Docs')
  })
})

describe('scrubEvent', () => {
  const token = fake('ghp_', 36)
  const webhook = `https://hooks.slack.com/services/${fake('T', 10, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/${fake('B', 10, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/${fake('', 24)}`
  const base = { id: '7d2f0c1e-4b7a-4c3e-9a51-0f6b2f8d9e10', time: 1_700_000_000_000 }

  it('scrubs the URL, referrer and title of a page visit, and nothing else', async () => {
    const visit: PageVisitEvent = {
      ...base,
      type: 'PAGE_VISIT',
      url: 'https://docs.example.com/install?utm_source=news',
      title: `Token ${token} | Example`,
      referrer: `https://admin:${fake('', 12)}@intranet.example.com/wiki`,
    }
    const before = structuredClone(visit)
    const scrubbed = await scrubEvent(visit)
    expect(scrubbed).toEqual({ ...visit, title: 'Token [REDACTED] | Example', referrer: 'https://[REDACTED]@intranet.example.com/wiki' })
    expect(visit).toEqual(before)
  })

  it('scrubs the URL and copied text of a copy; the language hint and method stay', async () => {
    const copy: CopyEvent = {
      ...base,
      type: 'COPY',
      url: `https://docs.example.com/?t=${token}`,
      text: `SLACK_WEBHOOK_URL=${webhook}`,
      language: 'bash',
      method: 'button',
    }
    expect(await scrubEvent(copy)).toEqual({ ...copy, url: 'https://docs.example.com/?t=[REDACTED]', text: 'SLACK_WEBHOOK_URL=[REDACTED]' })
  })

  it('keeps each finding in its own field', async () => {
    // the fields are scanned as one text; a finding at the end of one must not reach the next
    const copy: CopyEvent = { ...base, type: 'COPY', url: `https://x.example.com/${token}`, text: `${token} is the token`, method: 'selection' }
    expect(await scrubEvent(copy)).toEqual({ ...copy, url: 'https://x.example.com/[REDACTED]', text: '[REDACTED] is the token' })
  })

  it('scrubs only the URL of an identify and of a web vital', async () => {
    const identify: IdentifyEvent = { ...base, type: 'IDENTIFY', url: `/app?x=${token}`, identity: { type: 'github', username: token } }
    expect(await scrubEvent(identify)).toEqual({ ...identify, url: '/app?x=[REDACTED]' })
    const vital: WebVitalEvent = { ...base, type: 'WEB_VITAL', url: `/app#${token}`, name: 'LCP', value: 1200, rating: 'good' }
    expect(await scrubEvent(vital)).toEqual({ ...vital, url: '/app#[REDACTED]' })
  })

  it('returns an equal copy of an event without secrets', async () => {
    const visit: PageVisitEvent = { ...base, type: 'PAGE_VISIT', url: 'https://docs.example.com/', title: 'Docs' }
    const scrubbed = await scrubEvent(visit)
    expect(scrubbed).toEqual(visit)
    expect(scrubbed).not.toBe(visit)
  })
})
