import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PLAIN_SNIPPETS, SECRET_SNIPPETS } from '../../../../test/fixtures/secretCorpus'
import { redact } from '../lib/redact'

describe('the secret corpus', () => {
  it('is large enough, named uniquely, and its expected outputs hold no secret', () => {
    expect(SECRET_SNIPPETS.length).toBeGreaterThanOrEqual(60)
    expect(PLAIN_SNIPPETS.length).toBeGreaterThanOrEqual(20)
    const names = [...SECRET_SNIPPETS, ...PLAIN_SNIPPETS].map((snippet) => snippet.name)
    expect(new Set(names).size).toBe(names.length)
    for (const { redacted, secrets } of SECRET_SNIPPETS) for (const secret of secrets) expect(redacted).not.toContain(secret)
  })
})

describe('redact', () => {
  it.each(SECRET_SNIPPETS)('redacts exactly the secrets of $name', ({ text, secrets, redacted }) => {
    const output = redact(text)
    expect(output).toBe(redacted)
    for (const secret of secrets) expect(output).not.toContain(secret)
  })

  it.each(PLAIN_SNIPPETS)('keeps $name byte-identical', ({ text }) => expect(redact(text)).toBe(text))

  it('is idempotent: a redacted text is left as it is', () => {
    for (const { redacted } of SECRET_SNIPPETS) expect(redact(redacted)).toBe(redacted)
  })

  it.each([
    ['stripe.setKey("sk_live_51HxAbCdEfGhIjKlMnOp")', 'stripe.setKey("[REDACTED]")'],
    ['pk_live_abcdefghijklmnop1234', '[REDACTED]'],
    ['github_pat_11ABCDEFG0123456789_abcdef', '[REDACTED]'],
    ['SLACK=xoxb-1234567890-abcdef', 'SLACK=[REDACTED]'],
    ['aws_access_key_id = AKIAIOSFODNN7EXAMPLE', 'aws_access_key_id = [REDACTED]'],
    ['token: eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl', 'token: [REDACTED]'],
    ['-H "authorization: bearer 0123456789abcdef"', '-H "authorization: bearer [REDACTED]"'],
    ['{"password": "hunter2hunter2"}', '{"password": "[REDACTED]"}'],
    ['DB_PASSWORD=s3cr3t-P@ss!', 'DB_PASSWORD=[REDACTED]'],
    ['client_secret: 9f86d081884c7d659a2feaa0c55ad015', 'client_secret: [REDACTED]'],
    ['-----BEGIN RSA PRIVATE KEY-----\nMIIEow\n-----END RSA PRIVATE KEY-----\nok', '[REDACTED]\nok'],
    ['{"private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvQ abc\\n-----END PRIVATE KEY-----\\n"}', '{"private_key": "[REDACTED]\\n"}'],
    ['mongodb+srv://admin:pw123456@cluster0.example.net', 'mongodb+srv://admin:[REDACTED]@cluster0.example.net'],
    ['GITLAB=glpat-abcdefghij1234567890', 'GITLAB=[REDACTED]'],
    ['//registry.npmjs.org/:_authToken=npm_abcdefghijklmnopqrstuvwx1234', '//registry.npmjs.org/:_authToken=[REDACTED]'],
    // a scheme word in prose is not a header (this was redacted before)
    ['Basic authentication with Bearer tokens', 'Basic authentication with Bearer tokens'],
    ['<li key={item.id}>', '<li key={item.id}>'],
    // another flag's value stays, the password goes: flags are the client's, case and all
    ['plink -ssh -P 2222 -pw Secr3t admin@host', 'plink -ssh -P 2222 -pw [REDACTED] admin@host'],
    ['mysql -h db -P3306 -uroot -pS3cr3t shop', 'mysql -h db -P3306 -uroot -p[REDACTED] shop'],
    ['mongosh --authenticationMechanism SCRAM-SHA-256 -u root -p S3cr3t', 'mongosh --authenticationMechanism SCRAM-SHA-256 -u root -p [REDACTED]'],
    // a Subresource Integrity hash whose base64 holds `PwD` before its `=`
    [
      '<script integrity="sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAPwDAAA=" crossorigin="anonymous">',
      '<script integrity="sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAPwDAAA=" crossorigin="anonymous">',
    ],
  ])('%s', (input, output) => expect(redact(input)).toBe(output))

  it('only ever removes text: the output without its markers is a subsequence of the input', () => {
    const token = fc.constantFrom(
      'key',
      'password',
      'token',
      '=',
      ': ',
      ':',
      ' ',
      '\n',
      '"',
      "'",
      '-p',
      '-u',
      'curl',
      'mysql',
      'login',
      '//',
      '@',
      '$',
      '{',
      'sk-',
      'ghp_',
      'abc',
      '-----BEGIN PRIVATE KEY',
      '-----END',
      'Bearer ',
      'set ',
      '--',
    )
    fc.assert(
      fc.property(
        fc.array(token, { maxLength: 80 }).map((tokens) => tokens.join('')),
        (text) => {
          const rest = redact(text).split('[REDACTED]').join('')
          let at = 0
          for (const char of rest) at = text.indexOf(char, at) + 1 || Infinity
          expect(at).not.toBe(Infinity)
        },
      ),
    )
  })
})

describe('redact on 200,000-character adversarial inputs', () => {
  const fill = (unit: string) => unit.repeat(Math.ceil(200_000 / unit.length)).slice(0, 200_000)
  it.each([
    ['one long word', fill('x')],
    ['one long word of key names', fill('password')],
    ['name characters with dashes', fill('key-')],
    ['equals signs', fill('=')],
    ['key= repetitions', fill('key=')],
    ['key: repetitions followed by more words', fill('key: key:x ')],
    ['quotes', fill(`"'\``)],
    ['key=" repetitions', fill('key="')],
    ['-p flags', fill(' -p')],
    ['-p flags after login', `docker login${fill(' -p')}`],
    ['mysql arguments', fill('mysql -u ')],
    ['curl -u repetitions', fill('curl -u a:')],
    ['URL userinfo starts', fill('//a:')],
    ['PEM headers', fill('-----BEGIN PRIVATE KEY')],
    ['JWT starts', fill('eyJ-')],
    ['k8s name lines', fill('- name: token\n')],
    ['flags named like secrets', fill('--token ')],
    ['client flags without a client', fill(' -p')],
    ['.pgpass-like fields', fill('a:1:b:c:')],
    ['crypt hash starts', fill('$1$')],
    ['auth calls', fill("auth('a', ")],
    ['netrc machines', fill('machine a ')],
    ['provider key prefixes', fill('dapi')],
    ['provider key prefixes between dashes', fill('dapi-')],
    ['client names between dashes', fill('mysql-')],
    ['quoted client passwords never closed', fill('redis-cli -a "x ')],
  ])('%s, in linear time', (_shape, text) => {
    const started = performance.now()
    const output = redact(text)
    // a few milliseconds here; a quadratic scan takes minutes. Generous for a loaded CI machine.
    expect(performance.now() - started).toBeLessThan(500)
    expect(output.length).toBeGreaterThan(0)
  })
})
