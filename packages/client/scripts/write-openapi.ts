/**
 * Writes packages/client/openapi.json: the OpenAPI document the Devtrail server (built from its
 * sources, on a throwaway SQLite store) serves at GET /openapi.json. Part of `npm run generate`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '../../server/src/app.js'
import { openStore } from '../../server/src/store/store.js'

const target = new URL('../openapi.json', import.meta.url)
const folder = mkdtempSync(join(tmpdir(), 'devtrail-openapi-'))
const store = await openStore(`sqlite:${join(folder, 'devtrail.db')}`)
try {
  const app = await createApp({ store, tokenSecret: 'openapi-document-only-openapi-document-only', activitySweepMs: 0 }, { logger: false })
  const answer = await app.inject({ url: '/openapi.json' })
  await app.close()
  if (answer.statusCode !== 200) throw new Error(`GET /openapi.json answered ${answer.statusCode}`)
  writeFileSync(target, `${JSON.stringify(answer.json(), null, 2)}\n`)
  console.log(`wrote ${target.pathname}`)
} finally {
  await store.close()
  rmSync(folder, { recursive: true, force: true })
}
