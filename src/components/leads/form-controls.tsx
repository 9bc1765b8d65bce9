import type { ButtonHTMLAttributes, ReactNode } from 'react'
import type { FieldErrors, FieldValues } from 'react-hook-form'

import type { FormState } from '@/domain/form-states'
import { messageFor } from '@/domain/labels'
import { FORM_ERRORS_HEADING } from '@/domain/lead-forms'

import { useLocale } from '../locale-context'

/** A labelled control with its hint and error (the lead forms' and the checkout's). */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string
  label: ReactNode
  error?: string
  hint?: string
  children: ReactNode
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className="muted">
          {hint}
        </span>
      )}
      {children}
      {error && <FieldError id={id} error={error} />}
    </div>
  )
}

/** A checkbox (`children`, whose id is `id`) with its label after it and its error. */
export function CheckboxField({
  id,
  label,
  error,
  children,
}: {
  id: string
  label: ReactNode
  error?: string
  children: ReactNode
}) {
  return (
    <div className="checkbox-field">
      {children}
      <label htmlFor={id}>{label}</label>
      {error && <FieldError id={id} error={error} />}
    </div>
  )
}

/** A group of radio buttons with a legend (the trade-in's questions), its error tied to the group. */
export function RadioGroup({
  id,
  legend,
  options,
  error,
  children,
}: {
  id: string
  legend: ReactNode
  options?: readonly string[]
  error?: string
  children: (option: string, index: number) => ReactNode
}) {
  return (
    <fieldset
      className="radio-group"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      <div className="radio-options">{(options ?? []).map((option, i) => children(option, i))}</div>
      {error && <FieldError id={id} error={error} />}
    </fieldset>
  )
}

/** A field's message in the site's words (the domain writes it once; the catalogue words it per locale). */
function FieldError({ id, error }: { id: string; error: string }) {
  const locale = useLocale()
  return (
    <span id={`${id}-error`} className="form-error field-error">
      {messageFor(locale, error)}
    </span>
  )
}

/** aria-invalid and aria-describedby (hint, then error) for a field. */
export const described = (id: string, error: string | undefined, hint = false) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
})

/**
 * The form's alert. A failed submission shows the server's message (or the form's failure words); with
 * `failureHeading` (the general forms, spec 8) those words lead and the server's message follows them.
 * Field errors show as 'Please fix the following errors:' and each field's message once `showFieldErrors`,
 * or after the server named fields: then the heading stays while the list empties, unless
 * `failureHeading` is given, where the alert goes once no field has an error.
 */
export function FormAlert<T extends FieldValues>({
  errors,
  state,
  labels,
  showFieldErrors,
  failureHeading,
}: {
  errors: FieldErrors<T>
  state: FormState
  labels: Record<string, string>
  showFieldErrors: boolean
  failureHeading?: string
}) {
  const locale = useLocale()
  const failed = state.status === 'failure' ? state.formError : null
  if (failed !== null && failed !== FORM_ERRORS_HEADING) {
    return (
      <div role="alert" className="form-alert">
        <p>{messageFor(locale, failureHeading ?? failed)}</p>
        {failureHeading !== undefined && failed !== failureHeading && <span>{messageFor(locale, failed)}</span>}
      </div>
    )
  }
  const list = Object.entries(errors).flatMap(([name, error]) =>
    error && typeof error.message === 'string' ? [[name, error.message] as const] : [],
  )
  const heading =
    failed !== null && failureHeading === undefined
      ? failed
      : (showFieldErrors || failed !== null) && list.length > 0
        ? FORM_ERRORS_HEADING
        : null
  if (!heading) return null
  return (
    <div role="alert" className="form-alert">
      <p>{heading}</p>
      {list.length > 0 && (
        <ul>
          {list.map(([name, message]) => (
            <li key={name}>
              {labels[name] ? `${messageFor(locale, labels[name])}: ` : ''}
              {messageFor(locale, message)}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** The form's button: disabled with a spinner and 'Sending…' while busy (a submit button unless `type` says otherwise). */
export function SubmitButton({
  busy,
  children,
  ...button
}: { busy: boolean; children: ReactNode } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'>) {
  return (
    <button type="submit" className="button" disabled={busy} aria-busy={busy} {...button}>
      {busy ? (
        <>
          <span className="spinner" aria-hidden="true" /> Sending…
        </>
      ) : (
        children
      )}
    </button>
  )
}

export function CaptchaNote({ enabled }: { enabled: boolean }) {
  return enabled ? (
    <p className="muted captcha-note">
      To stop spam, your browser does a moment of work when you send this form. No tracking, no puzzles.
    </p>
  ) : null
}
