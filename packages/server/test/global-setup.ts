/**
 * Starts a throwaway PostgreSQL cluster for the server tests (Debian's binaries, a temp dir,
 * a free port) and removes it afterwards. initdb refuses root, so as root it runs as `postgres`.
 */
import { execFileSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection URL of the test cluster's `postgres` database. */
    pgUrl: string
  }
}

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))))
    })
  })
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (!existsSync(join(PG_BIN, 'initdb'))) {
    throw new Error(`PostgreSQL binaries not found in ${PG_BIN} (set PG_BIN); the server tests need a real PostgreSQL`)
  }
  const dir = mkdtempSync(join(tmpdir(), 'devtrail-pg-'))
  const asRoot = process.getuid?.() === 0
  const run = (bin: string, args: string[]) => {
    const command = join(PG_BIN, bin)
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
    execFileSync(file, argv as string[], { stdio: 'pipe' })
  }
  if (asRoot) {
    chmodSync(dir, 0o700)
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    chownSync(dir, uid, gid)
  }
  const data = join(dir, 'data')
  const port = await freePort()
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions'])
  run('pg_ctl', [
    '-D', data, '-l', join(dir, 'log'), '-w', '-t', '60', 'start',
    '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`,
  ])
  project.provide('pgUrl', `postgres://postgres@127.0.0.1:${port}/postgres`)
  return () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
}
