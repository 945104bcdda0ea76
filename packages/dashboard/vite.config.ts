import { defineConfig } from 'vite'

// Served by the Devtrail server at /dashboard/ under `script-src 'self'`: no inline scripts or styles.
export default defineConfig({
  base: '/dashboard/',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    target: 'es2020',
  },
})
