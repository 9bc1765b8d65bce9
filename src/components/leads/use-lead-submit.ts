import { useRef, useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'

import { failureState, GENERAL_FORM_FAILED, type FormState } from '@/domain/form-states'
import { leadAnalyticsEvent } from '@/domain/lead-events'
import { FORM_ERRORS_HEADING } from '@/domain/lead-forms'
import { LEAD_KINDS, type LeadForm, type PostedLeadKind } from '@/domain/lead-kinds'

import { enquiredCarKey } from './enquired-car'
import { useProofOfWork } from './use-proof-of-work'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/** The car a form is about, as the success page and the analytics event need it. */
export type LeadCar = {
  id: number
  name: string
  slug: string
  car_type: string
  tag: string | null
  price: string | null
  image: string | null
  location: string | null
  dealership_slug: string | null
}

type Json = Record<string, unknown>

/** What the dealer learns of how the shopper got here: this page and where they came from, and the landing query. */
function leadExtras() {
  const here = window.location
  const referrer = document.referrer.startsWith(here.origin) ? [document.referrer.slice(here.origin.length)] : []
  return {
    url: here.href,
    lead_attributes: {
      visited_pages: [...referrer, here.pathname],
      linked_query_params: Object.fromEntries(new URLSearchParams(here.search)),
    },
  }
}

/**
 * Sends one kind of lead form (spec 4, 8) as the registry says (src/domain/lead-kinds.ts): a lead form to
 * POST /api/leads with the page's extras, the checkout to POST /api/reservations, each with its captcha
 * solved. States: idle, submitting, then success or failure. A failure keeps the server's message, else
 * `failed`, as the form's error; field errors from the server go beside their fields (the first focused)
 * under 'Please fix the following errors:'. A 401 naming a sign-in page goes there.
 */
export function useLeadSubmit<T extends FieldValues, Values = T>(
  form: UseFormReturn<T, unknown, Values>,
  kind: LeadForm,
  { captcha = false, failed = GENERAL_FORM_FAILED }: { captcha?: boolean; failed?: string } = {},
) {
  const { captcha: captchaForm } = LEAD_KINDS[kind]
  const pow = useProofOfWork(captcha, captchaForm)
  const [state, setState] = useState<FormState>({ status: 'idle' })
  const success = useRef<string | null>(null)

  const request = async (url: string, body: Json, solve: boolean): Promise<Json | null> => {
    setState({ status: 'submitting' })
    let solution
    try {
      solution = solve ? await pow.take() : undefined
    } catch {
      setState(failureState(null, failed))
      return null
    }
    let res: Response
    let json: (Json & { error?: unknown; fields?: Record<string, string>; signIn?: unknown }) | null
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...body, ...(solution ? { captcha: solution } : {}) }),
      })
      json = (await res.json().catch(() => null)) as typeof json
    } catch {
      setState(failureState(null, failed))
      return null
    }
    if (res.ok && json) {
      if (isSuccessPath(json.success)) success.current = json.success
      setState({ status: 'success' })
      return json
    }
    if (res.status === 401 && typeof json?.signIn === 'string') {
      window.location.assign(json.signIn)
      setState({ status: 'idle' })
      return null
    }
    const fields = Object.entries(json?.fields ?? {}).filter(([name]) => name in form.getValues())
    fields.forEach(([name, message], i) =>
      form.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: i === 0 }),
    )
    setState(
      fields.length > 0
        ? { status: 'failure', formError: FORM_ERRORS_HEADING }
        : failureState(typeof json?.error === 'string' ? json.error : null, failed),
    )
    return null
  }

  return {
    state,
    busy: state.status === 'submitting',
    /** Starts the captcha's work on the form's first focus. */
    startCaptcha: pow.start,
    /** Sends the form: the server's answer, or null when it failed (the state says how). */
    send: (body: Json) =>
      captchaForm === 'lead'
        ? request('/api/leads', { form: kind, ...body, ...leadExtras() }, true)
        : request('/api/reservations', body, true),
    /** A later step of a stored lead (the trade-in wizard's): no captcha, no extras. */
    post: (url: string, body: Json) => request(url, body, false),
    /** The success page the server answered for the stored lead (its summary and reference), else plain /success. */
    successPath: () => success.current ?? '/success',
  }
}

/** The server's success page for a lead: this site's /success, never somewhere else. */
export const isSuccessPath = (value: unknown): value is string =>
  typeof value === 'string' && /^\/success(\?[A-Za-z0-9=&_%-]*)?$/.test(value)

/**
 * After a lead: the analytics event (spec 7) naming the kind's event form, the car (or none) kept for
 * /success, then the success page (`path`: the one the server answered, saying what was asked).
 */
export function completeLead(
  site: string,
  kind: PostedLeadKind,
  leadId: number,
  { car = null, category }: { car?: LeadCar | null; category?: string },
  go: (path: string) => void,
  path = '/success',
) {
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push(leadAnalyticsEvent(site, leadId, { form: LEAD_KINDS[kind].event, category, car }))
  try {
    if (car) sessionStorage.setItem(enquiredCarKey(site), JSON.stringify(car))
    else sessionStorage.removeItem(enquiredCarKey(site))
  } catch {
    // storage blocked: the success page then thanks without the car
  }
  go(isSuccessPath(path) ? path : '/success')
}
