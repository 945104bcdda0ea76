import { createHash } from 'node:crypto'
import { defineConfig } from 'vitepress'

const devtrailUrl = process.env.DEVTRAIL_URL && new URL(process.env.DEVTRAIL_URL).origin

/**
 * Each built page's Content Security Policy, as a meta tag: scripts from this site, the Devtrail
 * server and the page's own inline scripts (VitePress writes a few: site data, dark mode), each
 * allowed by its hash; events to the Devtrail server only. Styles may be inline (Shiki colours
 * code with style attributes) and images data: URLs (the theme's icons).
 */
function withContentSecurityPolicy(html: string): string {
  const hashes = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  )
  const policy = `default-src 'self'; script-src 'self' ${devtrailUrl} ${hashes.join(' ')}; connect-src ${devtrailUrl}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; base-uri 'none'`
  return html.replace(/<head>/, `<head><meta http-equiv="Content-Security-Policy" content="${policy}">`)
}

export default defineConfig({
  title: 'Acme CLI',
  description: 'Docs of the Acme CLI, tracked by Devtrail',
  cleanUrls: true,
  themeConfig: {
    nav: [
      { text: 'Install', link: '/install' },
      { text: 'Usage', link: '/usage' },
    ],
  },
  transformHtml: (html) => (devtrailUrl ? withContentSecurityPolicy(html) : html),
  // import.meta.env.CLIENT_ID and import.meta.env.DEVTRAIL_URL in the theme
  vite: { envPrefix: ['VITE_', 'CLIENT_ID', 'DEVTRAIL_URL'] },
})
