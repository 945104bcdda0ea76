// Processes of the collector bench: a free port, a server child and its health, and the memory
// (RSS) of a process with its children (a `--workers N` primary and its workers).
import { execFileSync, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** Starts `node <args>` with `env` on a free port; resolves once GET /healthz answers 200. */
export async function startProcess(args, env) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', process.env.BENCH_VERBOSE ? 'inherit' : 'ignore'],
  })
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${url}/healthz`)).ok) break
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    pid: child.pid,
    /** SIGTERM, then resolves once the process has exited. */
    stop: async () => {
      child.kill('SIGTERM')
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)))
    },
  }
}

function rssKbOf(pid) {
  try {
    const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) : 0
  } catch {
    return 0
  }
}

/** Resident memory of `pid` and its child processes, in MB (Linux /proc). */
export function treeRssMb(pid) {
  let children = []
  try {
    children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number)
  } catch {}
  const kb = [pid, ...children].reduce((sum, each) => sum + rssKbOf(each), 0)
  return Math.round(kb / 102.4) / 10
}
