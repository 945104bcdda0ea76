/** The refusal of the last change on a settings page, announced to screen readers. */

/** The error, when there is one. */
export function ChangeError({ error }: { error: string | undefined }) {
  return error ? (
    <p class="error" role="alert">
      {error}
    </p>
  ) : null
}
