/** Sign-in: paste an API key; the server answers with a session cookie the page never sees. */
import { useState } from 'preact/hooks'
import { signIn, type Session } from '../api.js'
import { useFormSubmit } from '../components/useFormSubmit.js'

/** Props of SignIn. */
export interface SignInProps {
  onSignedIn: (session: Session) => void
  /** A message to show first (an expired session, a used link). */
  notice?: string | undefined
  /** Shown inside the member sign-in page: the form only. */
  embedded?: boolean
}

/** The sign-in form. */
export function SignIn({ onSignedIn, notice, embedded = false }: SignInProps) {
  const [key, setKey] = useState('')
  const { submit, busy, error } = useFormSubmit(async () => {
    const session = await signIn(key)
    setKey('')
    onSignedIn(session)
  })
  const form = (
    <form onSubmit={submit}>
      <label for="api-key">API key</label>
      <input id="api-key" name="api_key" type="password" autocomplete="off" required value={key} onInput={(event) => setKey(event.currentTarget.value)} />
      <button type="submit" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
      {error ? (
        <p class="error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  )
  if (embedded) return form
  return (
    <main class="sign-in">
      <h1>Devtrail dashboard</h1>
      <p>Sign in with a data-service API key of your workspace (devtrail key create), or open a link from devtrail dashboard.</p>
      {notice ? <p class="notice">{notice}</p> : null}
      {form}
    </main>
  )
}
