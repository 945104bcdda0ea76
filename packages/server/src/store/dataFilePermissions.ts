/**
 * The SQLite file, its WAL and the data folder hold personal data and webhook secrets: the server
 * creates the folder 0700 and the files 0600 (SQLite gives the -wal and -shm files the database
 * file's mode). What already exists is never changed, only reported when group or others can read it.
 */
import { closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** Mode of the data folder the server creates. */
export const DATA_FOLDER_MODE = 0o700
/** Mode of the files the server creates in it. */
export const DATA_FILE_MODE = 0o600

/** Creates a folder of the data folder (and its parents) private to the server (0700) when it does not exist yet. */
export function createPrivateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: DATA_FOLDER_MODE })
}

/** Creates the folder of a SQLite file (0700) and the empty file (0600) when they do not exist yet. */
export function createPrivateDatabaseFile(path: string): void {
  createPrivateFolder(dirname(path))
  // 'a' creates with the mode and never truncates an existing database
  if (!existsSync(path)) closeSync(openSync(path, 'a', DATA_FILE_MODE))
}

/** A path group or others can reach, with its permission bits. */
export interface LoosePath {
  /** The file or folder. */
  path: string
  /** Its permission bits, such as 0o644. */
  mode: number
}

/** Files of the data folder Devtrail writes besides the database and its journals. */
export const SERVER_DATA_FILES = ['token-secret', 'secret-key', 'demo.json']

/**
 * The data folder of a SQLite file, the file, its -wal, -shm and -journal, and the server's own
 * files there (`SERVER_DATA_FILES`), where group or others can read, write or enter (anything
 * beyond 0700 for the folder, 0600 for a file). Other files of the folder are the operator's.
 */
export function looseDataPaths(databasePath: string): LoosePath[] {
  const folder = dirname(databasePath)
  const candidates: Array<[string, number]> = [
    [folder, DATA_FOLDER_MODE],
    ...['', '-wal', '-shm', '-journal'].map((suffix): [string, number] => [`${databasePath}${suffix}`, DATA_FILE_MODE]),
    ...SERVER_DATA_FILES.map((name): [string, number] => [join(folder, name), DATA_FILE_MODE]),
  ]
  const loose: LoosePath[] = []
  for (const [path, allowed] of candidates) {
    let mode: number
    try {
      mode = statSync(path).mode & 0o777
    } catch {
      continue
    }
    if ((mode & ~allowed) !== 0) loose.push({ path, mode })
  }
  return loose
}
