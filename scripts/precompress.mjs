// After the browser build: writes tracker.js.br and tracker.js.gz next to the hosted script, so
// the server sends them as they are (Content-Encoding negotiated per request).
import { readFileSync, writeFileSync } from 'node:fs'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const script = new URL('../packages/core/dist/tracker.js', import.meta.url)
const plain = readFileSync(script)
writeFileSync(
  new URL('tracker.js.br', script),
  brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length } }),
)
writeFileSync(new URL('tracker.js.gz', script), gzipSync(plain, { level: 9 }))
