/**
 * "Your account": two-factor codes (enrol with the otpauth URI or the secret, confirm with a first
 * code, keep the recovery codes shown once; turn off with the password and a code) and your open sessions, each
 * revocable.
 */
import { useState } from 'preact/hooks'
import { FormError, messageOf } from '../components/FormError.js'
import { formatTime } from '../format.js'
import { type Me, sendJson } from '../memberApi.js'
import { useApi } from '../useApi.js'

interface SessionsAnswer {
  data: { id: string; method: string; user_agent: string | null; created_at: number; last_seen_at: number; expires_at: number; current: boolean }[]
}

function TwoFactor({ me, onChanged }: { me: Me; onChanged: () => void }) {
  const [enrolment, setEnrolment] = useState<{ secret: string; otpauth_uri: string } | undefined>(undefined)
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | undefined>(undefined)
  const [error, setError] = useState<string | undefined>(undefined)
  const run = async (action: () => Promise<void>) => {
    setError(undefined)
    try {
      await action()
    } catch (failure) {
      setError(messageOf(failure))
    }
  }
  if (recoveryCodes) {
    return (
      <div>
        <p>Two-factor codes are on. Keep these recovery codes somewhere safe: each works once, and they are shown only now.</p>
        <ul class="recovery-codes" data-recovery-codes>
          {recoveryCodes.map((each) => (
            <li key={each}>
              <code>{each}</code>
            </li>
          ))}
        </ul>
        <button type="button" onClick={() => onChanged()}>
          I have saved them
        </button>
      </div>
    )
  }
  const codeField = (
    <>
      <label for="totp-confirm">6-digit code</label>
      <input id="totp-confirm" autocomplete="one-time-code" inputMode="numeric" required value={code} onInput={(event) => setCode(event.currentTarget.value)} />
    </>
  )
  if (me.user.totp_enabled) {
    return (
      <form
        class="inline-form"
        onSubmit={(event) => {
          event.preventDefault()
          return run(async () => {
            await sendJson('DELETE', '/dashboard/me/totp', { code, ...(me.user.has_password ? { password } : {}) })
            setPassword('')
            onChanged()
          })
        }}
      >
        <p>Two-factor codes are on ({me.recovery_codes_left ?? 0} recovery codes left).</p>
        {me.user.has_password ? (
          <>
            <label for="totp-off-password">Your password</label>
            <input
              id="totp-off-password"
              type="password"
              autocomplete="current-password"
              required
              value={password}
              onInput={(event) => setPassword(event.currentTarget.value)}
            />
          </>
        ) : null}
        {codeField}
        <button type="submit">Turn off two-factor codes</button>
        <FormError error={error} />
      </form>
    )
  }
  if (!enrolment) {
    return (
      <div>
        <p>Add a second step to your sign-in with an authenticator app.</p>
        <button
          type="button"
          onClick={() => run(async () => setEnrolment((await sendJson<{ data: { secret: string; otpauth_uri: string } }>('POST', '/dashboard/me/totp')).data))}
        >
          Set up two-factor codes
        </button>
        <FormError error={error} />
      </div>
    )
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        return run(async () =>
          setRecoveryCodes((await sendJson<{ data: { recovery_codes: string[] } }>('POST', '/dashboard/me/totp/confirm', { code })).data.recovery_codes),
        )
      }}
    >
      <p>
        Add this account to your authenticator app: open the <a href={enrolment.otpauth_uri}>otpauth link</a> on the device, or type the key{' '}
        <code data-totp-secret>{enrolment.secret}</code>. Then enter the code it shows.
      </p>
      {codeField}
      <button type="submit">Turn on</button>
      <FormError error={error} />
    </form>
  )
}

/** The "your account" page. */
export function YourAccount({ me, onChanged }: { me: Me; onChanged: () => void }) {
  const [version, setVersion] = useState(0)
  const { data } = useApi<SessionsAnswer>(`/dashboard/me/sessions?v=${version}`)
  const [error, setError] = useState<string | undefined>(undefined)
  return (
    <>
      <h1>Your account</h1>
      <p>
        Signed in as {me.user.email}
        {me.user.name ? ` (${me.user.name})` : ''}, {me.role} of {me.workspace_name}.
      </p>
      <section class="card" aria-labelledby="two-factor-heading">
        <h2 id="two-factor-heading">Two-factor codes</h2>
        <TwoFactor me={me} onChanged={onChanged} />
      </section>
      <section class="card" aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">Your sessions</h2>
        <FormError error={error} />
        <div class="table-frame">
          <table data-table="sessions">
            <thead>
              <tr>
                <th scope="col">Signed in</th>
                <th scope="col">How</th>
                <th scope="col">Browser</th>
                <th scope="col">Last used</th>
                <th scope="col">
                  <span class="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {(data?.data ?? []).map((session) => (
                <tr key={session.id}>
                  <td>{formatTime(session.created_at)}</td>
                  <td>{session.method}</td>
                  <td>{session.user_agent ?? ''}</td>
                  <td>{formatTime(session.last_seen_at)}</td>
                  <td>
                    {session.current ? (
                      'This session'
                    ) : (
                      <button
                        type="button"
                        onClick={async () => {
                          setError(undefined)
                          await sendJson('DELETE', `/dashboard/me/sessions/${session.id}`).then(
                            () => setVersion((value) => value + 1),
                            (failure: unknown) => setError(messageOf(failure)),
                          )
                        }}
                      >
                        End session from {formatTime(session.created_at)}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  )
}
