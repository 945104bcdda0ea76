// The first step of `npm start` and `npm test`: with nothing but Node installed, installs the
// workspace's dependencies when node_modules is missing or older than package-lock.json, then
// gets out of the way. Uses only Node's built-ins, so it runs on a fresh clone.
import { spawnSync } from 'node:child_process'
import { statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number)
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Devtrail needs Node 20.19 or newer (this is ${process.versions.node}).`)
  process.exit(1)
}

/** Modification time in ms, or null when the file is missing. */
function modified(path) {
  try {
    return statSync(new URL(path, `file://${root}`)).mtimeMs
  } catch {
    return null
  }
}

const lockfile = modified('package-lock.json')
// npm writes node_modules/.package-lock.json at the end of every install
const installed = modified('node_modules/.package-lock.json')
if (installed !== null && lockfile !== null && installed >= lockfile) process.exit(0)

console.log(
  installed === null
    ? 'Installing dependencies (npm ci). The first run takes 2-5 minutes: better-sqlite3 compiles from source.'
    : 'package-lock.json changed since the last install: reinstalling dependencies (npm ci).',
)
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' })
if (result.status !== 0) {
  console.error('npm ci failed: see the messages above.')
  process.exit(result.status ?? 1)
}
