import type { AppProps } from 'next/app'
import { TrackerProvider } from '@devtrail/react'

export default function App({ Component, pageProps }: AppProps) {
  return (
    <TrackerProvider
      clientID={process.env.NEXT_PUBLIC_DEVTRAIL_CLIENT_ID ?? ''}
      scriptHost="https://devtrail.example.com"
      onError={(error) => console.error('Devtrail failed to load', error)}
    >
      <Component {...pageProps} />
    </TrackerProvider>
  )
}
