/** What the user reads when a settings change fails. */
import { ApiError } from './api.js'

/** The message of a failed change: the server's refusal or the page's own check, or that the server could not be reached. */
export function changeErrorMessage(failure: unknown): string {
  // fetch fails with a TypeError when the server cannot be reached; other errors are the page's own checks
  if (failure instanceof ApiError) return failure.message
  if (failure instanceof Error && !(failure instanceof TypeError)) return failure.message
  return 'The server could not be reached. Try again.'
}
