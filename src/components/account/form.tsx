'use client'

import { useState, type InputHTMLAttributes } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import { Input } from '../ui/controls'
import { Field as UiField, fieldAria } from '../ui/form'

import { useTypedValues } from '../leads/deferred-form'
import { useLabels } from '../locale-context'

type ServerAnswer = { ok?: boolean; message?: string; error?: string; fields?: Record<string, string> }

/**
 * A form posting its values as JSON to `endpoint`. Field errors from the server land beside their fields;
 * anything else is the form's alert. `onDone` runs after a 2xx answer.
 */
export function useAccountForm<T extends FieldValues>(
  schema: z.ZodType<T, T>,
  endpoint: string,
  onDone: (answer: ServerAnswer) => void,
  defaultValues?: Partial<T>,
) {
  // The schema is the one the route handler checks the body with.
  const form = useForm<T>({
    resolver: zodResolver(schema),
    // What the shopper typed before the form's code loaded (src/components/leads/deferred-form.tsx) stays.
    defaultValues: { ...defaultValues, ...useTypedValues() } as never,
    mode: 'onSubmit',
    reValidateMode: 'onBlur',
  })
  const labels = useLabels()
  const [formError, setFormError] = useState('')
  const submit = form.handleSubmit(async (values) => {
    setFormError('')
    let answer: ServerAnswer = {}
    let ok = false
    try {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(values),
      })
      answer = (await res.json().catch(() => ({}))) as ServerAnswer
      ok = res.ok
    } catch {
      answer = { error: labels.serverUnreachable }
    }
    if (ok) return onDone(answer)
    let focused = false
    for (const [name, message] of Object.entries(answer.fields ?? {})) {
      if (name in values) {
        form.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: !focused })
        focused = true
      }
    }
    setFormError(answer.error ?? labels.unexpectedError)
  })
  return { form, submit, formError }
}

type FieldProps<T extends FieldValues> = {
  form: UseFormReturn<T>
  name: Path<T>
  label: string
  hint?: string
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form'>

/** A labelled input whose hint and error are tied to it (aria-describedby), marked invalid when it has an error. */
export function Field<T extends FieldValues>({ form, name, label, hint, id, ...input }: FieldProps<T>) {
  const fieldId = id ?? `field-${name}`
  const raw = form.formState.errors[name]?.message
  const message = typeof raw === 'string' && raw ? raw : undefined
  return (
    <UiField id={fieldId} label={label} hint={hint} error={message}>
      <Input {...fieldAria(fieldId, message, Boolean(hint))} {...input} {...form.register(name)} />
    </UiField>
  )
}

export function FormAlert({ message }: { message: string }) {
  return message ? (
    <div role="alert" className="form-alert">
      {message}
    </div>
  ) : null
}

export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="button" disabled={busy} aria-busy={busy}>
      {busy ? busyLabel : label}
    </button>
  )
}
