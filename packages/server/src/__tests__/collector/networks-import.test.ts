import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWorkspace } from '../../admin/workspaces.js'
import { openStore, type Store } from '../../store/store.js'
import { runDevtrail } from '../cliRun.js'
import { createTestDatabase, dialects } from '../../../test/stores.js'

describe.each(dialects)('devtrail networks import on %s', (dialect) => {
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
  const importFile = (path: string) => runDevtrail(['networks', 'import', '--workspace', workspaceId, path, '--json'], { DATABASE_URL: url })
  const mappings = () =>
    store.db.selectFrom('network_accounts').select(['network', 'domain']).where('workspace_id', '=', workspaceId).orderBy('network').execute()

  beforeAll(async () => {
    ;({ url, drop } = await createTestDatabase(dialect))
    store = await openStore(url)
    dir = mkdtempSync(join(tmpdir(), 'devtrail-networks-'))
    workspaceId = (await createWorkspace(store, 'Mappers')).id
  })
  afterAll(async () => {
    await store.close()
    await drop()
    rmSync(dir, { recursive: true, force: true })
  })

  it('imports CSV and JSONL mappings in canonical form and upserts on re-import', async () => {
    const csv = await importFile(
      file('networks.csv', 'network,domain\nas36459,GitHub.com\n17.0.0.0/8,https://www.apple.com/\n2620:149:0::/32,support.apple.com\n'),
    )
    expect(csv.status).toBe(0)
    expect(csv.json).toEqual({ imported: 3, created: 3, updated: 0 })
    const jsonl = await importFile(file('networks.jsonl', '{"network":"AS36459","domain":"acme.io"}\n\n{"network":"140.82.112.0/20","domain":"github.com"}\n'))
    expect(jsonl.json).toEqual({ imported: 2, created: 1, updated: 1 })
    expect(await mappings()).toEqual([
      { network: '140.82.112.0/20', domain: 'github.com' },
      { network: '17.0.0.0/8', domain: 'apple.com' },
      { network: '2620:149::/32', domain: 'apple.com' },
      { network: 'AS36459', domain: 'acme.io' },
    ])
  })

  it('checks every row first: a bad file names each bad row and imports nothing', async () => {
    const before = await mappings()
    const csv = [
      'network,domain',
      'AS714,apple.com',
      'AS16509,amazon.com',
      '8.8.8.0/24,google.com',
      '10.0.0.0/8,intranet.acme.io',
      'AS714,gmail.com',
      'acme,acme.io',
      '193.0.6.0/24,ripe.net',
      '193.0.6.0/24,example.org',
    ].join('\n')
    const result = await importFile(file('bad.csv', csv))
    expect(result.status).toBe(1)
    expect(result.json?.imported).toBe(0)
    expect(result.json?.errors).toEqual([
      { line: 3, message: 'AS16509 cannot name an account: AS16509 is Amazon AWS, an ISP, cloud, hosting or VPN network' },
      { line: 4, message: '8.8.8.0/24 cannot name an account: AS15169 is Google, an ISP, cloud, hosting or VPN network' },
      { line: 5, message: '"10.0.0.0/8" is a private or reserved range: visitors never arrive from it' },
      { line: 6, message: 'domain "gmail.com" names no company (a business domain such as acme.io)' },
      { line: 7, message: '"acme" is neither AS<number> nor a CIDR range with its host bits zero (192.0.2.0/24, 2001:db8:1::/48)' },
      { line: 9, message: '193.0.6.0/24 is mapped to ripe.net on line 8 already' },
    ])
    expect(result.json?.error_count).toBe(6)
    expect(await mappings()).toEqual(before)

    const noHeader = await importFile(file('noheader.csv', 'cidr,company\n17.0.0.0/8,apple.com\n'))
    expect(noHeader.status).toBe(1)
    expect(noHeader.json?.errors).toEqual([{ line: 1, message: 'the header must name the columns network and domain' }])
    const wrongType = await runDevtrail(['networks', 'import', '--workspace', workspaceId, file('networks.txt', 'x')], { DATABASE_URL: url })
    expect(wrongType.status).toBe(2)
    expect(wrongType.stderr).toContain('must end in .csv or .jsonl')
  })
})
