/**
 * The general forms' states (spec 4, 8): idle, submitting (button disabled with a spinner), success (the
 * success page loading) or failure: the alert 'An error occurred when submitting this form', with the
 * server's message (or that text) kept as the form's error.
 */
export const GENERAL_FORM_FAILED = 'An error occurred when submitting this form'

export type FormState =
  { status: 'idle' } | { status: 'submitting' } | { status: 'success' } | { status: 'failure'; formError: string }

/** The failure state after a submission failed, with the server's message when it sent one, else `fallback`. */
export function failureState(
  serverError: string | null | undefined,
  fallback: string = GENERAL_FORM_FAILED,
): FormState {
  const message = serverError?.trim()
  return { status: 'failure', formError: message ? message : fallback }
}
