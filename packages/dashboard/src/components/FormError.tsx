/** The error line of a form, announced to screen readers. */
import { ApiError } from '../api.js'

/** The message to show for a failed call. */
export function messageOf(failure: unknown): string {
  return failure instanceof ApiError ? failure.message : 'The server could not be reached. Try again.'
}

/** The error of a form, or nothing. */
export function FormError({ error }: { error: string | undefined }) {
  return error ? (
    <p class="error" role="alert">
      {error}
    </p>
  ) : null
}
