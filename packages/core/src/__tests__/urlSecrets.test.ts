import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { stripUrlSecrets } from '../lib/urlSecrets'

describe('stripUrlSecrets', () => {
  it.each([
    [
      'an OAuth callback',
      'https://app.example.com/callback?code=4/0AbCdEf&state=xyz123&scope=email',
      'https://app.example.com/callback?code=[REDACTED]&state=[REDACTED]&scope=email',
    ],
    [
      'an implicit grant in the fragment',
      'https://app.example.com/#access_token=ya29.a0Af&token_type=bearer&expires_in=3600',
      'https://app.example.com/#access_token=[REDACTED]&token_type=[REDACTED]&expires_in=3600',
    ],
    ['an id_token and a refresh_token', '/cb#id_token=eyJhbGciOi.eyJzdWIi.sig&refresh_token=1//0g', '/cb#id_token=[REDACTED]&refresh_token=[REDACTED]'],
    [
      'a hash route with a query',
      'https://app.example.com/#/auth/callback?code=abc&next=/home',
      'https://app.example.com/#/auth/callback?code=[REDACTED]&next=/home',
    ],
    [
      'an S3 presigned URL',
      'https://b.s3.amazonaws.com/f.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAABCDEFGHIJKLMNOP%2F20240101%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20240101T000000Z&X-Amz-SignedHeaders=host&X-Amz-Signature=abc123&X-Amz-Security-Token=FwoGZ',
      'https://b.s3.amazonaws.com/f.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=[REDACTED]&X-Amz-Date=20240101T000000Z&X-Amz-SignedHeaders=host&X-Amz-Signature=[REDACTED]&X-Amz-Security-Token=[REDACTED]',
    ],
    [
      'an Azure SAS signature',
      'https://a.blob.core.windows.net/c/f?sv=2022-11-02&sp=r&sig=abc%2Bdef%3D',
      'https://a.blob.core.windows.net/c/f?sv=2022-11-02&sp=r&sig=[REDACTED]',
    ],
    [
      'a CloudFront signature',
      '/v.mp4?Expires=1700000000&Signature=abc~def&Key-Pair-Id=K2JCJMDEHXQW5F',
      '/v.mp4?Expires=1700000000&Signature=[REDACTED]&Key-Pair-Id=[REDACTED]',
    ],
    ['a reset link', '/reset-password?reset_token=abc123&email=a%40b.c', '/reset-password?reset_token=[REDACTED]&email=a%40b.c'],
    ['a magic link and a one-time code', '/login?magic=Zx9&otp=123456', '/login?magic=[REDACTED]&otp=[REDACTED]'],
    [
      'passwords, keys and secrets',
      '?password=hunter2&pwd=x&api_key=AIza&key=k&secret=s&client_secret=c',
      '?password=[REDACTED]&pwd=[REDACTED]&api_key=[REDACTED]&key=[REDACTED]&secret=[REDACTED]&client_secret=[REDACTED]',
    ],
    [
      'sessions, auth and cookies',
      '?session=s&sessionid=t&auth=a&cookie=c&credential=d',
      '?session=[REDACTED]&sessionid=[REDACTED]&auth=[REDACTED]&cookie=[REDACTED]&credential=[REDACTED]',
    ],
    ['a Java path session', '/cart;jsessionid=0A1B2C?step=2', '/cart;jsessionid=[REDACTED]?step=2'],
    ['names in any case', '?Access_Token=a&API_KEY=b', '?Access_Token=[REDACTED]&API_KEY=[REDACTED]'],
    ['a value holding = signs', '?token=YWJj==&page=2', '?token=[REDACTED]&page=2'],
  ])('redacts %s', (_case, url, expected) => expect(stripUrlSecrets(url)).toBe(expected))

  it.each([
    ['a user and a password', 'https://user:hunter2@example.com/path?x=1', 'https://[REDACTED]@example.com/path?x=1'],
    ['a token as user', 'https://ghp_abc@github.com/org/repo.git', 'https://[REDACTED]@github.com/org/repo.git'],
    ['a database URL', 'postgres://app:pw@db:5432/app', 'postgres://[REDACTED]@db:5432/app'],
  ])('redacts the userinfo of %s', (_case, url, expected) => expect(stripUrlSecrets(url)).toBe(expected))

  it.each([
    'https://docs.example.com/guide?utm_source=news&utm_medium=email&q=install&page=2&ref=hn&tab=cli',
    'https://docs.example.com/#/docs/install',
    'https://docs.example.com/docs/api-keys#create-a-key',
    '/search?keyword=react&author=jane&signup=1&design=dark',
    '/docs/auth/tokens?lang=en',
    'https://example.com/path/to@file?x=1',
    'mailto:me@example.com',
    '?a&b&=c',
    '',
  ])('keeps %s byte-identical', (url) => expect(stripUrlSecrets(url)).toBe(url))

  it('never throws, and redacting twice changes nothing more', () => {
    const query = fc.array(fc.tuple(fc.constantFrom('code', 'q', 'token', 'utm_source', 'X-Amz-Signature', '', 'a=b'), fc.string()), { maxLength: 6 })
    const url = fc.oneof(
      fc.string(),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc
        .tuple(fc.webUrl(), fc.constantFrom('?', '#', '#/route?', ';'), query)
        .map(([base, mark, params]) => base + mark + params.map(([name, value]) => `${name}=${value}`).join('&')),
    )
    fc.assert(
      fc.property(url, (input) => {
        const once = stripUrlSecrets(input)
        expect(stripUrlSecrets(once)).toBe(once)
      }),
    )
    // generating web URLs is the slow part: a loaded machine needs more than the default 5 s for 100 runs
  }, 30_000)

  it('scans a 200,000-character URL in linear time', () => {
    for (const unit of ['&token', '?', 'a', '&x=', '#=', 'https://a:b']) {
      const url = unit.repeat(200_000 / unit.length)
      const started = performance.now()
      stripUrlSecrets(url)
      expect(performance.now() - started).toBeLessThan(500)
    }
  })
})
