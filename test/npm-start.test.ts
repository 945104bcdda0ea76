/**
 * The README's first command on a copy of the repository: `npm start` builds everything, starts
 * the server with the demo on the embedded SQLite store, prints its banner, and `/readyz` answers.
 * (The copy reuses this checkout's installed node_modules; the bootstrap's own install step runs
 * for real on every fresh clone in CI.)
 */
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))
const copy = mkdtempSync(join(tmpdir(), 'devtrail-npm-start-'))

afterAll(() => rmSync(copy, { recursive: true, force: true }))

describe('npm start on a copy of the repository', () => {
  it('builds, prints the demo banner, and answers /readyz', async () => {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean)
    for (const file of files) {
      mkdirSync(dirname(join(copy, file)), { recursive: true })
      cpSync(join(root, file), join(copy, file), { preserveTimestamps: true })
    }
    execFileSync('cp', ['-a', join(root, 'node_modules'), join(copy, 'node_modules')])
    // and a workspace's own node_modules (npm nests a version the root cannot share, e.g. the dashboard's vite)
    for (const workspace of readdirSync(join(root, 'packages'))) {
      const installed = join(root, 'packages', workspace, 'node_modules')
      if (existsSync(installed)) execFileSync('cp', ['-a', installed, join(copy, 'packages', workspace, 'node_modules')])
    }
    // the copied lockfile is as old as the install it came with: the bootstrap has nothing to do
    utimesSync(join(copy, 'package-lock.json'), new Date(0), new Date(0))

    const child = spawn('npm', ['start'], {
      cwd: copy,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    try {
      const port = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no banner in 150 s:\n${output}`)), 150_000)
        const check = () => {
          const match = /Devtrail is running at http:\/\/localhost:(\d+)/.exec(output)
          if (match && output.includes('curl')) {
            clearTimeout(timer)
            resolve(match[1]!)
          }
        }
        child.stdout.on('data', check)
        child.once('exit', (code) => {
          clearTimeout(timer)
          reject(new Error(`npm start exited with ${code}:\n${output}`))
        })
      })
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`)
      expect(ready.status).toBe(200)
      expect(await ready.json()).toEqual({ status: 'ready' })
      expect((await fetch(`http://127.0.0.1:${port}/demo/docs`)).status).toBe(200)
    } finally {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM')
    }
  }, 180_000)
})
