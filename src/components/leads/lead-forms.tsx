'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useId, useRef, useState, type ReactNode } from 'react'
import { useForm, useWatch, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'

import { leadAnalyticsEvent } from '@/domain/lead-events'
import {
  enquirySchema,
  FORM_ERRORS_HEADING,
  LEAD_SUBMIT_FAILED,
  SELECTABLE_CATEGORIES,
  showsDealershipSelect,
  showsLocationSelect,
  testDriveSchema,
  testDriveHours,
  testDriveTimes,
  addDays,
  TEST_DRIVE_DAYS_AHEAD,
  type EnquiryInput,
  type EnquiryRules,
  type EnquiryValues,
  type TestDriveInput,
  type TestDriveRules,
  type TestDriveValues,
} from '@/domain/lead-forms'
import { challengeUrl, solveProofOfWork, type CaptchaForm } from '@/domain/proof-of-work'
import { sha256 } from '@/domain/sha256'

import { enquiredCarKey } from './enquired-car'

/** The car a form is about, as the success page and the analytics event need it. */
export type LeadCar = { id: number; name: string; slug: string; car_type: string; tag: string | null; price: string | null; image: string | null; location: string | null; dealership_slug: string | null }
type Choice = { slug: string; name: string }
type Common = { site: string; car: LeadCar; locations: Choice[]; dealerships: string[]; captcha: boolean }


declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

// ---------- captcha: the proof of work, solved in the browser ----------

export type Solution = { challenge: string; nonce: string }
/** Solutions are used within 20 minutes (challenges live 30) and only once. */
const SOLUTION_MAX_AGE_MS = 20 * 60_000

/** The captcha of one form: its challenge is issued for `form` (a lead form, or the reservation form) and works only there. */
export function useProofOfWork(enabled: boolean, form: CaptchaForm) {
  const pending = useRef<{ at: number; solution: Promise<Solution> } | null>(null)
  const start = () => {
    if (!enabled) return
    if (pending.current && Date.now() - pending.current.at < SOLUTION_MAX_AGE_MS) return
    const solution = fetch(challengeUrl(form), { cache: 'no-store' })
      .then((res) => (res.ok ? (res.json() as Promise<{ challenge: string; bits: number }>) : Promise.reject(new Error(`challenge ${res.status}`))))
      .then(async ({ challenge, bits }) => ({ challenge, nonce: await solveProofOfWork(challenge, bits, async (text) => sha256(text), { batch: 256 }) }))
    solution.catch(() => {
      pending.current = null
    })
    pending.current = { at: Date.now(), solution }
  }
  return {
    /** Starts the work early (on the form's first focus) so it is usually done before submitting. */
    start,
    /** The solution for one submission; the next submission gets a fresh one. */
    take: async (): Promise<Solution | undefined> => {
      if (!enabled) return undefined
      start()
      const current = pending.current!
      try {
        return await current.solution
      } finally {
        if (pending.current === current) pending.current = null
      }
    },
  }
}

// ---------- submitting ----------

export type Failure = { error: string; fields?: Record<string, string> }

export async function postLead(body: Record<string, unknown>): Promise<{ lead_id: number } | Failure> {
  try {
    const res = await fetch('/api/leads', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    const json = (await res.json().catch(() => null)) as { lead_id?: number; error?: string; fields?: Record<string, string> } | null
    if (res.ok && typeof json?.lead_id === 'number') return { lead_id: json.lead_id }
    return { error: json?.error || LEAD_SUBMIT_FAILED, fields: json?.fields }
  } catch {
    return { error: LEAD_SUBMIT_FAILED }
  }
}

/** What the dealer learns of how the shopper got here: this page and where they came from, and the landing query. */
export function leadExtras() {
  const here = window.location
  const referrer = document.referrer.startsWith(here.origin) ? [document.referrer.slice(here.origin.length)] : []
  return {
    url: here.href,
    lead_attributes: { visited_pages: [...referrer, here.pathname], linked_query_params: Object.fromEntries(new URLSearchParams(here.search)) },
  }
}

function succeed(site: string, leadId: number, form: 'enquiry' | 'test-drive', car: LeadCar, category: string | undefined, go: (path: string) => void) {
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push(leadAnalyticsEvent(site, leadId, { form, category, car }))
  try {
    sessionStorage.setItem(enquiredCarKey(site), JSON.stringify(car))
  } catch {
    // storage blocked: the success page then thanks without the car
  }
  go('/success')
}

/** Runs one submission: the captcha, the request, then success or the server's errors on the form. */
function useLeadSubmit<T extends FieldValues>(form: UseFormReturn<T>, captcha: ReturnType<typeof useProofOfWork>) {
  const [formError, setFormError] = useState<string | null>(null)
  const submit = async (body: Record<string, unknown>, onSuccess: (leadId: number) => void) => {
    setFormError(null)
    let solution: Solution | undefined
    try {
      solution = await captcha.take()
    } catch {
      setFormError(LEAD_SUBMIT_FAILED)
      return
    }
    const result = await postLead({ ...body, ...leadExtras(), ...(solution ? { captcha: solution } : {}) })
    if ('lead_id' in result) return onSuccess(result.lead_id)
    const fields = Object.entries(result.fields ?? {}).filter(([name]) => name in form.getValues())
    fields.forEach(([name, message], i) => form.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: i === 0 }))
    setFormError(fields.length > 0 ? FORM_ERRORS_HEADING : result.error)
  }
  return { formError, submit }
}

// ---------- fields ----------

export function Field({ id, label, error, hint, children }: { id: string; label: ReactNode; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className="muted">
          {hint}
        </span>
      )}
      {children}
      {error && (
        <span id={`${id}-error`} className="form-error field-error">
          {error}
        </span>
      )}
    </div>
  )
}

/** aria-invalid and aria-describedby (hint, then error) for a field. */
export const described = (id: string, error: string | undefined, hint = false) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
})

/**
 * The form's alert: the server's error, or (once `showFieldErrors`) 'Please fix the following errors:' with
 * each field's message.
 */
export function ErrorSummary<T extends FieldValues>({ errors, formError, labels, showFieldErrors }: { errors: FieldErrors<T>; formError: string | null; labels: Record<string, string>; showFieldErrors: boolean }) {
  const list = Object.entries(errors).flatMap(([name, error]) => (error && typeof error.message === 'string' ? [[name, error.message] as const] : []))
  const heading = formError ?? (showFieldErrors && list.length > 0 ? FORM_ERRORS_HEADING : null)
  if (!heading) return null
  return (
    <div role="alert" className="form-alert">
      <p>{heading}</p>
      {heading === FORM_ERRORS_HEADING && list.length > 0 && (
        <ul>
          {list.map(([name, message]) => (
            <li key={name}>
              {labels[name] ? `${labels[name]}: ` : ''}
              {message}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** An enquiry's own fields: its category (where the site lets shoppers pick one), location, dealership and message. */
export function EnquiryFields({ form, base, rules, locations, dealerships }: { form: UseFormReturn<EnquiryInput, unknown, EnquiryValues>; base: string; rules: EnquiryRules; locations: Choice[]; dealerships: string[] }) {
  const { register, formState: { errors } } = form
  const err = (name: keyof EnquiryInput) => errors[name]?.message
  return (
    <>
      {rules.categorySelect && (
        <Field id={`${base}-category`} label="Category" error={err('category')}>
          <select {...register('category')} {...described(`${base}-category`, err('category'))}>
            {SELECTABLE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </Field>
      )}
      <ChoiceFields form={form} base={base} rules={rules} locations={locations} dealerships={dealerships} />
      <Field id={`${base}-message`} label={rules.messageOptional ? 'Message (optional)' : 'Message'} error={err('message')}>
        <textarea {...register('message')} {...described(`${base}-message`, err('message'))} rows={4} maxLength={5000} />
      </Field>
    </>
  )
}

/** Name, email and phone: who the dealer answers (every lead form and the reservation). */
export function PersonFields<T extends FieldValues>({ form, base }: { form: UseFormReturn<T>; base: string }) {
  const { register, formState: { errors } } = form
  const err = (name: string) => (errors as Record<string, { message?: string } | undefined>)[name]?.message
  const reg = (name: string) => register(name as Path<T>)
  return (
    <>
      <Field id={`${base}-name`} label="Name" error={err('name')}>
        <input {...reg('name')} {...described(`${base}-name`, err('name'))} autoComplete="name" />
      </Field>
      <Field id={`${base}-email`} label="Email" error={err('email')}>
        <input {...reg('email')} {...described(`${base}-email`, err('email'))} type="email" autoComplete="email" />
      </Field>
      <Field id={`${base}-phone`} label="Phone" error={err('phone')}>
        <input {...reg('phone')} {...described(`${base}-phone`, err('phone'))} type="tel" autoComplete="tel" />
      </Field>
    </>
  )
}

/** The person, the offers opt-in and (where the site asks for it) agreement to the terms of use. */
export function ContactFields<T extends FieldValues>({ form, base, requireTerms }: { form: UseFormReturn<T>; base: string; requireTerms: boolean }) {
  const { register, formState: { errors } } = form
  const err = (name: string) => (errors as Record<string, { message?: string } | undefined>)[name]?.message
  const reg = (name: string) => register(name as Path<T>)
  return (
    <>
      <PersonFields form={form} base={base} />
      <div className="checkbox-field">
        <input type="checkbox" {...reg('opt_in')} id={`${base}-opt-in`} />
        <label htmlFor={`${base}-opt-in`}>Subscribe me to the latest offers and product updates</label>
      </div>
      {requireTerms && (
        <div className="checkbox-field">
          <input type="checkbox" {...reg('terms')} {...described(`${base}-terms`, err('terms'))} />
          <label htmlFor={`${base}-terms`}>
            I agree to the <Link href="/terms-and-conditions">terms of use</Link>
          </label>
          {err('terms') && (
            <span id={`${base}-terms-error`} className="form-error field-error">
              {err('terms')}
            </span>
          )}
        </div>
      )}
    </>
  )
}

export function ChoiceFields<T extends FieldValues>({ form, base, rules, locations, dealerships }: { form: UseFormReturn<T>; base: string; rules: EnquiryRules; locations: Choice[]; dealerships: string[] }) {
  const { register, formState: { errors } } = form
  const err = (name: string) => (errors as Record<string, { message?: string } | undefined>)[name]?.message
  return (
    <>
      {showsLocationSelect(rules) && (
        <Field id={`${base}-location`} label="Location" error={err('location')}>
          <select {...register('location' as Path<T>)} {...described(`${base}-location`, err('location'))}>
            <option value="">Choose a location</option>
            {locations.map((location) => (
              <option key={location.slug} value={location.slug}>
                {location.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      {showsDealershipSelect(rules) && (
        <Field id={`${base}-dealership`} label="Dealership" error={err('dealership_slug')}>
          <select {...register('dealership_slug' as Path<T>)} {...described(`${base}-dealership`, err('dealership_slug'))}>
            <option value="">Choose a dealership</option>
            {dealerships.map((slug) => (
              <option key={slug} value={slug}>
                {slug}
              </option>
            ))}
          </select>
        </Field>
      )}
    </>
  )
}

/**
 * The preferred date and time pair (test drive, service booking): a date from today to `daysAhead` days on,
 * then the times the given opening hours offer that day ('We are closed that day.' when none).
 */
export function PreferredDateTimeFields<T extends FieldValues>({ form, base, dateLabel, today, daysAhead, hours }: { form: UseFormReturn<T>; base: string; dateLabel: string; today: string; daysAhead: number; hours: Parameters<typeof testDriveTimes>[1] }) {
  const { register, control, formState: { errors } } = form
  const err = (name: string) => (errors as Record<string, { message?: string } | undefined>)[name]?.message
  const date = String(useWatch({ control, name: 'date' as Path<T> }) ?? '')
  const times = date ? testDriveTimes(date, hours) : []
  const closed = Boolean(date && times.length === 0)
  return (
    <>
      <Field id={`${base}-date`} label={dateLabel} error={err('date')}>
        <input {...register('date' as Path<T>)} {...described(`${base}-date`, err('date'))} type="date" min={today} max={addDays(today, daysAhead)} />
      </Field>
      <Field id={`${base}-time`} label="Preferred time (optional)" hint={closed ? 'We are closed that day.' : undefined} error={err('time')}>
        <select {...register('time' as Path<T>)} {...described(`${base}-time`, err('time'), closed)} disabled={!date || times.length === 0}>
          <option value="">{date ? 'Any time' : 'Choose a date first'}</option>
          {times.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </select>
      </Field>
    </>
  )
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button" disabled={busy} aria-busy={busy}>
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
  return enabled ? <p className="muted captcha-note">To stop spam, your browser does a moment of work when you send this form. No tracking, no puzzles.</p> : null
}

export const LABELS: Record<string, string> = {
  category: 'Category',
  location: 'Location',
  dealership_slug: 'Dealership',
  message: 'Message',
  Rego: 'Rego',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  terms: 'Terms of use',
  date: 'Date',
  time: 'Time',
}

const defaultLocation = (rules: EnquiryRules, car: LeadCar) => (car.location && rules.locations.includes(car.location) ? car.location : '')
const defaultDealership = (rules: EnquiryRules, car: LeadCar) => (car.dealership_slug && rules.dealerships.includes(car.dealership_slug) ? car.dealership_slug : '')

// ---------- the enquiry form ----------

/**
 * The multi-step enquiry form (spec 4): step 1 the enquiry, step 2 the shopper's details; Next checks the
 * step's fields, the last step submits. On success the analytics event, the car kept for /success, then
 * /success; on failure the server's error or 'An unexpected error occured'.
 */
export function EnquiryForm({ site, car, rules, locations, dealerships, captcha }: Common & { rules: EnquiryRules }) {
  const base = useId().replace(/:/g, '')
  const [step, setStep] = useState(0)
  const form = useForm<EnquiryInput, unknown, EnquiryValues>({
    resolver: zodResolver(enquirySchema(rules)),
    defaultValues: { name: '', email: '', phone: '', message: '', Rego: '', opt_in: true, terms: false, category: rules.categorySelect ? 'General Enquiry' : undefined, location: defaultLocation(rules, car), dealership_slug: defaultDealership(rules, car) },
    shouldFocusError: true,
  })
  const { register, formState: { errors, isSubmitting }, trigger, setFocus, handleSubmit } = form
  const router = useRouter()
  const pow = useProofOfWork(captcha, 'lead')
  const { formError, submit } = useLeadSubmit(form, pow)
  const [stepError, setStepError] = useState(false)
  const err = (name: keyof EnquiryInput) => errors[name]?.message
  const stepOne: Array<keyof EnquiryInput> = ['category', 'location', 'dealership_slug', 'message', 'Rego']
  const heading = useRef<HTMLHeadingElement>(null)

  const next = async () => {
    const ok = await trigger(stepOne)
    setStepError(!ok)
    if (!ok) {
      const first = stepOne.find((name) => form.getFieldState(name).invalid)
      if (first) setFocus(first)
      return
    }
    setStep(1)
    requestAnimationFrame(() => heading.current?.focus())
  }
  const onSubmit = handleSubmit(
    (values) => submit({ form: 'enquiry', car_id: car.id, ...values }, (leadId) => succeed(site, leadId, 'enquiry', car, form.getValues('category') as string | undefined, router.push)),
    () => setStepError(true),
  )

  return (
    <form className="lead-form" noValidate onSubmit={onSubmit} onFocus={pow.start} aria-labelledby={`${base}-title`}>
      <h3 id={`${base}-title`} ref={heading} tabIndex={-1}>
        {step === 0 ? 'Your enquiry' : 'Your details'} <span className="muted">(step {step + 1} of 2)</span>
      </h3>
      <ErrorSummary errors={errors} formError={formError} labels={LABELS} showFieldErrors={stepError} />
      <div hidden={step !== 0} className="lead-step">
        <EnquiryFields form={form} base={base} rules={rules} locations={locations} dealerships={dealerships} />
        <Field id={`${base}-rego`} label="Your car's rego (optional)" hint="For a trade-in valuation." error={err('Rego')}>
          <input {...register('Rego')} {...described(`${base}-rego`, err('Rego'), true)} maxLength={12} autoComplete="off" />
        </Field>
        <button type="button" className="button" onClick={next}>
          Next
        </button>
      </div>
      <div hidden={step !== 1} className="lead-step">
        <ContactFields form={form} base={base} requireTerms={rules.requireTerms} />
        <CaptchaNote enabled={captcha} />
        <div className="lead-actions">
          <button type="button" className="button-secondary" onClick={() => setStep(0)}>
            Back
          </button>{' '}
          <SubmitButton busy={isSubmitting}>Send enquiry</SubmitButton>
        </div>
      </div>
    </form>
  )
}

// ---------- the test-drive booking form ----------

/** The test-drive booking (spec 5): date optional, times offered within opening hours, then the shopper's details. */
export function TestDriveForm({ site, car, rules, locations, dealerships, captcha }: Common & { rules: TestDriveRules }) {
  const base = useId().replace(/:/g, '')
  const form = useForm<TestDriveInput, unknown, TestDriveValues>({
    resolver: zodResolver(testDriveSchema(rules)),
    defaultValues: { name: '', email: '', phone: '', message: '', date: '', time: '', opt_in: true, terms: false, location: defaultLocation(rules, car), dealership_slug: defaultDealership(rules, car) },
    shouldFocusError: true,
  })
  const { register, control, formState: { errors, isSubmitting, submitCount }, handleSubmit } = form
  const router = useRouter()
  const pow = useProofOfWork(captcha, 'lead')
  const { formError, submit } = useLeadSubmit(form, pow)
  const err = (name: keyof TestDriveInput) => errors[name]?.message
  const location = String(useWatch({ control, name: 'location' }) ?? '')
  const onSubmit = handleSubmit((values) => submit({ form: 'test-drive', car_id: car.id, ...values }, (leadId) => succeed(site, leadId, 'test-drive', car, undefined, router.push)))
  return (
    <form className="lead-form" noValidate onSubmit={onSubmit} onFocus={pow.start}>
      <ErrorSummary errors={errors} formError={formError} labels={LABELS} showFieldErrors={submitCount > 0} />
      <ChoiceFields form={form} base={base} rules={rules} locations={locations} dealerships={dealerships} />
      <PreferredDateTimeFields form={form} base={base} dateLabel="Preferred date (optional)" today={rules.today} daysAhead={TEST_DRIVE_DAYS_AHEAD} hours={testDriveHours(rules, location)} />
      <ContactFields form={form} base={base} requireTerms={rules.requireTerms} />
      <Field id={`${base}-message`} label="Message (optional)" error={err('message')}>
        <textarea {...register('message')} {...described(`${base}-message`, err('message'))} rows={3} maxLength={5000} />
      </Field>
      <CaptchaNote enabled={captcha} />
      <SubmitButton busy={isSubmitting}>Book test drive</SubmitButton>
    </form>
  )
}
