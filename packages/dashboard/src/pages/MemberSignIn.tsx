/**
 * Sign-in of a member: e-mail and password, then a TOTP code when the account has one (also after
 * SSO); "Sign in with SSO" when the server has an identity provider; the API-key form only while the server
 * allows it (no users yet, or DASHBOARD_KEY_SIGNIN=on).
 */
import { useEffect, useState } from 'preact/hooks'
import type { Session } from '../api.js'
import { FormError } from '../components/FormError.js'
import { useFormSubmit } from '../components/useFormSubmit.js'
import { TotpStep } from '../components/TotpStep.js'
import { signInOptions, signInWithPassword, type SignInOptions } from '../memberApi.js'
import { SignIn } from './SignIn.js'

/** Props of MemberSignIn. */
export interface MemberSignInProps {
  /** Called once signed in as a member. */
  onMemberSignedIn: () => void
  /** Called once signed in with an API key. */
  onKeySignedIn: (session: Session) => void
  notice?: string | undefined
}

const SSO_ERRORS: Record<string, string> = {
  forbidden: 'Your identity provider account is not invited to this Devtrail server. Ask an owner for an invitation.',
  unauthorized: 'The SSO sign-in did not complete (it expired or was started elsewhere). Try again.',
  unavailable: 'The identity provider cannot be reached right now. Try again later.',
}

/** The sign-in page. */
export function MemberSignIn({ onMemberSignedIn, onKeySignedIn, notice }: MemberSignInProps) {
  const [options, setOptions] = useState<SignInOptions | undefined>(undefined)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const hashQuery = new URLSearchParams(location.hash.split('?')[1] ?? '')
  // an SSO return of an account with TOTP lands here with its code step in the fragment
  const [challenge, setChallenge] = useState<string | null>(hashQuery.get('totp'))
  const { submit, busy, error } = useFormSubmit(async () => {
    const step = await signInWithPassword(email, password)
    setPassword('')
    if (step.status === 'totp_required') setChallenge(step.challenge)
    else onMemberSignedIn()
  })
  const ssoError = hashQuery.get('sso')
  useEffect(() => {
    signInOptions().then(setOptions, () => setOptions({ password: true, sso: false, key_sign_in: true, users_exist: false }))
  }, [])
  if (options === undefined) return <p class="loading">Loading…</p>
  // a server with no users yet (the demo) signs in with an API key or a one-time link only
  if (!options.users_exist) return <SignIn onSignedIn={onKeySignedIn} notice={notice} />
  return (
    <main class="sign-in">
      <h1>Sign in to Devtrail</h1>
      {notice ? <p class="notice">{notice}</p> : null}
      {ssoError ? (
        <p class="error" role="alert">
          {SSO_ERRORS[ssoError] ?? 'The SSO sign-in failed. Try again.'}
        </p>
      ) : null}
      {challenge ? (
        <TotpStep
          challenge={challenge}
          onDone={() => {
            if (hashQuery.has('totp')) location.hash = '#/'
            onMemberSignedIn()
          }}
        />
      ) : (
        <form onSubmit={submit}>
          <label for="email">E-mail</label>
          <input id="email" name="email" type="email" autocomplete="username" required value={email} onInput={(event) => setEmail(event.currentTarget.value)} />
          <label for="password">Password</label>
          <input
            id="password"
            name="password"
            type="password"
            autocomplete="current-password"
            required
            value={password}
            onInput={(event) => setPassword(event.currentTarget.value)}
          />
          <button type="submit" disabled={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
          <FormError error={error} />
        </form>
      )}
      {options.sso ? (
        <p>
          <a class="button-link" href="/dashboard/auth/sso">
            Sign in with SSO
          </a>
        </p>
      ) : null}
      <p class="hint">Forgot your password? Ask an owner or the server's operator for a reset link (devtrail user reset-link).</p>
      {options.key_sign_in ? (
        <details class="key-sign-in">
          <summary>Sign in with an API key</summary>
          <SignIn onSignedIn={onKeySignedIn} embedded />
        </details>
      ) : null}
    </main>
  )
}
