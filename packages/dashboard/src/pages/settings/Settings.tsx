/**
 * Settings: assets, API keys, segments and audiences, GitHub, integrations (CRM sync), alerts,
 * networks and the audit log, for a session with the admin scope. Any other session sees why there is nothing to change here (the
 * server refuses its changes anyway).
 */
import type { Session } from '../../api.js'
import { href } from '../../route.js'
import { AlertSettings } from './AlertSettings.js'
import { AssetSettings } from './AssetSettings.js'
import { AuditLog } from './AuditLog.js'
import { GithubSettings } from './GithubSettings.js'
import { IntegrationSettings } from './IntegrationSettings.js'
import { KeySettings } from './KeySettings.js'
import { NetworkSettings } from './NetworkSettings.js'
import { SegmentSettings } from './SegmentSettings.js'

const TABS = [
  { tab: 'assets', label: 'Assets', Page: AssetSettings },
  { tab: 'keys', label: 'API keys', Page: KeySettings },
  { tab: 'segments', label: 'Segments & audiences', Page: SegmentSettings },
  { tab: 'github', label: 'GitHub', Page: GithubSettings },
  { tab: 'integrations', label: 'Integrations', Page: IntegrationSettings },
  { tab: 'alerts', label: 'Alerts', Page: AlertSettings },
  { tab: 'networks', label: 'Networks', Page: NetworkSettings },
  { tab: 'audit', label: 'Audit log', Page: AuditLog },
] as const

/** The settings page of the tab in the route. */
export function Settings({ session, tab }: { session: Session; tab: string | undefined }) {
  if (session.scope !== 'admin') {
    return (
      <>
        <h1>Settings</h1>
        <p class="notice">This session can read the workspace's data but not change its settings: sign in with an API key that has the admin scope.</p>
      </>
    )
  }
  const current = TABS.find((candidate) => candidate.tab === tab) ?? TABS[0]
  return (
    <>
      <h1>Settings: {current.label}</h1>
      <nav class="tabs" aria-label="Settings">
        <ul>
          {TABS.map((candidate) => (
            <li key={candidate.tab}>
              <a href={href('settings', candidate.tab)} aria-current={candidate === current ? 'page' : undefined}>
                {candidate.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <current.Page session={session} />
    </>
  )
}
