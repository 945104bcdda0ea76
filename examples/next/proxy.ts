import { type NextRequest, NextResponse } from 'next/server'

/**
 * A Content Security Policy on every page, with a fresh nonce that Next.js puts on its own inline
 * scripts: scripts and requests from this origin only (Devtrail is reached through the rewrites
 * in next.config.ts). 'strict-dynamic' lets the trusted scripts add the tracker script.
 */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64')
  const development = process.env.NODE_ENV === 'development'
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    "connect-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ')
  const headers = new Headers(request.headers)
  headers.set('content-security-policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('content-security-policy', policy)
  return response
}

export const config = {
  // pages only: not the proxied Devtrail paths, nor Next.js's static files
  matcher: [{ source: '/((?!v1/|tracker|_next/static|_next/image|favicon.ico).*)', missing: [{ type: 'header', key: 'next-router-prefetch' }] }],
}
