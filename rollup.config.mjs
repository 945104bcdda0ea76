// One config for every browser package: ESM + CJS + bundled types per entry, and the hosted IIFE.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import typescript from '@rollup/plugin-typescript'
import terser from '@rollup/plugin-terser'
import { dts } from 'rollup-plugin-dts'

/** Entries of each browser package: output name -> source file. */
const packages = {
  core: { index: 'src/index.ts', protocol: 'src/protocol.ts', vitals: 'src/vitals.ts', 'navigation-log': 'src/navigationLog.ts' },
  loader: { index: 'src/index.ts' },
  react: { index: 'src/index.tsx' },
  vue: { index: 'src/index.ts' },
  client: { index: 'src/index.ts' },
}

/** `nameCache`, when given, keeps the renamed `_` properties the same across the builds sharing it. */
const minify = (nameCache) =>
  terser({
    nameCache,
    ecma: 2020,
    module: true,
    // inlining one-use functions (reduce_funcs) saves bytes raw but costs more after gzip
    compress: { passes: 2, pure_getters: true, reduce_funcs: false, hoist_funs: true },
    // `_`-prefixed properties are private by convention and renamed (web-vitals does the same).
    mangle: { properties: { regex: /^_/ } },
    format: { comments: false },
  })

/**
 * Modules of another package built into this one rather than imported at run time: the loader's
 * queue records navigations with the hosted script's recorder (one source), and stays a
 * standalone file. They are built before (rollup builds the configs in order).
 */
const builtIn = { '@devtrail/core/navigation-log': 'packages/core/dist/navigation-log.mjs' }

/** Keeps every dependency and peer dependency (and their subpaths) out of the bundle, but `builtIn` modules. */
function externals(dir) {
  const pkg = JSON.parse(readFileSync(`packages/${dir}/package.json`, 'utf8'))
  const names = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })
  return (id) => !(id in builtIn) && names.some((name) => id === name || id.startsWith(`${name}/`))
}

/** Resolves the `builtIn` modules to their built files. */
const buildIn = () => ({ name: 'build-in', resolveId: (id) => (id in builtIn ? resolve(builtIn[id]) : null) })

/**
 * Keeps a leading `'use client'` of an entry module on its built file: Rollup drops module-level
 * directives when bundling, and React Server Components (Next.js App Router) need it there.
 */
function preserveUseClient() {
  const clientEntries = new Set()
  return {
    name: 'preserve-use-client',
    transform(code, id) {
      if (/^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use client['"]/.test(code)) clientEntries.add(id)
      return null
    },
    renderChunk(code, chunk) {
      return chunk.facadeModuleId && clientEntries.has(chunk.facadeModuleId) ? { code: `'use client';\n${code}`, map: null } : null
    },
    onLog(_level, log) {
      // the directive is put back by renderChunk above
      return !(log.code === 'MODULE_LEVEL_DIRECTIVE' && clientEntries.has(log.id))
    },
  }
}

const ts = (dir) =>
  typescript({
    tsconfig: `packages/${dir}/tsconfig.json`,
    compilerOptions: { noEmit: false, declaration: false, outDir: undefined, sourceMap: false },
    include: [`packages/${dir}/src/**/*`],
    exclude: ['**/__tests__/**'],
  })

const input = (dir) => Object.fromEntries(Object.entries(packages[dir]).map(([name, file]) => [name, `packages/${dir}/${file}`]))

const configs = Object.keys(packages).flatMap((dir) => [
  {
    input: input(dir),
    external: externals(dir),
    // after minify: terser drops directives it does not know
    plugins: [buildIn(), ts(dir), minify(), preserveUseClient()],
    output: [
      { dir: `packages/${dir}/dist`, format: 'es', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
      { dir: `packages/${dir}/dist`, format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: '[name]-[hash].cjs' },
    ],
  },
  {
    input: input(dir),
    external: externals(dir),
    plugins: [dts({ tsconfig: `packages/${dir}/tsconfig.json` })],
    output: [
      { dir: `packages/${dir}/dist`, format: 'es', entryFileNames: '[name].d.mts', chunkFileNames: '[name]-[hash].d.mts' },
      { dir: `packages/${dir}/dist`, format: 'es', entryFileNames: '[name].d.cts', chunkFileNames: '[name]-[hash].d.cts' },
    ],
  },
])

/**
 * Writes the SRI hash of the built complete tracker into `lib/fullTrackerIntegrity.ts` of the
 * hosted script, which loads that file; the build fails when the file is missing.
 */
const fullTrackerIntegrity = () => ({
  name: 'full-tracker-integrity',
  transform(code, id) {
    if (!id.endsWith('/lib/fullTrackerIntegrity.ts')) return null
    const file = readFileSync('packages/core/dist/tracker-full.js')
    const integrity = `sha384-${createHash('sha384').update(file).digest('base64')}`
    const written = code.replace(/(FULL_TRACKER_INTEGRITY\b[^=]*= )''/, `$1'${integrity}'`)
    if (written === code) this.error("fullTrackerIntegrity.ts no longer sets FULL_TRACKER_INTEGRITY to ''")
    return { code: written, map: null }
  },
})

// The two hosted files, built in this order (rollup builds the configs one after the other):
// the complete tracker (/tracker/{version}/full.js), then the script the server hosts as
// /tracker.js, which defines window.Devtrail, sends the first page view and loads the complete
// tracker pinned by its hash. They share their minified `_` names: the handover crosses files.
const hostedNames = {}
configs.push(
  {
    input: 'packages/core/src/full.ts',
    plugins: [ts('core'), minify(hostedNames)],
    output: { file: 'packages/core/dist/tracker-full.js', format: 'iife' },
  },
  {
    input: 'packages/core/src/hosted.ts',
    plugins: [ts('core'), fullTrackerIntegrity(), minify(hostedNames)],
    output: { file: 'packages/core/dist/tracker.js', format: 'iife' },
  },
)

export default configs
