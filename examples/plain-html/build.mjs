// Writes the site to dist/ with the Devtrail server's address and the asset's client ID:
//   CLIENT_ID=... DEVTRAIL_URL=https://devtrail.example.com node build.mjs
// The tracker is pinned to the version of @devtrail/core installed here (/tracker/{version}.js,
// which the server keeps serving after upgrades) with its Subresource Integrity hash.
import { createHash } from 'node:crypto'
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const clientID = process.env.CLIENT_ID
const devtrailUrl = process.env.DEVTRAIL_URL && new URL(process.env.DEVTRAIL_URL).origin
if (!clientID || !devtrailUrl) {
  console.error('Set CLIENT_ID (the docs asset) and DEVTRAIL_URL (your Devtrail server), e.g. CLIENT_ID=... DEVTRAIL_URL=http://localhost:8787 npm run build')
  process.exit(1)
}

const { version } = createRequire(import.meta.url)('@devtrail/core/package.json')
const trackerUrl = `${devtrailUrl}/tracker/${version}.js`
const response = await fetch(trackerUrl)
if (!response.ok) {
  console.error(`${trackerUrl} answered ${response.status}: is the Devtrail server at ${devtrailUrl} running version ${version}?`)
  process.exit(1)
}
const integrity = `sha384-${createHash('sha384')
  .update(Buffer.from(await response.arrayBuffer()))
  .digest('base64')}`

// scripts from this site and the Devtrail server only, events to the Devtrail server only
const csp = `default-src 'self'; script-src 'self' ${devtrailUrl}; connect-src ${devtrailUrl}; base-uri 'none'; form-action 'self'`
const values = { CSP: csp, CLIENT_ID: clientID, TRACKER_URL: trackerUrl, TRACKER_INTEGRITY: integrity }

rmSync('dist', { recursive: true, force: true })
mkdirSync('dist')
for (const file of readdirSync('src')) {
  if (!file.endsWith('.html')) {
    cpSync(`src/${file}`, `dist/${file}`)
    continue
  }
  const html = readFileSync(`src/${file}`, 'utf8').replace(/%([A-Z_]+)%/g, (match, name) => values[name] ?? match)
  writeFileSync(`dist/${file}`, html)
}
console.log(`dist/ written: tracker ${version} from ${devtrailUrl}`)
