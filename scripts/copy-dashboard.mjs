/**
 * Copies the built dashboard (packages/dashboard/dist) into the server package
 * (packages/server/dashboard), which publishes it: an installed server serves /dashboard/ too.
 */
import { cpSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const from = fileURLToPath(new URL('../packages/dashboard/dist/', import.meta.url))
const to = fileURLToPath(new URL('../packages/server/dashboard/', import.meta.url))
rmSync(to, { recursive: true, force: true })
cpSync(from, to, { recursive: true })
