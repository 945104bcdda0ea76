/** The dashboard: sign-in, then the navigation and the page of the current route. */
import { useEffect, useState } from 'preact/hooks'
import { currentSession, signOut, type Session } from './api.js'
import { lastDays, type DayRange } from './components/RangePicker.js'
import { AccountPage } from './pages/AccountPage.js'
import { Accounts } from './pages/Accounts.js'
import { AudiencePage, Audiences } from './pages/Audiences.js'
import { DeveloperPage } from './pages/DeveloperPage.js'
import { Live } from './pages/Live.js'
import { Overview } from './pages/Overview.js'
import { SegmentPage, Segments } from './pages/Segments.js'
import { Settings } from './pages/settings/Settings.js'
import { SignIn } from './pages/SignIn.js'
import { Vitals } from './pages/Vitals.js'
import { href, useRoute, type Route } from './route.js'

const NAVIGATION = [
  { section: '', label: 'Overview' },
  { section: 'accounts', label: 'Accounts' },
  { section: 'segments', label: 'Segments' },
  { section: 'audiences', label: 'Audiences' },
  { section: 'vitals', label: 'Web vitals' },
  { section: 'live', label: 'Live' },
  { section: 'settings', label: 'Settings' },
]

function Page({ route, range, onRange, session }: { route: Route; range: DayRange; onRange: (range: DayRange) => void; session: Session }) {
  const [section = '', id] = route.segments
  switch (section) {
    case 'settings':
      return <Settings session={session} tab={id} />
    case 'accounts':
      return id ? <AccountPage id={id} /> : <Accounts />
    case 'developers':
      return id ? <DeveloperPage id={id} /> : <Accounts />
    case 'segments':
      return id ? <SegmentPage id={id} /> : <Segments />
    case 'audiences':
      return id ? <AudiencePage id={id} /> : <Audiences />
    case 'vitals':
      return <Vitals range={range} onRange={onRange} />
    case 'live':
      return <Live />
    default:
      return <Overview range={range} onRange={onRange} />
  }
}

/** The app. */
export function App() {
  const route = useRoute()
  const [session, setSession] = useState<Session | null | undefined>(undefined)
  const [range, setRange] = useState<DayRange>(() => lastDays(30))
  const [notice, setNotice] = useState<string | undefined>(undefined)
  useEffect(() => {
    currentSession().then(setSession, () => setSession(null))
  }, [])
  useEffect(() => {
    if (route.segments[0] === 'sign-in' && route.query.get('link') === 'invalid') {
      setNotice('That sign-in link was already used or has expired: ask for a new one (devtrail dashboard), or sign in with an API key.')
    }
  }, [route])
  if (session === undefined) return <p class="loading">Loading…</p>
  if (session === null) return <SignIn onSignedIn={setSession} notice={notice} />
  const section = route.segments[0] === 'developers' ? 'accounts' : (route.segments[0] ?? '')
  return (
    <>
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header class="top">
        <span class="brand">Devtrail</span>
        <span class="workspace">{session.workspace_name}</span>
        <button
          type="button"
          class="sign-out"
          onClick={async () => {
            await signOut().catch(() => undefined)
            setNotice('You are signed out.')
            setSession(null)
          }}
        >
          Sign out
        </button>
      </header>
      <nav class="sections" aria-label="Sections">
        <ul>
          {NAVIGATION.filter((item) => item.section !== 'settings' || session.scope === 'admin').map((item) => (
            <li key={item.section}>
              <a href={item.section ? href(item.section) : '#/'} aria-current={section === item.section ? 'page' : undefined}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" tabIndex={-1}>
        <Page route={route} range={range} onRange={setRange} session={session} />
      </main>
    </>
  )
}
