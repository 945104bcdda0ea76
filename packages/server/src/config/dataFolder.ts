/** The server's data folder and the token secret generated into it. */
import { randomBytes } from 'node:crypto'
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { createPrivateFolder } from '../store/dataFilePermissions.js'
import { dialectOf } from '../store/store.js'
import { ConfigError } from './configError.js'

/** Shortest token secret accepted, from TOKEN_SECRET or the data folder. */
export const MIN_TOKEN_SECRET_LENGTH = 16

/** The data folder of a DATABASE_URL: the SQLite file's folder, else ./data (token secret, secret key, demo key). */
export function dataFolder(databaseUrl: string): string {
  if (dialectOf(databaseUrl) === 'postgres') return resolve('data')
  const path = databaseUrl.replace(/^(sqlite|file):(\/\/)?/i, '')
  return path === ':memory:' ? resolve('data') : dirname(resolve(path))
}

/** The token secret kept in `folder/token-secret`, created (mode 0600) on first use and reused on restart. */
export function persistedTokenSecret(folder: string): string {
  const file = join(folder, 'token-secret')
  const existing = readSecret(file)
  if (existing !== null) return existing
  createPrivateFolder(folder)
  const secret = randomBytes(32).toString('base64url')
  // written whole under a temporary name, then linked into place: a second process starting at
  // once either wins the link or reads a complete file, never an empty one
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  writeFileSync(temporary, `${secret}\n`, { mode: 0o600 })
  try {
    linkSync(temporary, file)
    return secret
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return readSecret(file) ?? secret
  } finally {
    rmSync(temporary, { force: true })
  }
}

/** The secret in `file`, null when there is none; a file too short to be a secret is an error. */
function readSecret(file: string): string | null {
  let text: string
  try {
    text = readFileSync(file, 'utf8').trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  if (text.length < MIN_TOKEN_SECRET_LENGTH) {
    throw new ConfigError(`${file} holds no usable token secret (under ${MIN_TOKEN_SECRET_LENGTH} characters): delete it or set TOKEN_SECRET`)
  }
  return text
}
