/**
 * `devtrail networks import`: a workspace's network-to-company mappings from a CSV (header
 * `network,domain`) or JSONL (`{"network": ..., "domain": ...}`) file. Every row is checked
 * before any is written; then all are upserted in one transaction (a network mapped again takes
 * the new domain).
 */
import { createReadStream } from 'node:fs'
import { accountDomainOf } from '../accounts/accountDomain.js'
import { getWorkspace } from '../admin/workspaces.js'
import { ImportFileError, type ImportLineError } from '../importFileError.js'
import { csvRecords } from '../contacts/csvRecords.js'
import { jsonlRecords } from '../contacts/jsonlRecords.js'
import type { Store } from '../store/store.js'
import type { IpNetworks } from './ipNetworks.js'
import { parseNetworkKey } from './networkKey.js'
import { networkRefusal, upsertNetworkMappings } from './networkMappings.js'

/** What an import did. */
export interface NetworkImportResult {
  /** Rows imported. */
  rows: number
  /** Networks mapped for the first time. */
  created: number
  /** Networks already mapped, now to the file's domain. */
  updated: number
}

type RawRow = { line: number; network: unknown; domain: unknown } | { line: number; error: string }

const MAX_SHOWN_ERRORS = 50

async function* csvRows(path: string): AsyncGenerator<RawRow> {
  let columns: { network: number; domain: number } | null = null
  for await (const record of csvRecords(createReadStream(path))) {
    if ('error' in record) {
      yield record
      continue
    }
    if (columns === null) {
      const names = record.fields.map((field) => field.trim().toLowerCase())
      columns = { network: names.indexOf('network'), domain: names.indexOf('domain') }
      if (columns.network < 0 || columns.domain < 0) {
        yield { line: record.line, error: 'the header must name the columns network and domain' }
        return
      }
      continue
    }
    yield { line: record.line, network: record.fields[columns.network], domain: record.fields[columns.domain] }
  }
}

async function* jsonlRows(path: string): AsyncGenerator<RawRow> {
  for await (const record of jsonlRecords(path)) {
    yield 'error' in record ? record : { line: record.line, network: record.object.network, domain: record.object.domain }
  }
}

/** Imports the mappings of a `.csv` or `.jsonl` file into a workspace; throws ImportFileError (nothing written) when a row is bad. */
export async function importNetworkAccounts(
  store: Store,
  options: { workspaceId: string; path: string; format: 'csv' | 'jsonl'; networks: IpNetworks | null },
): Promise<NetworkImportResult> {
  await getWorkspace(store, options.workspaceId)
  const mappings = new Map<string, { line: number; domain: string }>()
  const errors: ImportLineError[] = []
  let errorCount = 0
  const fail = (line: number, message: string) => {
    errorCount += 1
    if (errors.length < MAX_SHOWN_ERRORS) errors.push({ line, message })
  }
  for await (const row of options.format === 'csv' ? csvRows(options.path) : jsonlRows(options.path)) {
    if ('error' in row) {
      fail(row.line, row.error)
      continue
    }
    if (typeof row.network !== 'string' || row.network.trim() === '') {
      fail(row.line, 'network is missing (AS<number> or a CIDR)')
      continue
    }
    let key: ReturnType<typeof parseNetworkKey>
    try {
      key = parseNetworkKey(row.network)
    } catch (error) {
      fail(row.line, (error as Error).message)
      continue
    }
    const domain = typeof row.domain === 'string' ? accountDomainOf(row.domain) : null
    if (!domain) {
      fail(row.line, `domain ${JSON.stringify(row.domain ?? null)} names no company (a business domain such as acme.io)`)
      continue
    }
    const refused = networkRefusal(key, options.networks)
    if (refused) {
      fail(row.line, `${key.key} cannot name an account: ${refused}`)
      continue
    }
    const earlier = mappings.get(key.key)
    if (earlier && earlier.domain !== domain) {
      fail(row.line, `${key.key} is mapped to ${earlier.domain} on line ${earlier.line} already`)
      continue
    }
    mappings.set(key.key, { line: row.line, domain })
  }
  if (errorCount > 0) throw new ImportFileError(errors, errorCount)

  const now = Date.now()
  return store.db.transaction().execute(async (tx) => {
    const existing = new Set(
      (await tx.selectFrom('network_accounts').select('network').where('workspace_id', '=', options.workspaceId).execute()).map((row) => row.network),
    )
    const rows = [...mappings].map(([network, { domain }]) => ({ workspace_id: options.workspaceId, network, domain, created_at: now, updated_at: now }))
    await upsertNetworkMappings(tx, rows)
    const created = rows.filter((row) => !existing.has(row.network)).length
    return { rows: rows.length, created, updated: rows.length - created }
  })
}
