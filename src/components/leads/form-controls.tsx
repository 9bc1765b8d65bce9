import type { ButtonHTMLAttributes, ReactNode } from 'react'
import type { FieldErrors, FieldValues } from 'react-hook-form'

import type { FormState } from '@/domain/form-states'
import { FORM_ERRORS_HEADING } from '@/domain/lead-forms-basics'

import { useLabels, useMessage } from '../locale-context'
import { buttonClass } from '../ui/button'
import { ChoiceField, Field as UiField, fieldAria, Fieldset } from '../ui/form'
import { useCaptchaStatus } from './captcha-progress'

/** A labelled control with its hint and error (the lead forms' and the checkout's), on the design system's field. */
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
    <UiField id={id} label={label} hint={hint} error={error && <Message error={error} />}>
      {children}
    </UiField>
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
    <ChoiceField id={id} label={label} error={error && <Message error={error} />}>
      {children}
    </ChoiceField>
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
    <Fieldset id={id} legend={legend} error={error && <Message error={error} />}>
      {(options ?? []).map((option, i) => children(option, i))}
    </Fieldset>
  )
}

/** A field's message in the site's words (the domain writes it once; the catalogue words it per locale). */
function Message({ error }: { error: string }) {
  const message = useMessage()
  return <>{message(error)}</>
}

/** aria-invalid and aria-describedby (hint, then error) for a field. */
export const described = (id: string, error: string | undefined, hint = false) => fieldAria(id, error, hint)

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
  const message = useMessage()
  const failed = state.status === 'failure' ? state.formError : null
  if (failed !== null && failed !== FORM_ERRORS_HEADING) {
    return (
      <div role="alert" className="form-alert">
        <p>{message(failureHeading ?? failed)}</p>
        {failureHeading !== undefined && failed !== failureHeading && <span>{message(failed)}</span>}
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
      <p>{message(heading)}</p>
      {list.length > 0 && (
        <ul>
          {list.map(([name, text]) => (
            <li key={name}>
              {labels[name] ? `${message(labels[name])}: ` : ''}
              {message(text)}
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
  const labels = useLabels()
  return (
    <button type="submit" className={buttonClass('primary')} disabled={busy} aria-busy={busy} {...button}>
      {busy ? (
        <>
          <span className="spinner" aria-hidden="true" /> {labels.sending}
        </>
      ) : (
        children
      )}
    </button>
  )
}

/**
 * The captcha's note, and its status as a live region: silent while the work runs in the background, it
 * says so when a submission waits for the work, or when the work failed (./captcha-progress.ts).
 */
export function CaptchaNote({ enabled }: { enabled: boolean }) {
  const labels = useLabels()
  const status = useCaptchaStatus()
  if (!enabled) return null
  const said = status === 'waiting' ? labels.captchaWaiting : status === 'failed' ? labels.captchaFailed : ''
  return (
    <p className="muted captcha-note" aria-busy={status === 'waiting' || undefined}>
      {labels.captchaNote}{' '}
      <span role="status" className="captcha-status">
        {said}
      </span>
    </p>
  )
}
