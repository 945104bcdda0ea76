import type { NextConfig } from 'next'

/** The Devtrail server, reached by this app's server only: browsers see the app's own origin. */
const devtrailUrl = new URL(process.env.DEVTRAIL_URL ?? 'http://localhost:8787').origin

const config: NextConfig = {
  // A first-party proxy: the tracker script and the collector are served from this app's origin,
  // so ad blockers' host lists and a strict CSP ('self') are no obstacle.
  async rewrites() {
    return [
      // /tracker.js, the pinned /tracker/{version}.js and any file the tracker loads next to itself
      { source: '/tracker:rest(.*)', destination: `${devtrailUrl}/tracker:rest` },
      { source: '/v1/:path*', destination: `${devtrailUrl}/v1/:path*` },
    ]
  },
}

export default config
