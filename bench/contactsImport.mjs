/**
 * Contact-import benchmark: writes a realistic 50,000-row contacts CSV (a few thousand company
 * domains, free-mail addresses, quoted titles with commas, subdomains and URLs as company domains,
 * non-ASCII names, extra columns the importer ignores), then times `devtrail contacts import`
 * end to end through the built CLI on SQLite (temp file) and on a throwaway PostgreSQL (fsync on,
 * as bench/collector.mjs). Reference in the same run: csv-parse alone reading the same file with
 * the importer's options. Checks that the store holds every contact and the accounts of their
 * domains, and that a re-import (also timed) changes nothing. Writes
 * bench/results/contactsImport.json and prints a table.
 *
 *   node bench/contactsImport.mjs [--rows 50000] [--only sqlite|postgres]
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { parse } from 'csv-parse'
import { register } from 'tsx/esm/api'
import { prng } from './seed.mjs'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
const dist = join(root, 'packages/server/dist')
const cli = join(dist, 'cli.js')
const { values: args } = parseArgs({ options: { rows: { type: 'string', default: '50000' }, only: { type: 'string' } } })
const ROWS = Number(args.rows)
const TARGET_S = 10
if (!Number.isInteger(ROWS) || ROWS < 1) throw new Error('--rows must be a positive integer')

if (!existsSync(cli)) {
  console.error('packages/server/dist is missing: run `npm run build` (or `npm run bench`, which builds first)')
  process.exit(1)
}
const { openStore } = await import(pathToFileURL(join(dist, 'store/store.js')).href)
const { accountDomainOf } = await import(pathToFileURL(join(dist, 'accounts/accountDomain.js')).href)

const random = prng(50_000)
const round = (value, digits = 2) => Number(value.toFixed(digits))
const pick = (list) => list[Math.floor(random() * list.length)]

const FIRST = [
  'Ada',
  'Grace',
  'Linus',
  'Priya',
  'Wei',
  'Sofia',
  'Mateo',
  'Aisha',
  'Lukas',
  'Yuki',
  'Olu',
  'Chloé',
  'Zoë',
  'Jörg',
  'Søren',
  'Ana',
  'Rahul',
  'Fatima',
  'Diego',
  'Hannah',
  'Kwame',
  'Mei',
  'Noah',
  'Emma',
  'Liam',
  'Olivia',
  'Arjun',
  'Sara',
  'Tomás',
  'Ingrid',
  'Dmitri',
  'Chen',
  'Aiko',
  'Omar',
  'Léa',
  'Jonas',
  'Nia',
  'Ravi',
  'Elif',
  'Marta',
]
const LAST = [
  'Lovelace',
  'Hopper',
  'Torvalds',
  'Sharma',
  'Zhang',
  'García',
  'Müller',
  "O'Brien",
  'Nakamura',
  'Okafor',
  'Dubois',
  'Kowalski',
  'Andersson',
  'Silva',
  'Patel',
  'Kim',
  'Nguyen',
  'Smith',
  'Johnson',
  'Rossi',
  'van der Berg',
  'Ivanova',
  'Yılmaz',
  'Mensah',
  'Fischer',
  'Haddad',
  'Costa',
  'Tanaka',
  'Novak',
  'Lindqvist',
]
// [designation, seniority, job function]; titles with a comma are quoted in the file
const TITLES = [
  ['CTO', 'C-Level', 'Engineering'],
  ['VP, Engineering', 'VP', 'Engineering'],
  ['VP Platform', 'VP', 'Engineering'],
  ['Director of Engineering', 'Director', 'Engineering'],
  ['Head of Developer Experience', 'Director', 'Engineering'],
  ['Engineering Manager', 'Manager', 'Engineering'],
  ['Staff Software Engineer', 'Senior', 'Engineering'],
  ['Senior Software Engineer', 'Senior', 'Engineering'],
  ['Software Engineer', 'Entry', 'Engineering'],
  ['Principal Engineer, Infrastructure', 'Senior', 'Engineering'],
  ['SRE Lead', 'Manager', 'Operations'],
  ['DevOps Engineer', 'Senior', 'Operations'],
  ['Data Engineer', 'Senior', 'Data'],
  ['Head of Data', 'Director', 'Data'],
  ['Product Manager', 'Manager', 'Product'],
  ['Director "Platform"', 'Director', 'Product'],
  ['Security Engineer', 'Senior', 'Security'],
  ['CISO', 'C-Level', 'Security'],
  ['Founder & CEO', 'C-Level', 'Executive'],
  ['Solutions Architect', 'Senior', 'Sales'],
  ['', '', ''],
]
const PLACES = [
  ['CA', 'US'],
  ['NY', 'US'],
  ['WA', 'US'],
  ['TX', 'US'],
  ['Bavaria', 'DE'],
  ['Berlin', 'DE'],
  ['England', 'GB'],
  ['Île-de-France', 'FR'],
  ['Karnataka', 'IN'],
  ['São Paulo', 'BR'],
  ['Tokyo', 'JP'],
  ['Ontario', 'CA'],
  ['North Holland', 'NL'],
  ['Stockholm', 'SE'],
  ['', 'PL'],
  ['', ''],
]
const TAGS = ['', '', '', 'vip', 'beta', 'oss', 'trial,webinar', 'enterprise,renewal', 'partner']
const FREE_MAIL = ['gmail.com', 'gmail.com', 'gmail.com', 'outlook.com', 'yahoo.com', 'hotmail.com', 'proton.me', 'icloud.com', 'gmx.de', 'web.de']
const SYLLABLES = [
  'ac',
  'me',
  'glo',
  'bex',
  'ini',
  'tech',
  'zen',
  'trix',
  'nova',
  'ly',
  'data',
  'ops',
  'cloud',
  'ware',
  'byte',
  'stack',
  'forge',
  'hub',
  'grid',
  'flow',
  'io',
  'labs',
  'pix',
  'quant',
  'ra',
  'sys',
  'vex',
  'wave',
  'kin',
  'dor',
]
const TLDS = ['com', 'com', 'com', 'io', 'io', 'dev', 'ai', 'co', 'net', 'de', 'co.uk', 'fr', 'app', 'cloud']
const COMPANIES = 3000

const csvField = (value) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)

/** Writes the CSV; answers what it holds (for the correctness checks). */
function writeContactsCsv(path) {
  const domains = new Set()
  while (domains.size < COMPANIES) {
    const name = Array.from({ length: 2 + Math.floor(random() * 2) }, () => pick(SYLLABLES)).join(random() < 0.15 ? '-' : '')
    domains.add(`${name}.${pick(TLDS)}`)
  }
  const companies = [...domains]
  const emails = new Set()
  const accountDomains = new Set()
  let freeMail = 0
  const lines = ['email,full_name,designation,seniority,job_function,state,country,email_verified,company_domain,tags,github,linkedin']
  for (let row = 0; row < ROWS; row += 1) {
    // a few large customers and a long tail: r^3 skews the pick towards the first companies
    const company = companies[Math.floor(random() ** 3 * companies.length)]
    const first = pick(FIRST)
    const last = pick(LAST)
    const handle = `${first}.${last}`
      .normalize('NFD')
      .replace(/[^A-Za-z.]/g, '')
      .toLowerCase()
    const free = random() < 0.08
    const host = free ? pick(FREE_MAIL) : random() < 0.05 ? `eng.${company}` : company
    let email = `${handle}@${host}`
    for (let n = 2; emails.has(email.toLowerCase()); n += 1) email = `${handle}${n}@${host}`
    emails.add(email.toLowerCase())
    if (free) freeMail += 1
    // CRM exports write the company as a bare domain, a URL or nothing (free-mail people often)
    const shown = free && random() < 0.6 ? '' : random() < 0.1 ? `https://www.${company}/` : random() < 0.05 ? company.toUpperCase() : company
    const accountDomain = shown ? accountDomainOf(shown) : null
    if (accountDomain) accountDomains.add(accountDomain)
    const [designation, seniority, jobFunction] = pick(TITLES)
    const [state, country] = pick(PLACES)
    const verified = pick(['true', 'true', 'false', ''])
    const github = random() < 0.4 ? handle.replace('.', '-') : ''
    const linkedin = random() < 0.6 ? `https://www.linkedin.com/in/${handle.replace('.', '-')}-${row.toString(36)}` : ''
    const cased = random() < 0.03 ? email.toUpperCase() : email
    lines.push(
      [cased, `${first} ${last}`, designation, seniority, jobFunction, state, country, verified, shown, pick(TAGS), github, linkedin].map(csvField).join(','),
    )
  }
  writeFileSync(path, `${lines.join('\r\n')}\r\n`)
  return {
    rows: ROWS,
    distinct_emails: emails.size,
    company_domains: COMPANIES,
    free_mail_rows: freeMail,
    expected_accounts: accountDomains.size,
    bytes: statSync(path).size,
  }
}

/** Reference: csv-parse alone reading the file with the importer's options (one pass, no validation, no store). */
async function parseOnly(path) {
  const started = performance.now()
  const parser = createReadStream(path).pipe(
    parse({ delimiter: ',', relax_column_count: true, skip_empty_lines: true, skip_records_with_error: true, info: true, raw: true }),
  )
  let records = 0
  for await (const _ of parser) records += 1
  return { seconds: (performance.now() - started) / 1000, records }
}

/** Runs the built CLI with `--json`; answers its exit status, JSON answer and wall-clock seconds. */
function devtrail(argv, databaseUrl) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(process.execPath, [cli, ...argv, '--json'], { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.once('error', reject)
    child.once('close', (status) => {
      const seconds = (performance.now() - started) / 1000
      let json = null
      try {
        json = JSON.parse(stdout)
      } catch {}
      resolve({ status, json, seconds, stderr })
    })
  })
}

/** The workspace's contacts and accounts as the store holds them, with a digest of every contact's fields. */
async function storeState(databaseUrl, workspaceId) {
  const store = await openStore(databaseUrl)
  try {
    const contacts = await store.db
      .selectFrom('contacts')
      .select([
        'id',
        'email',
        'full_name',
        'designation',
        'seniority',
        'job_function',
        'state',
        'country',
        'email_verified',
        'company_domain',
        'tags',
        'account_id',
        'created_at',
      ])
      .where('workspace_id', '=', workspaceId)
      .orderBy('email')
      .execute()
    const accounts = await store.db
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirstOrThrow()
    const linked = contacts.filter((contact) => contact.account_id !== null).length
    const digest = createHash('sha256')
      .update(JSON.stringify(contacts.map((contact) => Object.values(contact))))
      .digest('hex')
    return { contacts: contacts.length, accounts: Number(accounts.n), linked, digest }
  } finally {
    await store.close()
  }
}

async function runOne(storeName, databaseUrl, path, file) {
  const created = await devtrail(['workspace', 'create', 'Bench'], databaseUrl)
  const workspaceId = created.json?.workspace?.id
  if (created.status !== 0 || !workspaceId) throw new Error(`workspace create failed: ${created.stderr}`)
  const first = await devtrail(['contacts', 'import', '--workspace', workspaceId, path], databaseUrl)
  if (first.status !== 0) throw new Error(`import failed (${first.status}): ${first.stderr.slice(-2000)}`)
  const afterFirst = await storeState(databaseUrl, workspaceId)
  const again = await devtrail(['contacts', 'import', '--workspace', workspaceId, path], databaseUrl)
  if (again.status !== 0) throw new Error(`re-import failed (${again.status}): ${again.stderr.slice(-2000)}`)
  const afterAgain = await storeState(databaseUrl, workspaceId)
  const checks = {
    imported_every_row: first.json.imported === file.rows && first.json.created === file.distinct_emails,
    store_holds_every_contact: afterFirst.contacts === file.distinct_emails,
    one_account_per_company: afterFirst.accounts === file.expected_accounts,
    reimport_updates_only: again.json.created === 0 && again.json.updated === file.distinct_emails,
    reimport_changes_nothing:
      afterAgain.contacts === afterFirst.contacts && afterAgain.accounts === afterFirst.accounts && afterAgain.digest === afterFirst.digest,
  }
  return {
    store: storeName,
    cli_start_s: round(created.seconds, 3),
    import_s: round(first.seconds, 3),
    reimport_s: round(again.seconds, 3),
    first: first.json,
    again: again.json,
    stored: { contacts: afterFirst.contacts, accounts: afterFirst.accounts, linked_to_account: afterFirst.linked },
    checks,
  }
}

const load = { before: loadavg().map((value) => Number(value.toFixed(2))) }
const dir = mkdtempSync(join(tmpdir(), 'devtrail-bench-contacts-'))
const results = []
let reference = null
let file = null
try {
  const path = join(dir, 'contacts.csv')
  file = writeContactsCsv(path)
  // three passes: the first warms the file cache and the JIT, the median is the reference
  const passes = []
  for (let run = 0; run < 3; run += 1) passes.push(await parseOnly(path))
  reference = { seconds: round(passes.map((pass) => pass.seconds).sort((a, b) => a - b)[1], 3), records: passes[0].records }
  if (args.only !== 'postgres') results.push(await runOne('sqlite', `sqlite:${join(dir, 'devtrail.db')}`, path, file))
  if (args.only !== 'sqlite') {
    register()
    const { startPgCluster } = await import('../packages/server/test/pgCluster.ts')
    const cluster = await startPgCluster({ fsync: 'on', synchronous_commit: 'on', full_page_writes: 'on' })
    try {
      results.push(await runOne('postgres', cluster.url, path, file))
    } finally {
      cluster.stop()
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
load.after = loadavg().map((value) => Number(value.toFixed(2)))

const rows = results.map((r) => ({
  ...r,
  import_rows_per_s: Math.round(file.rows / r.import_s),
  import_over_parse: round(r.import_s / reference.seconds, 1),
  reimport_over_parse: round(r.reimport_s / reference.seconds, 1),
  under_target: r.import_s < TARGET_S,
}))
mkdirSync(join(root, 'bench/results'), { recursive: true })
writeFileSync(
  join(root, 'bench/results/contactsImport.json'),
  `${JSON.stringify({ bench: 'contactsImport', date: new Date().toISOString(), node: process.version, target_s: TARGET_S, load_average: load, file, parse_reference: reference, results: rows }, null, 2)}\n`,
)
console.log(
  `${file.rows} rows, ${(file.bytes / 1e6).toFixed(1)} MB, ${file.company_domains} company domains (${file.expected_accounts} accounts), ${file.free_mail_rows} free-mail; csv-parse alone: ${round(reference.seconds)} s (${Math.round(file.rows / reference.seconds)} rows/s)`,
)
console.table(
  rows.map((r) => ({
    store: r.store,
    'import s': round(r.import_s),
    'rows/s': r.import_rows_per_s,
    'import/parse': r.import_over_parse,
    [`< ${TARGET_S} s`]: r.under_target,
    're-import s': round(r.reimport_s),
    're-import/parse': r.reimport_over_parse,
    'CLI start s': round(r.cli_start_s),
    contacts: r.stored.contacts,
    accounts: r.stored.accounts,
    checks: Object.values(r.checks).every(Boolean)
      ? 'ok'
      : Object.keys(r.checks)
          .filter((name) => !r.checks[name])
          .join(' '),
  })),
)
console.log(`load average before ${load.before.join(' ')}, after ${load.after.join(' ')} (${cpus().length} cores)`)
process.exit(rows.every((r) => Object.values(r.checks).every(Boolean)) ? 0 : 1)
