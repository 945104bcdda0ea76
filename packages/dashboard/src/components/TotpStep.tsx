/** The code step of a sign-in (password, one-time link or SSO) for an account with TOTP. */
import { useState } from 'preact/hooks'
import { completeTotp } from '../memberApi.js'
import { FormError } from './FormError.js'
import { useFormSubmit } from './useFormSubmit.js'

/** The second-factor step of a sign-in: a TOTP code or a recovery code completes `challenge`. */
export function TotpStep({ challenge, onDone }: { challenge: string; onDone: () => void }) {
  const [code, setCode] = useState('')
  const { submit, busy, error } = useFormSubmit(async () => {
    await completeTotp(challenge, code)
    onDone()
  })
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
