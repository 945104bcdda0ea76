/** The code step of a sign-in (password, one-time link or SSO) for an account with TOTP. */
import { useState } from 'preact/hooks'
import { completeTotp } from '../memberApi.js'
import { FormError, messageOf } from './FormError.js'

/** The second-factor step of a sign-in: a TOTP code or a recovery code completes `challenge`. */
export function TotpStep({ challenge, onDone }: { challenge: string; onDone: () => void }) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const submit = async (event: Event) => {
    event.preventDefault()
    setBusy(true)
    setError(undefined)
    try {
      await completeTotp(challenge, code)
      onDone()
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form onSubmit={submit}>
      <p>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
      <label for="totp-code">Code</label>
      <input
        id="totp-code"
        name="code"
        autocomplete="one-time-code"
        inputMode="numeric"
        required
        value={code}
        onInput={(event) => setCode(event.currentTarget.value)}
      />
      <button type="submit" disabled={busy}>
        {busy ? 'Checking…' : 'Verify'}
      </button>
      <FormError error={error} />
    </form>
  )
}
