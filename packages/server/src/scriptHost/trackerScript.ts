/**
 * The hosted tracker files (the script and the complete tracker it loads) in the three forms
 * they are sent in (plain, brotli, gzip), each with its own ETag, and the archive of every
 * version this server has served, so a page pinned to `/tracker/{version}.js` with SRI keeps
 * working after an upgrade, and so does the complete tracker that version loads.
 */
import { createPrivateFolder } from '../store/dataFilePermissions.js'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib'
import type { ContentEncoding } from '../http/acceptEncoding.js'

/** One version of the script, ready to send. */
export interface TrackerScript {
  /** The script's version, e.g. `0.2.0`. */
  version: string
  /** The bytes and ETag per encoding. */
  encodings: Record<ContentEncoding, { body: Buffer; etag: string }>
  /** The SRI hash of the plain script (`sha384-...`). */
  integrity: string
}

/** A version string safe to use as a file name: `1.2.3` or `1.2.3-beta.1`. */
export const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/

function readIfPresent(path: string): Buffer | null {
  return existsSync(path) ? readFileSync(path) : null
}

/** Builds the three forms of `plain`; precompressed siblings (`.br`, `.gz` written at build) are used when present. */
export function trackerScriptOf(version: string, plain: Buffer, precompressed: { br?: Buffer | null; gzip?: Buffer | null } = {}): TrackerScript {
  const br =
    precompressed.br ?? brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length } })
  const gzip = precompressed.gzip ?? gzipSync(plain, { level: 9 })
  const tag = createHash('sha256').update(plain).digest('base64url').slice(0, 32)
  return {
    version,
    encodings: {
      identity: { body: plain, etag: `"${tag}"` },
      br: { body: br, etag: `"${tag}-br"` },
      gzip: { body: gzip, etag: `"${tag}-gz"` },
    },
    integrity: `sha384-${createHash('sha384').update(plain).digest('base64')}`,
  }
}

/** A precompressed sibling that decodes to exactly `plain`, else null (stale from an earlier build, or damaged). */
function matching(plain: Buffer, compressed: Buffer | null, decode: (buffer: Buffer) => Buffer): Buffer | null {
  if (!compressed) return null
  try {
    return decode(compressed).equals(plain) ? compressed : null
  } catch {
    return null
  }
}

/**
 * Reads the built script at `path`, or null when it is not built. Its `.br`/`.gz` siblings are
 * used only when they decode to the script itself: a build that rewrote the script without them
 * must not send browsers an older script than the ETag and SRI hash describe.
 */
export function loadTrackerScript(path: string, version: string): TrackerScript | null {
  const plain = readIfPresent(path)
  if (!plain) return null
  return trackerScriptOf(version, plain, {
    br: matching(plain, readIfPresent(`${path}.br`), brotliDecompressSync),
    gzip: matching(plain, readIfPresent(`${path}.gz`), gunzipSync),
  })
}

/** The two hosted files of a version: the script (`tracker.js`), and the complete tracker it loads after the first page view (`full.js`). */
export type TrackerFile = 'tracker' | 'full'

/** The archived file of `version`: `{version}.js` for the script, `{version}.full.js` for the complete tracker. */
const archivedName = (version: string, file: TrackerFile) => `${version}${file === 'full' ? '.full' : ''}.js`

/** Every version this server has served, kept in `folder` (`{version}.js` and `{version}.full.js` each). */
export class TrackerArchive {
  private readonly _folder: string
  private readonly _loaded = new Map<string, TrackerScript>()

  constructor(folder: string) {
    this._folder = folder
  }

  /** Keeps `script` (a file of the version being served now) in the archive; an archived version is never overwritten. */
  keep(script: TrackerScript, kind: TrackerFile = 'tracker'): void {
    const file = join(this._folder, archivedName(script.version, kind))
    if (existsSync(file)) return
    createPrivateFolder(this._folder)
    // written whole under another name, then renamed: a reader never sees half a script
    const temporary = `${file}.${process.pid}.tmp`
    writeFileSync(temporary, script.encodings.identity.body)
    renameSync(temporary, file)
  }

  /** A file of an archived version, or null. */
  get(version: string, kind: TrackerFile = 'tracker'): TrackerScript | null {
    if (!VERSION_PATTERN.test(version)) return null
    const name = archivedName(version, kind)
    const cached = this._loaded.get(name)
    if (cached) return cached
    const plain = readIfPresent(join(this._folder, name))
    if (!plain) return null
    const script = trackerScriptOf(version, plain)
    this._loaded.set(name, script)
    return script
  }
}

/** Where the installed @devtrail/core keeps its built tracker, and its version (nulls when it is missing). */
export function builtTracker(): { path: string | null; version: string | null } {
  const require = createRequire(import.meta.url)
  try {
    return { path: require.resolve('@devtrail/core/tracker.js'), version: (require('@devtrail/core/package.json') as { version: string }).version }
  } catch {
    return { path: null, version: null }
  }
}

/** The complete tracker built next to a hosted script: `tracker-full.js` beside `tracker.js`. */
export const completeTrackerBeside = (scriptPath: string): string => scriptPath.replace(/(\.js)?$/, '-full.js')
