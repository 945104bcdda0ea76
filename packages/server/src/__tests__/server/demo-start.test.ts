import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { DEMO_WORKSPACE_NAME } from '../../demo/setupDemo.js'
import { openStore } from '../../store/store.js'
import { createTestDatabase, dialects } from '../../../test/stores.js'

const cliPath = fileURLToPath(new URL('../../cli.ts', import.meta.url))
const tsxLoader = new URL('../../../../../node_modules/tsx/dist/loader.mjs', import.meta.url).href

/** Runs `devtrail start ...` in `cwd` until its stdout satisfies `ready`. */
function start(args: string[], env: Record<string, string>, cwd: string, ready: (stdout: string) => boolean): Promise<{ child: ChildProcess; stdout: string }> {
  const child = spawn(process.execPath, ['--import', tsxLoader, cliPath, 'start', ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    let stdout = ''
    let stderr = ''
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      if (ready(stdout)) resolve({ child, stdout })
    })
    child.once('exit', (code) => reject(new Error(`devtrail start exited with ${code}: ${stderr}`)))
  })
}

/** Sends SIGTERM and answers the exit code. */
function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit')
    child.once('exit', (code) => resolve(code))
    child.kill('SIGTERM')
  })
}

describe.each(dialects)('devtrail start --demo on %s', (dialect) => {
  it('keeps one demo workspace and prints the same key on every run, and serves the demo pages', async () => {
    const { url, drop } = await createTestDatabase(dialect)
    // the data folder: the SQLite file's folder, or ./data of the working directory with PostgreSQL
    const cwd = mkdtempSync(join(tmpdir(), 'devtrail-start-'))
    const databaseUrl = dialect === 'sqlite' ? `sqlite:${join(cwd, 'data', 'devtrail.db')}` : url
    const env = { DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', TOKEN_SECRET: 'a-test-secret-of-enough-length' }
    try {
      const first = await start(['--demo', '--json'], env, cwd, (stdout) => stdout.includes('\n'))
      const started = JSON.parse(first.stdout) as { url: string; demo: { workspaceId: string; apiKey: string; created: boolean; clientIds: { docs: string } } }
      expect(started.demo.created).toBe(true)
      expect(started.demo.apiKey).toMatch(/^dtk_/)
      const docs = await fetch(`${started.url}/demo/docs`)
      expect(docs.status).toBe(200)
      expect(await docs.text()).toContain(`data-client-id="${started.demo.clientIds.docs}"`)
      const segments = await fetch(`${started.url}/segments`, { headers: { 'x-api-key': started.demo.apiKey } })
      expect(segments.status).toBe(200)
      expect(((await segments.json()) as { data: { type: string }[] }).data.map((segment) => segment.type).sort()).toEqual(['ACCOUNT', 'BUYER', 'DEVELOPER'])
      expect(await stop(first.child)).toBe(0)
      // one key file per store: a PostgreSQL demo never overwrites the SQLite demo's demo.json
      const keyFile = join(
        cwd,
        'data',
        dialect === 'sqlite' ? 'demo.json' : `demo-postgres-127.0.0.1-${new URL(url).port}-${new URL(url).pathname.slice(1)}.json`,
      )
      expect(JSON.parse(readFileSync(keyFile, 'utf8')).api_key).toBe(started.demo.apiKey)
      if (dialect === 'postgres') expect(existsSync(join(cwd, 'data', 'demo.json'))).toBe(false)

      const second = await start(['--demo'], env, cwd, (stdout) => stdout.includes('Stop with Ctrl+C.'))
      const port = /running at http:\/\/localhost:(\d+)/.exec(second.stdout)?.[1]
      expect(second.stdout).toContain('with the demo workspace (from an earlier run)')
      expect(second.stdout).toContain(`  Docs     http://localhost:${port}/demo/docs`)
      expect(second.stdout).toContain(`  docs     ${started.demo.clientIds.docs}`)
      expect(second.stdout).toContain(`curl -H "x-api-key: ${started.demo.apiKey}" "http://localhost:${port}/segments"`)
      const page = await fetch(`http://127.0.0.1:${port}/demo/`)
      expect(page.status).toBe(200)
      expect(await stop(second.child)).toBe(0)

      const store = await openStore(databaseUrl)
      try {
        const workspaces = await store.db.selectFrom('workspaces').select('id').where('name', '=', DEMO_WORKSPACE_NAME).execute()
        expect(workspaces).toEqual([{ id: started.demo.workspaceId }])
        const keys = await store.db.selectFrom('api_keys').select('id').where('workspace_id', '=', started.demo.workspaceId).execute()
        expect(keys).toHaveLength(1)
      } finally {
        await store.close()
      }
    } finally {
      await drop()
      rmSync(cwd, { recursive: true, force: true })
    }
  })
})
