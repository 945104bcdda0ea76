import { TrackerProvider } from '@devtrail/react'
import Link from 'next/link'
import { connection } from 'next/server'
import type { ReactNode } from 'react'
import { logTrackerFailure } from './logTrackerFailure'
import { SessionProvider } from './session'

export const metadata = { title: 'Acme Cloud' }

/**
 * The root layout, a server component: `<TrackerProvider>` (a client component of
 * `@devtrail/react`) is imported directly and starts Devtrail once for the whole app.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  // rendered per request, so that every page gets the CSP nonce of proxy.ts
  await connection()
  return (
    <html lang="en">
      <body>
        <TrackerProvider clientID={process.env.CLIENT_ID ?? ''} onError={logTrackerFailure}>
          <SessionProvider>
            <nav>
              <Link href="/">Home</Link> · <Link href="/quickstart">Quickstart</Link> · <Link href="/sign-in">Sign in</Link>
            </nav>
            <main>{children}</main>
          </SessionProvider>
        </TrackerProvider>
      </body>
    </html>
  )
}
