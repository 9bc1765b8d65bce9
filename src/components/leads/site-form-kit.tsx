'use client'

import { useState, type ReactNode } from 'react'
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form'

import { failureState, GENERAL_FORM_FAILED, type FormState } from '@/domain/form-states'
import { leadAnalyticsEvent, type LeadEventInput } from '@/domain/lead-events'
import { FORM_ERRORS_HEADING } from '@/domain/lead-forms'

import { enquiredCarKey } from './enquired-car'
import { ErrorSummary, leadExtras, useProofOfWork, type Solution } from './lead-forms'

export { useProofOfWork }

type Json = Record<string, unknown>

/**
 * The general forms' submission (spec 4, 8): idle, submitting (the button disabled with a spinner), then
 * success or failure. A failure shows 'An error occurred when submitting this form' and keeps the server's
 * message (or those words) as the form's error; field errors from the server go beside their fields.
 */
export function useFormSubmit<T extends FieldValues>(form: UseFormReturn<T>, captcha: ReturnType<typeof useProofOfWork> | null) {
  const [state, setState] = useState<FormState>({ status: 'idle' })
  const post = async (url: string, body: Json, { withCaptcha = false }: { withCaptcha?: boolean } = {}): Promise<Json | null> => {
    setState({ status: 'submitting' })
    let solution: Solution | undefined
    try {
      if (withCaptcha && captcha) solution = await captcha.take()
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...body, ...(withCaptcha ? leadExtras() : {}), ...(solution ? { captcha: solution } : {}) }),
      })
      const json = (await res.json().catch(() => null)) as (Json & { error?: string; fields?: Record<string, string> }) | null
      if (res.ok && json) {
        setState({ status: 'success' })
        return json
      }
      const fields = Object.entries(json?.fields ?? {}).filter(([name]) => name in form.getValues())
      fields.forEach(([name, message], i) => form.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: i === 0 }))
      setState(fields.length > 0 ? { status: 'failure', formError: FORM_ERRORS_HEADING } : failureState(json?.error))
      return null
    } catch {
      setState(failureState(null))
      return null
    }
  }
  return { state, setState, post, busy: state.status === 'submitting' }
}

/** The form's alert: the field list after a try, or the failure words with the stored form error. */
export function FormAlert<T extends FieldValues>({ errors, state, labels, showFieldErrors }: { errors: FieldErrors<T>; state: FormState; labels: Record<string, string>; showFieldErrors: boolean }) {
  if (state.status === 'failure' && state.formError !== FORM_ERRORS_HEADING) {
    return (
      <div role="alert" className="form-alert">
        <p>{GENERAL_FORM_FAILED}</p>
        {state.formError !== GENERAL_FORM_FAILED && <span>{state.formError}</span>}
      </div>
    )
  }
  return <ErrorSummary errors={errors} formError={null} labels={labels} showFieldErrors={showFieldErrors || state.status === 'failure'} />
}

/** A group of radio buttons with a legend (the wizard's questions), its error tied to the group. */
export function RadioGroup({ id, legend, options, error, children }: { id: string; legend: ReactNode; options?: readonly string[]; error?: string; children: (option: string, index: number) => ReactNode }) {
  return (
    <fieldset className="radio-group" aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      <div className="radio-options">{(options ?? []).map((option, i) => children(option, i))}</div>
      {error && (
        <span id={`${id}-error`} className="form-error field-error">
          {error}
        </span>
      )}
    </fieldset>
  )
}

/** After a lead form completes: the analytics event (spec 7), no car left over for /success, then /success. */
export function completeLead(site: string, leadId: number, input: LeadEventInput, go: (path: string) => void) {
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push(leadAnalyticsEvent(site, leadId, { ...input, car: null }))
  try {
    sessionStorage.removeItem(enquiredCarKey(site))
  } catch {
    // storage blocked: nothing was kept either
  }
  go('/success')
}
