import { TrackerProvider } from '@devtrail/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { App } from './App'
import { SessionProvider } from './session'

// Devtrail starts once, here in the root entry (StrictMode's double effects still make one tracker).
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <TrackerProvider
      clientID={import.meta.env.CLIENT_ID}
      scriptHost={import.meta.env.DEVTRAIL_URL}
      onError={(error) => console.error('Devtrail failed to load', error)}
    >
      <SessionProvider>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </SessionProvider>
    </TrackerProvider>
  </StrictMode>,
)
