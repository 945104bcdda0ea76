import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createHashRouter, RouterProvider } from 'react-router'
import { TrackerProvider } from '@devtrail/react'

const router = createHashRouter([
  { path: '/', element: <h1>Home</h1> },
  { path: '/pricing', element: <h1>Pricing</h1> }, // reached as /#/pricing
])

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <TrackerProvider clientID="YOUR_CLIENT_ID" scriptHost="https://devtrail.example.com" hashRouting>
      <RouterProvider router={router} />
    </TrackerProvider>
  </StrictMode>,
)
