/** The submit of a sign-in form: one call at a time, a busy flag for the button, the error to show. */
import { useState } from 'preact/hooks'
import { messageOf } from './FormError.js'

/** What `useFormSubmit` gives a form. */
export interface FormSubmit {
  /** The form's `onSubmit`: runs the action, never reloads the page. */
  submit: (event: Event) => Promise<void>
  /** True while the action runs. */
  busy: boolean
  /** The message of the last failure; undefined after a success or while running. */
  error: string | undefined
  /** Shows (or clears) an error from another control of the same form. */
  setError: (error: string | undefined) => void
}

/** Runs `action` on submit, keeping the busy flag and the failure's message. */
export function useFormSubmit(action: () => Promise<void>): FormSubmit {
  const [error, setError] = useState<string | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const submit = async (event: Event) => {
    event.preventDefault()
    setBusy(true)
    setError(undefined)
    try {
      await action()
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setBusy(false)
    }
  }
  return { submit, busy, error, setError }
}
