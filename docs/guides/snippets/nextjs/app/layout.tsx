import type { ReactNode } from 'react'
import { DevtrailProvider } from './devtrail-provider'

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <DevtrailProvider>{children}</DevtrailProvider>
      </body>
    </html>
  )
}
