import { describe, expect, it } from 'vitest'
import { copyType } from '../lib/classify'
import { redact } from '../lib/redact'

describe('redact', () => {
  it.each([
    ['stripe.setKey("sk_live_51HxAbCdEfGhIjKlMnOp")', 'stripe.setKey("[REDACTED]")'],
    ['OPENAI_API_KEY=sk-proj-abcdefghijklmnop1234', 'OPENAI_API_KEY=[REDACTED]'],
    ['pk_live_abcdefghijklmnop1234', '[REDACTED]'],
    ['git clone https://ghp_abcdefghijklmnopqrstuvwxyz0123@github.com/x/y', 'git clone https://[REDACTED]@github.com/x/y'],
    ['github_pat_11ABCDEFG0123456789_abcdef', '[REDACTED]'],
    ['SLACK=xoxb-1234567890-abcdef', 'SLACK=[REDACTED]'],
    ['aws_access_key_id = AKIAIOSFODNN7EXAMPLE', 'aws_access_key_id = [REDACTED]'],
    ['token: eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl', 'token: [REDACTED]'],
    ['curl -H "Authorization: Bearer abc.def-123"', 'curl -H "Authorization: Bearer [REDACTED]"'],
    ['-H "authorization: bearer 0123456789abcdef"', '-H "authorization: bearer [REDACTED]"'],
    ['{"password": "correct horse"}', '{"password": "correct horse"}'],
    ['{"password": "hunter2hunter2"}', '{"password": "[REDACTED]"}'],
    ['DB_PASSWORD=s3cr3t-P@ss!', 'DB_PASSWORD=[REDACTED]'],
    ['client_secret: 9f86d081884c7d659a2feaa0c55ad015', 'client_secret: [REDACTED]'],
    ['-----BEGIN RSA PRIVATE KEY-----\nMIIEow\n-----END RSA PRIVATE KEY-----\nok', '[REDACTED]\nok'],
    ['-----BEGIN PRIVATE KEY-----\nMIIEow (cut', '[REDACTED]'],
    ['{"private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvQ abc\\n-----END PRIVATE KEY-----\\n"}', '{"private_key": "[REDACTED]\\n"}'],
    ['DATABASE_URL=postgres://app_user:Tr0ub4dor3xyz@db.internal:5432/app', 'DATABASE_URL=postgres://app_user:[REDACTED]@db.internal:5432/app'],
    ['mongodb+srv://admin:pw123456@cluster0.example.net', 'mongodb+srv://admin:[REDACTED]@cluster0.example.net'],
    ['curl -H "Authorization: Basic YWRtaW46c2VjcmV0cGFzcw=="', 'curl -H "Authorization: Basic [REDACTED]"'],
    ['DB_PASS=correcthorsebattery', 'DB_PASS=[REDACTED]'],
    ['GITLAB=glpat-abcdefghij1234567890', 'GITLAB=[REDACTED]'],
    ['//registry.npmjs.org/:_authToken=npm_abcdefghijklmnopqrstuvwx1234', '//registry.npmjs.org/:_authToken=[REDACTED]'],
    ['rk_live_51HxAbCdEfGhIjKlMnOp', '[REDACTED]'],
  ])('%s', (input, output) => expect(redact(input)).toBe(output))

  it('scans a long word in linear time', () => {
    const word = 'x'.repeat(200_000)
    const started = performance.now()
    expect(redact(word)).toBe(word)
    // quadratic scanning took minutes here; linear takes milliseconds
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('leaves ordinary code alone', () => {
    for (const code of ['<li key={item.id}>', 'function login(token: string) {}', 'git checkout 3f2a9c1b7d', 'npm install @devtrail/core'])
      expect(redact(code)).toBe(code)
  })
})

describe('copyType', () => {
  const block = (html: string) => {
    document.body.innerHTML = html
    return document.querySelector('code, pre')
  }
  it('classifies commands, code and prose', () => {
    expect(copyType('npm i -D vitest')).toBe('COPY_COMMAND')
    expect(copyType('$ ls -la')).toBe('COPY_COMMAND')
    expect(copyType('apt-get install jq')).toBe('COPY_COMMAND')
    expect(copyType('const a = 1;')).toBe('COPY_CODE')
    expect(copyType('Thanks for reading this page')).toBeUndefined()
    expect(copyType('make it so', block('<pre class="lang-sh"><code>make it so</code></pre>'))).toBe('COPY_COMMAND')
    expect(copyType('plain words', block('<pre><code class="language-python">plain words</code></pre>'))).toBe('COPY_CODE')
  })
})
