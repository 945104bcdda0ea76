import { describe, expect, it } from 'vitest'
import { PLAIN_SNIPPETS } from '../../../../test/fixtures/secretCorpus'
import { redactShapes } from '../lib/secretShapes'

describe('redactShapes', () => {
  it.each([
    ['a vendor key in a title', 'Your key sk_live_51HxAbCdEfGhIjKlMnOp | Dashboard', 'Your key [REDACTED] | Dashboard'],
    ['a random token in a URL path', '/share/q7Rk2mXp9LbW4tZc8VnY3hJd6FsA1eGu5oTi/report.pdf', '/share/[REDACTED]/report.pdf'],
    ['a webhook URL', 'https://hooks.slack.com/services/T0000/B0000/XXXXXXXX', 'https://[REDACTED]'],
    ['a JWT in a fragment', '/app#eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln', '/app#[REDACTED]'],
  ])('removes %s', (_name, text, cleaned) => expect(redactShapes(text)).toBe(cleaned))

  it.each([
    ['a git SHA', '/commit/3f2a9c1b7d4e5f60718293a4b5c6d7e8f9012345'],
    ['a UUID', '/runs/123e4567-e89b-12d3-a456-426614174000'],
    ['a long CamelCase name', 'TestHandleRequestWithHTTP2AndTLSConfig | Go docs'],
  ])('keeps %s', (_name, text) => expect(redactShapes(text)).toBe(text))

  it.each(PLAIN_SNIPPETS)('keeps the look-alike $name', ({ text }) => expect(redactShapes(text)).toBe(text))
})
