/** A secret the server shows once (a new API key, an identify or webhook secret), with what to do with it. */

/** Props of SecretOnce. */
export interface SecretOnceProps {
  /** What the secret is: "API key", "Identify secret". */
  label: string
  secret: string
  /** Where it goes. */
  hint: string
}

/** The secret, once. */
export function SecretOnce({ label, secret, hint }: SecretOnceProps) {
  return (
    <div class="secret-once" role="status">
      <p>
        <strong>{label}</strong> (shown only now: {hint})
      </p>
      <code data-secret={label}>{secret}</code>
    </div>
  )
}
