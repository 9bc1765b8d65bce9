import type { ReactNode } from 'react'

/**
 * Form layout: a field (label, hint, control, error) and a row that puts two fields side by side where
 * they fit and stacks them on a phone. Hint and error have ids `{id}-hint` / `{id}-error`; `fieldAria`
 * gives the control the matching aria-describedby and aria-invalid.
 */

/** aria-invalid and aria-describedby (hint, then error) for the control with `id`. */
export function fieldAria(id: string, error: unknown, hint = false) {
  return {
    id,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
  }
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <span id={`${id}-hint`} className="field-hint">
      {children}
    </span>
  )
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <span id={`${id}-error`} className="form-error field-error">
      {children}
    </span>
  )
}

/** A labelled control (`children`, whose id is `id`) with its hint above it and its error below. */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <div className={['field', error ? 'field-invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hint && <FieldHint id={id}>{hint}</FieldHint>}
      {children}
      {error && <FieldError id={id}>{error}</FieldError>}
    </div>
  )
}

/** A checkbox or a lone radio (`children`) with its label after it, the whole row a 44 px touch target. */
export function ChoiceField({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string
  label: ReactNode
  error?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <div className={['checkbox-field', className ?? ''].filter(Boolean).join(' ')}>
      {children}
      <label htmlFor={id}>{label}</label>
      {error && <FieldError id={id}>{error}</FieldError>}
    </div>
  )
}

/** A radio or checkbox inside its label (a group's option). */
export function Choice({ children }: { children: ReactNode }) {
  return <label className="radio">{children}</label>
}

/** A group of choices under a legend, its error tied to the group. */
export function Fieldset({
  id,
  legend,
  error,
  className,
  children,
}: {
  id: string
  legend: ReactNode
  error?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <fieldset
      className={['radio-group', className ?? ''].filter(Boolean).join(' ')}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      <div className="radio-options">{children}</div>
      {error && <FieldError id={id}>{error}</FieldError>}
    </fieldset>
  )
}

/** Two (or more) fields side by side from 576 px, one column on a phone. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="field-row">{children}</div>
}
