/** The dashboard: sign-in, then the navigation and the page of the current route. */
import { useCallback, useEffect, useState } from 'preact/hooks'
import { currentSession, SESSION_ENDED_EVENT, signOut, type Session } from './api.js'
import { lastDays, type DayRange } from './dayRange.js'
import { WorkspaceSwitcher } from './components/WorkspaceSwitcher.js'
import { currentMember, type Me, signOutMember, switchWorkspace } from './memberApi.js'
import { AccountPage } from './pages/AccountPage.js'
import { Accounts } from './pages/Accounts.js'
import { AudiencePage, Audiences } from './pages/Audiences.js'
import { DeveloperPage } from './pages/DeveloperPage.js'
import { LinkPage } from './pages/LinkPage.js'
import { Live } from './pages/Live.js'
import { MemberSignIn } from './pages/MemberSignIn.js'
import { Members } from './pages/Members.js'
import { Overview } from './pages/Overview.js'
import { SegmentPage, Segments } from './pages/Segments.js'
import { AlertSettings } from './pages/settings/AlertSettings.js'
import { IntegrationSettings } from './pages/settings/IntegrationSettings.js'
import { Settings } from './pages/settings/Settings.js'
import { Vitals } from './pages/Vitals.js'
import { YourAccount } from './pages/YourAccount.js'
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

/** Who is signed in: a member (as themselves) or a session opened with an API key. */
type SignedIn = { kind: 'member'; me: Me; session: Session } | { kind: 'key'; session: Session }

function Page({
  route,
  range,
  onRange,
  signedIn,
  reload,
}: {
  route: Route
  range: DayRange
  onRange: (range: DayRange) => void
  signedIn: SignedIn
  reload: () => void
}) {
  const [section = '', id] = route.segments
  switch (section) {
    case 'settings':
      return <Settings session={signedIn.session} tab={id} />
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
    case 'integrations':
      // a session without the admin scope reads the CRM status here (admins have it under Settings)
      return (
        <>
          <h1>Integrations</h1>
          <IntegrationSettings session={signedIn.session} canChange={false} />
        </>
      )
    case 'alerts':
      // likewise the alert rules, destinations and delivery logs
      return (
        <>
          <h1>Alerts</h1>
          <AlertSettings session={signedIn.session} canChange={false} />
        </>
      )
    case 'members':
      return signedIn.kind === 'member' && signedIn.me.role === 'owner' ? <Members me={signedIn.me} /> : <Overview range={range} onRange={onRange} />
    case 'account':
      return signedIn.kind === 'member' ? <YourAccount me={signedIn.me} onChanged={reload} /> : <Overview range={range} onRange={onRange} />
    default:
      return <Overview range={range} onRange={onRange} />
  }
}

async function whoIsSignedIn(): Promise<SignedIn | null> {
  const me = await currentMember()
  if (me) {
    // a member's role gives the scope: owners and admins manage settings, viewers read
    const scope = me.role === 'viewer' ? 'read' : 'admin'
    return { kind: 'member', me, session: { workspace_id: me.workspace_id, workspace_name: me.workspace_name, expires_at: me.expires_at, scope } }
  }
  const session = await currentSession()
  return session ? { kind: 'key', session } : null
}

/** The app. */
export function App() {
  const route = useRoute()
  const [signedIn, setSignedIn] = useState<SignedIn | null | undefined>(undefined)
  const [range, setRange] = useState<DayRange>(() => lastDays(30))
  const [notice, setNotice] = useState<string | undefined>(undefined)
  const reload = useCallback(() => {
    whoIsSignedIn().then(setSignedIn, () => setSignedIn(null))
  }, [])
  useEffect(reload, [])
  useEffect(() => {
    // a 401 on any request: the session ended (signed out elsewhere, removed, expired)
    const ended = () =>
      setSignedIn((previous) => {
        if (previous) setNotice('Your session has ended: sign in again.')
        return previous ? null : previous
      })
    addEventListener(SESSION_ENDED_EVENT, ended)
    return () => removeEventListener(SESSION_ENDED_EVENT, ended)
  }, [])
  useEffect(() => {
    if (route.segments[0] === 'sign-in' && route.query.get('link') === 'invalid') {
      setNotice('That sign-in link was already used or has expired: ask for a new one (devtrail dashboard), or sign in with an API key.')
    }
  }, [route])
  if (route.segments[0] === 'link' && route.segments[1]) return <LinkPage token={route.segments[1]} onSignedIn={reload} />
  if (signedIn === undefined) return <p class="loading">Loading…</p>
  if (signedIn === null) return <MemberSignIn onMemberSignedIn={reload} onKeySignedIn={(session) => setSignedIn({ kind: 'key', session })} notice={notice} />
  const section = route.segments[0] === 'developers' ? 'accounts' : (route.segments[0] ?? '')
  const navigation = [
    ...NAVIGATION.filter((item) => item.section !== 'settings' || signedIn.session.scope === 'admin'),
    ...(signedIn.session.scope === 'admin'
      ? []
      : [
          { section: 'integrations', label: 'Integrations' },
          { section: 'alerts', label: 'Alerts' },
        ]),
    ...(signedIn.kind === 'member' && signedIn.me.role === 'owner' ? [{ section: 'members', label: 'Members' }] : []),
    ...(signedIn.kind === 'member' ? [{ section: 'account', label: 'Your account' }] : []),
  ]
  return (
    <>
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header class="top">
        <span class="brand">Devtrail</span>
        {signedIn.kind === 'member' ? (
          <WorkspaceSwitcher
            me={signedIn.me}
            onSwitch={async (workspaceId) => {
              await switchWorkspace(workspaceId).catch(() => undefined)
              location.hash = '#/'
              reload()
            }}
          />
        ) : (
          <span class="workspace">{signedIn.session.workspace_name}</span>
        )}
        <button
          type="button"
          class="sign-out"
          onClick={async () => {
            await (signedIn.kind === 'member' ? signOutMember() : signOut()).catch(() => undefined)
            setNotice('You are signed out.')
            setSignedIn(null)
          }}
        >
          Sign out
        </button>
      </header>
      <nav class="sections" aria-label="Sections">
        <ul>
          {navigation.map((item) => (
            <li key={item.section}>
              <a href={item.section ? href(item.section) : '#/'} aria-current={section === item.section ? 'page' : undefined}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" tabIndex={-1}>
        <Page key={signedIn.session.workspace_id} route={route} range={range} onRange={setRange} signedIn={signedIn} reload={reload} />
      </main>
    </>
  )
}
