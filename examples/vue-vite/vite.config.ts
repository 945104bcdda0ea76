import vue from '@vitejs/plugin-vue'
import { defineConfig, type Plugin } from 'vite'

/**
 * The production build's Content Security Policy, as a meta tag: scripts from this site and the
 * Devtrail server only, events to the Devtrail server only. Left out of `vite dev`, which
 * serves inline scripts.
 */
function contentSecurityPolicy(devtrailUrl: string): Plugin {
  const policy = `default-src 'self'; script-src 'self' ${devtrailUrl}; connect-src ${devtrailUrl}; base-uri 'none'; form-action 'self'`
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' }],
  }
}

export default defineConfig(({ command }) => {
  const devtrailUrl = process.env.DEVTRAIL_URL
  if (command === 'build' && (!devtrailUrl || !process.env.CLIENT_ID)) {
    throw new Error(
      'Set CLIENT_ID (the product asset) and DEVTRAIL_URL (your Devtrail server), e.g. CLIENT_ID=... DEVTRAIL_URL=http://localhost:8787 npm run build',
    )
  }
  return {
    plugins: [vue(), contentSecurityPolicy(new URL(devtrailUrl ?? 'http://localhost:8787').origin)],
    // import.meta.env.CLIENT_ID and import.meta.env.DEVTRAIL_URL
    envPrefix: ['VITE_', 'CLIENT_ID', 'DEVTRAIL_URL'],
  }
})
