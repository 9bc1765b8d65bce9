'use client'

import { useState, type FormEvent } from 'react'

import { useLabels, useLocale } from '@/components/locale-context'
import { Choice, Field, fieldAria, Fieldset } from '@/components/ui/form'
import { signInPath } from '@/domain/return-path'

export type SaveSearchProps = {
  /** The search to save: its canonical query string. */
  search: string
  suggestedName: string
  nameMax: number
}

type Answer = { message?: string; error?: string; fields?: Record<string, string> }

/**
 * The form of 'Save this search' on the search page (#22; opened by ./save-search.tsx): a name and how often
 * to email, saved for the signed-in shopper (POST /api/saved-searches, which checks the body with the
 * domain's zod schema and answers each field's message). The browser checks only what the input's own
 * attributes say (required, maxLength): the search page keeps its script budget without a form library.
 * Anyone not signed in on this site goes to sign in and comes back to this search. The page's HTML stays
 * the same for everyone.
 */
export default function SaveSearchForm({ search, suggestedName, nameMax }: SaveSearchProps) {
  const labels = useLabels()
  const locale = useLocale()
  const [done, setDone] = useState('')
  const [busy, setBusy] = useState(false)
  const [formError, setFormError] = useState('')
  const [nameError, setNameError] = useState('')
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    setBusy(true)
    setFormError('')
    setNameError('')
    let status = 0
    let answer: Answer = {}
    try {
      const res = await fetch('/api/saved-searches', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: data.get('name'), frequency: data.get('frequency'), search }),
      })
      status = res.status
      answer = (await res.json().catch(() => ({}))) as Answer
    } catch {
      status = 0
    }
    setBusy(false)
    if (status === 401) return location.assign(signInPath('saved-search', `${location.pathname}${location.search}`))
    if (status >= 200 && status < 300) return setDone(answer.message ?? labels.saveSearchSaved)
    // The server's message in the site's words: the catalogue loads only now, never with the search page.
    const { messageFor } = await import('@/domain/labels')
    if (answer.fields?.name) setNameError(messageFor(locale, answer.fields.name))
    setFormError(answer.error ? messageFor(locale, answer.error) : labels.saveSearchFailed)
  }
  if (done)
    return (
      <p role="status" className="form-success" tabIndex={-1} ref={(node) => node?.focus()}>
        {done}
      </p>
    )
  return (
    <form className="lead-form" onSubmit={submit} aria-label={labels.saveSearch}>
      <p className="muted">{labels.saveSearchIntro}</p>
      {formError && (
        <div role="alert" className="form-alert">
          {formError}
        </div>
      )}
      <Field id="save-search-name" label={labels.saveSearchName} error={nameError}>
        <input
          name="name"
          required
          maxLength={nameMax}
          defaultValue={suggestedName.slice(0, nameMax)}
          {...fieldAria('save-search-name', nameError)}
        />
      </Field>
      <Fieldset id="save-search-frequency" legend={labels.saveSearchFrequency}>
        <Choice>
          <input type="radio" name="frequency" value="instant" defaultChecked /> {labels.saveSearchInstant}
        </Choice>
        <Choice>
          <input type="radio" name="frequency" value="daily" /> {labels.saveSearchDaily}
        </Choice>
      </Fieldset>
      <div>
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {labels.saveSearchSubmit}
        </button>
      </div>
    </form>
  )
}
