/**
 * The page of a one-time link: set a first password (set-up), a new one (reset), or accept an
 * invitation (a new person picks a name and password; someone with an account here gives its
 * password or uses SSO: the page does not know which, so it never tells whether an e-mail has an
 * account). The token stays in the URL fragment and is posted in request bodies only. Opening the
 * page never spends the link; the form does, then the code step when the account has TOTP.
 */
import { useEffect, useState } from 'preact/hooks'
import { FormError, messageOf } from '../components/FormError.js'
import { useFormSubmit } from '../components/useFormSubmit.js'
import { TotpStep } from '../components/TotpStep.js'
import { type LinkInfo, linkInfo, spendLink, startSsoWithInvitation } from '../memberApi.js'

/** Props of LinkPage. */
export interface LinkPageProps {
  token: string
  /** Called once the link has signed the person in. */
  onSignedIn: () => void
}

const TITLES: Record<LinkInfo['kind'], string> = { setup: 'Set up your account', reset: 'Choose a new password', invitation: 'Join a workspace' }

/** The one-time link page. */
export function LinkPage({ token, onSignedIn }: LinkPageProps) {
  const [info, setInfo] = useState<LinkInfo | null | undefined>(undefined)
  const [name, setName] = useState('')
  const [password, setPassword] = useState('')
  const [challenge, setChallenge] = useState<string | null>(null)
  const done = () => {
    location.hash = '#/'
    onSignedIn()
  }
  const { submit, busy, error, setError } = useFormSubmit(async () => {
    const step = await spendLink(token, { password, ...(name ? { name } : {}) })
    setPassword('')
    if (step.status === 'totp_required') setChallenge(step.challenge)
    else done()
  })
  useEffect(() => {
    linkInfo(token).then(setInfo, () => setInfo(null))
  }, [token])
  if (info === undefined) return <p class="loading">Loading…</p>
  if (info === null) {
    return (
      <main class="sign-in">
        <h1>This link does not work</h1>
        <p>It is unknown, used, revoked or expired. Ask for a new one.</p>
        <p>
          <a href="#/">Go to sign-in</a>
        </p>
      </main>
    )
  }
  const invitation = info.kind === 'invitation'
  return (
    <main class="sign-in">
      <h1>{TITLES[info.kind]}</h1>
      {info.kind === 'invitation' ? (
        <p>
          You are invited to <strong>{info.workspace_name}</strong> as <strong>{info.role}</strong>, as {info.email}.
        </p>
      ) : (
        <p>For {info.email}.</p>
      )}
      {challenge ? (
        <TotpStep challenge={challenge} onDone={done} />
      ) : (
        <form onSubmit={submit}>
          {invitation ? (
            <>
              <p class="hint">New here? Choose a name and a password. Already have an account on this server? Give its password.</p>
              <label for="link-name">Your name</label>
              <input id="link-name" name="name" autocomplete="name" value={name} onInput={(event) => setName(event.currentTarget.value)} />
            </>
          ) : null}
          <label for="link-password">
            {invitation ? 'New password (at least 12 characters), or the one of your account' : 'New password (at least 12 characters)'}
          </label>
          <input
            id="link-password"
            name="password"
            type="password"
            autocomplete={invitation ? 'current-password' : 'new-password'}
            minLength={12}
            required
            value={password}
            onInput={(event) => setPassword(event.currentTarget.value)}
          />
          <button type="submit" disabled={busy}>
            {busy ? 'Saving…' : info.kind === 'invitation' ? 'Accept invitation' : 'Save password'}
          </button>
          <FormError error={error} />
        </form>
      )}
      {info.sso && info.kind !== 'reset' && !challenge ? (
        <p>
          {invitation ? (
            <button
              type="button"
              class="button-link"
              onClick={async () => {
                setError(undefined)
                try {
                  location.assign(await startSsoWithInvitation(token))
                } catch (failure) {
                  setError(messageOf(failure))
                }
              }}
            >
              Continue with SSO instead
            </button>
          ) : (
            <a class="button-link" href="/dashboard/auth/sso">
              Continue with SSO instead
            </a>
          )}
        </p>
      ) : null}
    </main>
  )
}
