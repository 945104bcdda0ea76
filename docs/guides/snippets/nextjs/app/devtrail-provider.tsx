'use client'

import type { ReactNode } from 'react'
import { TrackerProvider } from '@devtrail/react'

/** Loads the tracker once per page, in the browser only; the pages render whether or not it loads. */
export function DevtrailProvider({ children }: { children: ReactNode }) {
  return (
    <TrackerProvider
      clientID={process.env.NEXT_PUBLIC_DEVTRAIL_CLIENT_ID ?? ''}
      scriptHost="https://devtrail.example.com"
      onError={(error) => console.error('Devtrail failed to load', error)}
    >
      {children}
    </TrackerProvider>
  )
}
