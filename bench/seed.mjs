// Seeds a data-service benchmark workspace: accounts, developers, activities, contacts,
// segments, an audience and a list, with bulk inserts inside transactions (prepared
// statements on SQLite, unnest() arrays on PostgreSQL).
// Deterministic (seeded PRNG) so both stores hold the same shape of data.
import { randomUUID } from 'node:crypto'

const DAY = 86_400_000
const COUNTRIES = ['US', 'DE', 'GB', 'FR', 'IN', 'BR', 'JP', 'CA', 'NL', 'SE']
const TAGS = ['enterprise', 'beta', 'oss', 'trial', 'partner', '']
const LEVELS = ['HIGH', 'MEDIUM', 'LOW']
const FITS = ['STRONG', 'MODERATE', 'WEAK']
const TYPES = ['PAGE_VISIT', 'PAGE_VISIT', 'PAGE_VISIT', 'COPY_COMMAND', 'COPY_CODE', 'PRODUCT_LOGIN']
const SOURCES = [
  ['DOCS', 'DOCS_JS'],
  ['WEBSITE', 'WEBSITE_JS'],
  ['PRODUCT', 'PRODUCT_JS'],
]
const DESIGNATIONS = ['CTO', 'VP Engineering', 'Head of Platform', 'Engineering Manager', 'Staff Engineer']
const SENIORITIES = ['Executive', 'VP', 'Director', 'Manager', 'Senior']

/** mulberry32: a tiny deterministic PRNG, so every run seeds the same data. */
export function prng(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const NUMERIC = new Set([
  'first_activity',
  'latest_activity',
  'active_developers_count',
  'created_at',
  'updated_at',
  'occurred_at',
  'received_at',
  'email_verified',
])

/**
 * A raw bulk writer beside the store: better-sqlite3 prepared inserts in one transaction per call
 * for SQLite; `insert ... select * from unnest($1::text[], ...)` (one statement per 5,000 rows) for PostgreSQL.
 */
async function bulkWriter(url, dialect) {
  if (dialect === 'sqlite') {
    const { default: Database } = await import('better-sqlite3')
    const sqlite = new Database(url.replace(/^(sqlite|file):(\/\/)?/i, ''))
    sqlite.pragma('busy_timeout = 5000')
    // random-key index inserts into a million-row table thrash the default 2 MB page cache
    sqlite.pragma('cache_size = -1000000')
    sqlite.pragma('synchronous = OFF')
    const statements = new Map()
    return {
      async insert(table, rows) {
        if (rows.length === 0) return
        const columns = Object.keys(rows[0])
        const key = `${table}:${columns.join(',')}`
        if (!statements.has(key))
          statements.set(key, sqlite.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map((column) => `@${column}`).join(', ')})`))
        const statement = statements.get(key)
        sqlite.transaction((batch) => {
          for (const row of batch) statement.run(row)
        })(rows)
      },
      close: async () => sqlite.close(),
    }
  }
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  return {
    async insert(table, rows) {
      if (rows.length === 0) return
      const columns = Object.keys(rows[0])
      const casts = columns.map((column, index) => `$${index + 1}::${NUMERIC.has(column) ? 'bigint' : 'text'}[]`)
      await client.query('begin')
      for (let start = 0; start < rows.length; start += 5000) {
        const batch = rows.slice(start, start + 5000)
        const arrays = columns.map((column) => batch.map((row) => row[column]))
        await client.query(`insert into ${table} (${columns.join(', ')}) select * from unnest(${casts.join(', ')})`, arrays)
      }
      await client.query('commit')
    },
    close: () => client.end(),
  }
}

/**
 * Seeds one workspace. `server` holds the compiled server modules (createWorkspace, createApiKey,
 * createSegment, createAudience). Returns the ids the benchmark requests use.
 */
export async function seedBenchData(store, url, server, counts, log = () => {}) {
  const random = prng(42)
  const pick = (values) => values[Math.floor(random() * values.length)]
  const now = Date.now()
  const writer = await bulkWriter(url, store.dialect)

  const workspace = await server.createWorkspace(store, 'Bench')
  const key = await server.createApiKey(store, workspace.id, 'bench')
  const ws = workspace.id

  let started = Date.now()
  const accounts = []
  for (let index = 0; index < counts.accounts; index++) {
    const active = random() > 0.05
    const latest = active ? now - Math.floor(random() * 60 * DAY) : null
    accounts.push({
      id: randomUUID(),
      workspace_id: ws,
      name: `Account ${index}`,
      domain: `acct${index}.example.com`,
      country: pick(COUNTRIES),
      first_activity: latest === null ? null : latest - Math.floor(random() * 300 * DAY),
      latest_activity: latest,
      active_developers_count: Math.floor(random() * 20),
      developer_activity: pick(LEVELS),
      customer_fit: pick(FITS),
      tags: [pick(TAGS), pick(TAGS)].filter(Boolean).join(','),
      created_at: now,
    })
  }
  await writer.insert('accounts', accounts)
  log(`accounts: ${accounts.length} in ${Date.now() - started} ms`)

  started = Date.now()
  const developers = []
  for (let index = 0; index < counts.developers; index++) {
    const account = accounts[index % accounts.length]
    const active = random() > 0.05
    const latest = active ? now - Math.floor(random() * 90 * DAY) : null
    developers.push({
      id: randomUUID(),
      workspace_id: ws,
      account_id: account.id,
      name: `Developer ${index}`,
      email: `dev${index}@${account.domain}`,
      designation: pick(DESIGNATIONS),
      country: account.country,
      tags: pick(TAGS),
      first_activity: latest === null ? null : latest - Math.floor(random() * 200 * DAY),
      latest_activity: latest,
      created_at: now,
    })
  }
  await writer.insert('developers', developers)
  log(`developers: ${developers.length} in ${Date.now() - started} ms`)

  started = Date.now()
  const chunk = 50_000
  for (let start = 0; start < counts.activities; start += chunk) {
    const rows = []
    for (let index = start; index < Math.min(counts.activities, start + chunk); index++) {
      const developer = developers[Math.floor(random() * developers.length)]
      const [source, sourceType] = pick(SOURCES)
      const type = pick(TYPES)
      const at = now - Math.floor(random() * 90 * DAY)
      rows.push({
        id: randomUUID(),
        workspace_id: ws,
        asset_id: null,
        visitor_id: null,
        developer_id: developer.id,
        account_id: developer.account_id,
        activity_type: type,
        activity_source: source,
        source_type: sourceType,
        page: `https://docs.example.com/guide/${index % 500}`,
        copied_text: type.startsWith('COPY') ? 'npm install example-sdk' : '',
        country: developer.country,
        developer_designation: developer.designation,
        actor: developer.email,
        occurred_at: at,
        received_at: at,
      })
    }
    await writer.insert('activities', rows)
  }
  log(`activities: ${counts.activities} in ${Date.now() - started} ms`)

  started = Date.now()
  const contacts = []
  for (let index = 0; index < counts.contacts; index++) {
    const account = accounts[index % accounts.length]
    const latest = random() > 0.2 ? now - Math.floor(random() * 90 * DAY) : null
    contacts.push({
      id: randomUUID(),
      workspace_id: ws,
      full_name: `Buyer ${index}`,
      email: `buyer${index}@${account.domain}`,
      email_verified: random() > 0.5 ? 1 : 0,
      designation: pick(DESIGNATIONS),
      seniority: pick(SENIORITIES),
      job_function: 'Engineering',
      state: '',
      country: account.country,
      company_domain: account.domain,
      account_id: account.id,
      developer_id: null,
      tags: pick(TAGS),
      first_activity: latest,
      latest_activity: latest,
      created_at: now,
      updated_at: now,
    })
  }
  await writer.insert('contacts', contacts)
  await writer.close()
  log(`contacts: ${contacts.length} in ${Date.now() - started} ms`)

  const segment = (type, name, filter) => server.createSegment(store, { workspaceId: ws, type, name, filter })
  const segments = {
    accounts: (await segment('ACCOUNT', 'All accounts', {})).id,
    activeUs: (await segment('ACCOUNT', 'Active US accounts', { country: ['US'], active_within_days: 30 })).id,
    developers: (await segment('DEVELOPER', 'All developers', {})).id,
    oss: (await segment('DEVELOPER', 'OSS developers', { tags: ['oss'] })).id,
    copiers: (await segment('DEVELOPER', 'Recent copiers', { activity_types: ['COPY_COMMAND'], activity_within_days: 7 })).id,
    buyers: (await segment('BUYER', 'Engineering buyers', { job_function: ['engineering'] })).id,
  }
  started = Date.now()
  const audience = await server.createAudience(store, {
    workspaceId: ws,
    name: 'Bench audience',
    segmentId: segments.buyers,
    limit: Math.min(10_000, counts.contacts),
    createdBy: 'bench@example.com',
  })
  log(`audience: ${audience.count} members in ${Date.now() - started} ms`)

  return {
    workspaceId: ws,
    key: key.key,
    segments,
    audienceId: audience.id,
    accountIds: accounts.map((account) => account.id),
    accountDomains: accounts.map((account) => account.domain),
    developerIds: developers.map((developer) => developer.id),
  }
}
