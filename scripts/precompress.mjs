// After the browser build: writes .br and .gz next to the hosted scripts (tracker.js and the
// complete tracker it loads, tracker-full.js), so the server sends them as they are
// (Content-Encoding negotiated per request).
import { readFileSync, writeFileSync } from 'node:fs'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

for (const name of ['tracker.js', 'tracker-full.js']) {
  const script = new URL(`../packages/core/dist/${name}`, import.meta.url)
  const plain = readFileSync(script)
  writeFileSync(
    new URL(`${name}.br`, script),
    brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length } }),
  )
  writeFileSync(new URL(`${name}.gz`, script), gzipSync(plain, { level: 9 }))
}
