import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createWorkspace } from '../../admin/workspaces.js'
import { startServer } from '../../server.js'
import { openStore } from '../../store/store.js'
import { capturedLog } from '../../../test/capturedLog.js'

const modeOf = (path: string) => statSync(path).mode & 0o777
const folders: string[] = []
const newFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'devtrail-perms-'))
  folders.push(folder)
  return folder
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

describe('SQLite data file permissions', () => {
  it('creates the data folder 0700 and the database, its WAL and shared memory 0600, whatever the umask', async () => {
    const umask = process.umask()
    // under the common umask 022, files are born 0644 and folders 0755 unless the server asks
    expect(umask & 0o077).toBeLessThan(0o077)
    const data = join(newFolder(), 'data')
    const path = join(data, 'devtrail.db')
    const store = await openStore(`sqlite:${path}`)
    try {
      await createWorkspace(store, 'Private')
      expect(modeOf(data)).toBe(0o700)
      for (const file of [path, `${path}-wal`, `${path}-shm`]) expect(modeOf(file), file).toBe(0o600)
    } finally {
      await store.close()
    }
  })

  it('warns once at start about a looser folder or file it finds, and leaves them as they are', async () => {
    const data = join(newFolder(), 'data')
    mkdirSync(data, { mode: 0o755 })
    chmodSync(data, 0o755)
    const path = join(data, 'devtrail.db')
    writeFileSync(join(data, 'token-secret'), 'an-existing-secret-0123456789\n', { mode: 0o644 })
    chmodSync(join(data, 'token-secret'), 0o644)
    writeFileSync(join(data, 'notes.txt'), "the operator's own file", { mode: 0o644 })
    const { logStream, entries } = capturedLog()
    const server = await startServer(
      {
        port: 0,
        host: '127.0.0.1',
        databaseUrl: `sqlite:${path}`,
        trustProxy: true,
        tokenSecret: 'perms-secret-0123456789',
        logLevel: 'warn',
        ipDatabases: { country: 'off', networks: 'off' },
      },
      { handleSignals: false, logStream },
    )
    await server.close()
    const warnings = entries()
      .map((entry) => entry.msg)
      .filter((message) => message.includes('group or others can read'))
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain(`${data} (0755)`)
    expect(warnings[0]).toContain(`${join(data, 'token-secret')} (0644)`)
    expect(warnings[0]).not.toContain('notes.txt')
    // the database the server created itself is private; what existed is untouched
    expect(warnings[0]).not.toContain('devtrail.db')
    expect(modeOf(path)).toBe(0o600)
    expect(modeOf(data)).toBe(0o755)
    expect(modeOf(join(data, 'token-secret'))).toBe(0o644)
  })
})
