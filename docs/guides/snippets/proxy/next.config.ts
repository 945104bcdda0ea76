import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  async rewrites() {
    // the tracker script and the collector, served from this site's own origin under /devtrail
    return [{ source: '/devtrail/:path*', destination: 'https://devtrail.example.com/:path*' }]
  },
}

export default nextConfig
