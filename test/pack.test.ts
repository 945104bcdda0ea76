/**
 * Self-hosting from the packages as npm would publish them: every package is packed, the server
 * and core tarballs are installed into an empty directory, `npx devtrail start` runs there, and
 * the script host, the collector and the data service answer. (The install skips build scripts
 * and reuses this checkout's compiled better-sqlite3, same version and Node ABI, to save the
 * minutes a compile from source takes; everything else comes from the packed tarballs and npm.)
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { waitFor } from './fixtures/waitFor.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const PACKAGES = ['core', 'loader', 'react', 'vue', 'server', 'client']
const work = mkdtempSync(join(tmpdir(), 'devtrail-pack-'))
let server: ChildProcess | null = null

afterAll(() => {
  if (server?.exitCode === null) process.kill(-server.pid!, 'SIGKILL')
  rmSync(work, { recursive: true, force: true })
})

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })

describe('self-hosting from packed packages', () => {
  it('packs every package with its LICENSE and caret ranges between Devtrail packages', () => {
    for (const name of PACKAGES) {
      const manifest = JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8')) as {
        license: string
        dependencies?: Record<string, string>
        peerDependencies?: Record<string, string>
      }
      expect(manifest.license).toBe('MIT')
      for (const [dependency, range] of Object.entries({ ...manifest.dependencies, ...manifest.peerDependencies })) {
        if (dependency.startsWith('@devtrail/')) expect(range, `${name} -> ${dependency}`).toMatch(/^\^\d+\.\d+\.\d+$/)
      }
      const [packed] = JSON.parse(
        execFileSync('npm', ['pack', '--json', '--pack-destination', work, '-w', `packages/${name}`], {
          cwd: root,
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        }),
      ) as Array<{ files: Array<{ path: string }> }>
      expect(packed!.files.map((file) => file.path)).toContain('LICENSE')
    }
    expect(readFileSync(join(root, 'LICENSE'), 'utf8')).toMatch(/^MIT License/)
  }, 120_000)

  it('installs the server and core tarballs into an empty directory and serves, collects and answers there', async () => {
    const app = join(work, 'app')
    execFileSync('mkdir', ['-p', app])
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'devtrail-selfhost', private: true, type: 'module' }))
    const tarball = (name: string) =>
      join(work, `devtrail-${name}-${JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8')).version}.tgz`)
    execFileSync('npm', ['install', '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund', tarball('server'), tarball('core')], {
      cwd: app,
      stdio: 'ignore',
    })
    const nativeBuild = join(root, 'node_modules', 'better-sqlite3', 'build')
    cpSync(nativeBuild, join(app, 'node_modules', 'better-sqlite3', 'build'), { recursive: true })
    expect(existsSync(join(app, 'node_modules', '@devtrail', 'core', 'dist', 'tracker.js'))).toBe(true)

    const cli = (...args: string[]) =>
      JSON.parse(execFileSync('npx', ['devtrail', ...args, '--json'], { cwd: app, encoding: 'utf8' })) as Record<string, unknown>
    const workspace = cli('workspace', 'create', 'Packed') as { workspace: { id: string } }
    const key = cli('key', 'create', '--workspace', workspace.workspace.id) as { key: string }
    const asset = cli('asset', 'create', '--workspace', workspace.workspace.id, '--kind', 'docs', '--origin', '*') as { client_id: string }

    const port = await freePort()
    server = spawn('npx', ['devtrail', 'start'], { cwd: app, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore', detached: true })
    const base = `http://127.0.0.1:${port}`
    await waitFor(
      () =>
        fetch(`${base}/readyz`).then(
          (answer) => answer.ok,
          () => false,
        ),
      { timeout: 60_000, interval: 200, what: 'npx devtrail start to get ready' },
    )
    const script = await fetch(`${base}/tracker.js`)
    expect(script.status).toBe(200)
    expect(await script.text()).toContain('Devtrail')
    // the complete tracker the script loads after the first page view, from the packed core
    const coreVersion = (JSON.parse(readFileSync(join(root, 'packages', 'core', 'package.json'), 'utf8')) as { version: string }).version
    const complete = await fetch(`${base}/tracker/${coreVersion}/full.js`)
    expect(complete.status).toBe(200)
    expect(complete.headers.get('cache-control')).toContain('immutable')
    const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
    const collected = await fetch(`${base}/v1/events`, {
      method: 'POST',
      headers: { origin: 'https://docs.packed.dev', 'user-agent': ua },
      body: JSON.stringify({
        client_id: asset.client_id,
        anonymous_id: randomUUID(),
        events: [{ type: 'PAGE_VISIT', id: randomUUID(), time: Date.now(), url: 'https://docs.packed.dev/start' }],
      }),
    })
    expect(await collected.json()).toEqual({ accepted: 1, token: expect.any(String) })
    const dashboard = await fetch(`${base}/dashboard/`)
    expect(dashboard.status).toBe(200)
    expect(await dashboard.text()).toContain('<script type="module"')
    const segments = await fetch(`${base}/segments`, { headers: { 'x-api-key': key.key } })
    expect(segments.status).toBe(200)
    expect(await segments.json()).toEqual({ data: [], total_pages: 0, next_page: null, request_id: expect.any(String) })
    process.kill(-server.pid!, 'SIGTERM')
  }, 180_000)
})
