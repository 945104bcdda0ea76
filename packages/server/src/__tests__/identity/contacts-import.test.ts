import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import iconv from 'iconv-lite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWorkspace } from '../../admin/workspaces.js'
import { csvRecords } from '../../contacts/csvRecords.js'
import { importContacts, type ImportProgress } from '../../contacts/importContacts.js'
import { openStore, type Store } from '../../store/store.js'
import { createTestDatabase, dialects } from '../../../test/stores.js'
import { runDevtrail } from '../cliRun.js'

async function records(bytes: Buffer | Buffer[]) {
  const out = []
  for await (const record of csvRecords(Readable.from([bytes].flat()))) out.push(record)
  return out
}

const utf16be = (text: string) => {
  const little = Buffer.from(text, 'utf16le')
  for (let index = 0; index < little.length; index += 2) [little[index], little[index + 1]] = [little[index + 1]!, little[index]!]
  return little
}

describe('CSV records', () => {
  it('splits quoted fields with commas, doubled quotes and empty fields', async () => {
    expect(await records(Buffer.from('a,"b, c","say ""hi""",,e\n"",x\n'))).toEqual([
      { line: 1, fields: ['a', 'b, c', 'say "hi"', '', 'e'] },
      { line: 2, fields: ['', 'x'] },
    ])
  })

  it('joins a quoted field across lines, skips blank lines and a BOM, and numbers lines', async () => {
    const result = await records(Buffer.from(['\uFEFFemail,note', 'a@x.io,"two', 'lines"', '', 'b@x.io,plain', 'c@x.io,"never closed'].join('\n')))
    expect(result).toEqual([
      { line: 1, fields: ['email', 'note'] },
      { line: 2, fields: ['a@x.io', 'two\nlines'] },
      { line: 5, fields: ['b@x.io', 'plain'] },
      { line: 6, error: 'a quoted field is never closed' },
    ])
  })

  it('reports a malformed record with its line and reads on', async () => {
    expect(await records(Buffer.from('email,note\na@x.io,bad "quote" here\nb@x.io,ok\n'))).toEqual([
      { line: 1, fields: ['email', 'note'] },
      { line: 2, error: expect.stringMatching(/quote/) },
      { line: 3, fields: ['b@x.io', 'ok'] },
    ])
  })

  it('decodes UTF-8 with and without BOM, UTF-16 LE and BE, and Windows-1252, and finds the delimiter', async () => {
    const expected = [
      { line: 1, fields: ['email', 'full_name', 'country'] },
      { line: 2, fields: ['zoe@acme.io', 'Zoë Müller-Łukasz', 'Deutschland'] },
      { line: 3, fields: ['rene@acme.io', 'René Ångström', 'Sverige; Norge'] },
    ]
    const rows = (delimiter: string) =>
      ['email', 'full_name', 'country'].join(delimiter) +
      '\r\n' +
      ['zoe@acme.io', 'Zoë Müller-Łukasz', 'Deutschland'].join(delimiter) +
      '\r\n' +
      ['rene@acme.io', 'René Ångström', '"Sverige; Norge"'].join(delimiter) +
      '\r\n'
    for (const delimiter of [',', ';', '\t']) {
      const text = rows(delimiter)
      expect(await records(Buffer.from(text)), `utf8 ${JSON.stringify(delimiter)}`).toEqual(expected)
      expect(await records(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])), 'utf8 bom').toEqual(expected)
      expect(await records(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])), 'utf16le bom').toEqual(expected)
      expect(await records(Buffer.from(text, 'utf16le')), 'utf16le').toEqual(expected)
      expect(await records(Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(text)])), 'utf16be bom').toEqual(expected)
    }
    // Windows-1252 has no Ł: the rest of the names survive
    const latin = rows(';').replace('Ł', 'L')
    expect(await records(iconv.encode(latin, 'windows-1252'))).toEqual([
      expected[0],
      { line: 2, fields: ['zoe@acme.io', 'Zoë Müller-Lukasz', 'Deutschland'] },
      expected[2],
    ])
    // a multi-byte character split across chunks is decoded whole
    const bytes = Buffer.from(rows(','))
    expect(await records([bytes.subarray(0, 40), bytes.subarray(40)])).toEqual(expected)
  })
})

describe.each(dialects)('contacts import on %s', (dialect) => {
  let url: string
  let drop: () => Promise<void>
  let store: Store
  let dir: string
  let workspaceId: string
  const file = (name: string, content: string) => {
    const path = join(dir, name)
    writeFileSync(path, content)
    return path
  }
  const importFile = (path: string) => runDevtrail(['contacts', 'import', '--workspace', workspaceId, path, '--json'], { DATABASE_URL: url })
  const contacts = () => store.db.selectFrom('contacts').selectAll().where('workspace_id', '=', workspaceId).orderBy('email').execute()

  beforeAll(async () => {
    ;({ url, drop } = await createTestDatabase(dialect))
    store = await openStore(url)
    dir = mkdtempSync(join(tmpdir(), 'devtrail-contacts-'))
    workspaceId = (await createWorkspace(store, 'Importers')).id
  })
  afterAll(async () => {
    await store.close()
    await drop()
    rmSync(dir, { recursive: true, force: true })
  })

  it('imports a CSV with quoted commas and CRLF, links accounts and developers, and updates on re-import', async () => {
    const now = Date.now()
    await store.db
      .insertInto('developers')
      .values({
        id: 'dev-1',
        workspace_id: workspaceId,
        account_id: null,
        email: 'ada@acme.dev',
        first_activity: now - 5000,
        latest_activity: now,
        created_at: now,
      })
      .execute()
    await store.db
      .insertInto('developer_identities')
      .values({ workspace_id: workspaceId, type: 'email', username: 'ada@acme.dev', developer_id: 'dev-1' })
      .execute()
    const csv = [
      'First Name,Last Name,Designation,Seniority,Job Function,State,Country,Email,Email Verified,Company Domain',
      'Ada,Lovelace,"VP, Engineering",VP,Engineering,CA,US,Ada@Acme.dev,true,https://www.acme.dev/',
      'Grace,Hopper,"Director ""Platform""",Director,Engineering,,US,grace@globex.io,no,globex.io',
      'Linus,T,Engineer,IC,Engineering,,FI,linus@example.org,,',
    ].join('\r\n')
    const first = await importFile(file('contacts.csv', `${csv}\r\n`))
    expect(first.status).toBe(0)
    expect(first.json).toMatchObject({ imported: 3, created: 3, updated: 0, accounts_linked: 2, developers_linked: 1 })
    const rows = await contacts()
    expect(rows.map((row) => row.email)).toEqual(['ada@acme.dev', 'grace@globex.io', 'linus@example.org'])
    const [ada, grace, linus] = rows
    expect(ada).toMatchObject({
      full_name: 'Ada Lovelace',
      designation: 'VP, Engineering',
      seniority: 'VP',
      state: 'CA',
      country: 'US',
      email_verified: 1,
      company_domain: 'acme.dev',
      developer_id: 'dev-1',
      latest_activity: now,
    })
    expect(grace).toMatchObject({ designation: 'Director "Platform"', email_verified: 0, company_domain: 'globex.io', developer_id: null })
    expect(linus).toMatchObject({ company_domain: '', account_id: null })
    const accounts = await store.db.selectFrom('accounts').select(['id', 'domain', 'name']).where('workspace_id', '=', workspaceId).orderBy('domain').execute()
    expect(accounts.map((a) => a.domain)).toEqual(['acme.dev', 'globex.io'])
    expect(ada?.account_id).toBe(accounts[0]?.id)
    expect(grace?.account_id).toBe(accounts[1]?.id)

    const again = await importFile(file('again.csv', 'email,full_name,designation\nada@acme.dev,Ada King,CTO\n'))
    expect(again.json).toMatchObject({ imported: 1, created: 0, updated: 1 })
    const updated = await contacts()
    expect(updated).toHaveLength(3)
    expect(updated[0]).toMatchObject({ id: ada?.id, full_name: 'Ada King', designation: 'CTO', developer_id: 'dev-1', created_at: ada?.created_at })
  })

  it('imports JSONL rows', async () => {
    const lines = [
      JSON.stringify({
        full_name: 'Jo Doe',
        email: 'jo@initech.com',
        email_verified: true,
        company_domain: 'initech.com',
        seniority: 'Director',
        tags: ['vip', 'beta'],
      }),
      '',
      JSON.stringify({ firstname: 'Sam', lastname: 'Lee', email: 'sam@initech.com', company: 'initech.com', designation: 'Staff Engineer' }),
    ]
    const result = await importFile(file('contacts.jsonl', `${lines.join('\n')}\n`))
    expect(result.status).toBe(0)
    expect(result.json).toMatchObject({ imported: 2, created: 2, accounts_linked: 2 })
    const rows = (await contacts()).filter((row) => row.company_domain === 'initech.com')
    expect(rows.map((row) => [row.email, row.full_name, row.email_verified, row.tags])).toEqual([
      ['jo@initech.com', 'Jo Doe', 1, 'vip,beta'],
      ['sam@initech.com', 'Sam Lee', 0, ''],
    ])
  })

  it('reports every bad row with its line number and imports nothing', async () => {
    const before = await contacts()
    const csv = [
      'email,full_name,company_domain,email_verified',
      'new1@ok.io,New One,ok.io,true',
      'not-an-email,Bad,ok.io,true',
      '"multi@ok.io","two',
      'lines",ok.io,false',
      'x@ok.io,Bad Domain,not a domain,true',
      'y@ok.io,Bad Flag,ok.io,maybe',
      'z@ok.io,Too,many,fields,here',
    ].join('\n')
    const result = await importFile(file('bad.csv', csv))
    expect(result.status).toBe(1)
    expect(result.json?.imported).toBe(0)
    expect(result.json?.error_count).toBe(4)
    expect(result.json?.errors).toEqual([
      { line: 3, message: 'email "not-an-email" is not an e-mail address' },
      { line: 6, message: 'company domain "not a domain" is not a domain such as example.com' },
      { line: 7, message: 'email_verified "maybe" is not true or false' },
      { line: 8, message: 'expected 4 fields as in the header, got 5' },
    ])
    expect(result.stderr).toContain('line 3: email "not-an-email" is not an e-mail address')
    expect(await contacts()).toEqual(before)

    const jsonl = await importFile(file('bad.jsonl', '{"email":"ok@ok.io"}\n{"email": oops}\n[1]\n'))
    expect(jsonl.status).toBe(1)
    expect(jsonl.json?.errors).toEqual([
      { line: 2, message: 'not valid JSON' },
      { line: 3, message: 'expected one JSON object per line' },
    ])
    expect(await contacts()).toEqual(before)

    const noEmail = await importFile(file('noemail.csv', 'name,company\nA,a.io\n'))
    expect(noEmail.status).toBe(1)
    expect(noEmail.json?.errors[0].line).toBe(1)
    expect(noEmail.json?.errors[0].message).toContain('no email column')

    const wrongType = await runDevtrail(['contacts', 'import', '--workspace', workspaceId, file('contacts.txt', 'x')], { DATABASE_URL: url })
    expect(wrongType.status).toBe(2)
    expect(wrongType.stderr).toContain('must end in .csv or .jsonl')
  })

  it('imports in batches with progress and keeps the last row of a repeated e-mail', async () => {
    const lines = ['email,full_name,company_domain']
    for (let i = 0; i < 1200; i += 1) lines.push(`bulk${i % 1000}@bulk.io,Person ${i},bulk.io`)
    const path = file('bulk.csv', lines.join('\n'))
    const progress: ImportProgress[] = []
    const result = await importContacts(store, { workspaceId, path, format: 'csv', batchSize: 250, progressEvery: 500, onProgress: (p) => progress.push(p) })
    expect(result.rows).toBe(1200)
    expect(result.created).toBe(1000)
    expect(result.updated).toBe(200)
    expect(progress).toEqual([
      { phase: 'validate', done: 500, total: null },
      { phase: 'validate', done: 1000, total: null },
      { phase: 'import', done: 500, total: 1200 },
      { phase: 'import', done: 1000, total: 1200 },
    ])
    const bulk = await store.db
      .selectFrom('contacts')
      .select(['email', 'full_name'])
      .where('workspace_id', '=', workspaceId)
      .where('company_domain', '=', 'bulk.io')
      .execute()
    expect(bulk).toHaveLength(1000)
    expect(bulk.find((row) => row.email === 'bulk5@bulk.io')?.full_name).toBe('Person 1005')
    const accounts = await store.db.selectFrom('accounts').select('id').where('workspace_id', '=', workspaceId).where('domain', '=', 'bulk.io').execute()
    expect(accounts).toHaveLength(1)
  })
})
