'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'

import { CAR_TYPES, FINANCE_FORM_ANCHOR, financeSchema, type FinanceInput, type FinanceValues } from '@/domain/finance-form'
import { leadAnalyticsEvent } from '@/domain/lead-events'
import { FORM_ERRORS_HEADING, FORM_SUBMIT_FAILED, type EnquiryRules } from '@/domain/lead-forms'
import { requestPhotosSchema, type RequestPhotosInput, type RequestPhotosValues } from '@/domain/request-photos'
import { reservationSchema, type ReservationInput, type ReservationValues } from '@/domain/reservations'

import { enquiredCarKey } from './enquired-car'
import { CaptchaNote, ChoiceFields, ContactFields, described, ErrorSummary, Field, LABELS, leadExtras, PersonFields, SubmitButton, useProofOfWork, type LeadCar } from './lead-forms'

type Choice = { slug: string; name: string }

/**
 * One general form submission (spec 4, 8): submitting (the button disabled with a spinner), then success, or
 * failure with the server's message, else 'An error occurred when submitting this form', kept as the form's
 * error; field errors from the server go beside their fields under 'Please fix the following errors:'.
 */
function useFormSubmit<T extends FieldValues>(form: UseFormReturn<T>, captcha: ReturnType<typeof useProofOfWork>) {
  const [formError, setFormError] = useState<string | null>(null)
  const submit = async (url: string, body: Record<string, unknown>): Promise<Record<string, unknown> | null> => {
    setFormError(null)
    let solution
    try {
      solution = await captcha.take()
    } catch {
      setFormError(FORM_SUBMIT_FAILED)
      return null
    }
    type Answer = { error?: unknown; fields?: Record<string, string>; signIn?: unknown; [key: string]: unknown }
    let res: Response
    let json: Answer | null = null
    try {
      res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...body, ...(solution ? { captcha: solution } : {}) }) })
      json = (await res.json().catch(() => null)) as Answer | null
    } catch {
      setFormError(FORM_SUBMIT_FAILED)
      return null
    }
    if (res.ok && json) return json
    if (res.status === 401 && typeof json?.signIn === 'string') {
      window.location.assign(json.signIn)
      return null
    }
    const fields = Object.entries(json?.fields ?? {}).filter(([name]) => name in form.getValues())
    fields.forEach(([name, message], i) => form.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: i === 0 }))
    setFormError(fields.length > 0 ? FORM_ERRORS_HEADING : typeof json?.error === 'string' && json.error ? json.error : FORM_SUBMIT_FAILED)
    return null
  }
  return { formError, submit }
}

/** After a lead: the analytics event, the car (or none) kept for /success, then /success. */
function leadDone(site: string, leadId: number, car: LeadCar | null, category: string, go: (path: string) => void) {
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push(leadAnalyticsEvent(site, leadId, { form: 'enquiry', category, car }))
  try {
    if (car) sessionStorage.setItem(enquiredCarKey(site), JSON.stringify(car))
    else sessionStorage.removeItem(enquiredCarKey(site))
  } catch {
    // storage blocked: the success page then thanks without the car
  }
  go('/success')
}

const leadId = (json: Record<string, unknown> | null) => (json && typeof json.lead_id === 'number' ? json.lead_id : null)

// ---------- request photos ----------

/** Request Photos (spec 5: message optional): a Vehicle Enquiry with subcategory Request Photos about this car. */
export function RequestPhotosForm({ site, car, rules, locations, dealerships, captcha }: { site: string; car: LeadCar; rules: EnquiryRules; locations: Choice[]; dealerships: string[]; captcha: boolean }) {
  const base = useId().replace(/:/g, '')
  const form = useForm<RequestPhotosInput, unknown, RequestPhotosValues>({
    resolver: zodResolver(requestPhotosSchema(rules)),
    defaultValues: { name: '', email: '', phone: '', message: '', opt_in: true, terms: false, location: car.location && rules.locations.includes(car.location) ? car.location : '', dealership_slug: car.dealership_slug && rules.dealerships.includes(car.dealership_slug) ? car.dealership_slug : '' },
    shouldFocusError: true,
  })
  const { register, formState: { errors, isSubmitting, submitCount }, handleSubmit } = form
  const router = useRouter()
  const pow = useProofOfWork(captcha, 'lead')
  const { formError, submit } = useFormSubmit(form, pow)
  const onSubmit = handleSubmit(async (values) => {
    const id = leadId(await submit('/api/leads', { form: 'request-photos', car_id: car.id, ...values, ...leadExtras() }))
    if (id !== null) leadDone(site, id, car, values.category, router.push)
  })
  return (
    <form className="lead-form" noValidate onSubmit={onSubmit} onFocus={pow.start}>
      <ErrorSummary errors={errors} formError={formError} labels={LABELS} showFieldErrors={submitCount > 0} />
      <ChoiceFields form={form} base={base} rules={rules} locations={locations} dealerships={dealerships} />
      <ContactFields form={form} base={base} requireTerms={rules.requireTerms} />
      <Field id={`${base}-message`} label="Which photos would you like? (optional)" error={errors.message?.message}>
        <textarea {...register('message')} {...described(`${base}-message`, errors.message?.message)} rows={3} maxLength={5000} />
      </Field>
      <CaptchaNote enabled={captcha} />
      <SubmitButton busy={isSubmitting}>Request photos</SubmitButton>
    </form>
  )
}

// ---------- finance ----------

export type FinanceDefaults = { name?: string; email?: string; phone?: string; location?: string; vehiclePriceBudget?: number; car_type?: (typeof CAR_TYPES)[number] }

/**
 * The finance enquiry (spec 2.1): the shopper's details, preferred dealership, vehicle budget and car type,
 * prefilled from the link; posts a Finance Enquiry lead (with the car when the link named one).
 */
export function FinanceForm({
  site,
  car,
  rules,
  locations,
  dealerships,
  captcha,
  defaults,
  subcategory,
}: {
  site: string
  car: LeadCar | null
  rules: EnquiryRules
  locations: Choice[]
  dealerships: string[]
  captcha: boolean
  defaults: FinanceDefaults
  subcategory?: string
}) {
  const base = useId().replace(/:/g, '')
  const form = useForm<FinanceInput, unknown, FinanceValues>({
    resolver: zodResolver(financeSchema(rules)),
    defaultValues: {
      name: defaults.name ?? '',
      email: defaults.email ?? '',
      phone: defaults.phone ?? '',
      message: '',
      opt_in: true,
      terms: false,
      location: defaults.location ?? '',
      dealership_slug: car?.dealership_slug && rules.dealerships.includes(car.dealership_slug) ? car.dealership_slug : '',
      vehiclePriceBudget: defaults.vehiclePriceBudget === undefined ? '' : String(defaults.vehiclePriceBudget),
      car_type: defaults.car_type ?? '',
    },
    shouldFocusError: true,
  })
  const { register, formState: { errors, isSubmitting, submitCount }, handleSubmit } = form
  const router = useRouter()
  const pow = useProofOfWork(captcha, 'lead')
  const { formError, submit } = useFormSubmit(form, pow)
  const err = (name: keyof FinanceInput) => errors[name]?.message
  const onSubmit = handleSubmit(async (values) => {
    const id = leadId(await submit('/api/leads', { form: 'finance', ...(car ? { car_id: car.id } : {}), ...(subcategory ? { subcategory } : {}), ...values, ...leadExtras() }))
    if (id !== null) leadDone(site, id, car, values.category, router.push)
  })
  return (
    <form id={FINANCE_FORM_ANCHOR} className="lead-form" noValidate onSubmit={onSubmit} onFocus={pow.start} aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`}>Your finance enquiry</h2>
      <ErrorSummary errors={errors} formError={formError} labels={{ ...LABELS, location: 'Preferred dealership', vehiclePriceBudget: 'Vehicle budget', car_type: 'Car type' }} showFieldErrors={submitCount > 0} />
      <ContactFields form={form} base={base} requireTerms={rules.requireTerms} />
      {locations.length > 1 && (
        <Field id={`${base}-location`} label="Preferred dealership" error={err('location')}>
          <select {...register('location')} {...described(`${base}-location`, err('location'))}>
            <option value="">Choose a dealership</option>
            {locations.map((location) => (
              <option key={location.slug} value={location.slug}>
                {location.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      <ChoiceFields form={form} base={base} rules={{ ...rules, locations: [] }} locations={[]} dealerships={dealerships} />
      <Field id={`${base}-budget`} label="Vehicle budget ($, optional)" error={err('vehiclePriceBudget')}>
        <input {...register('vehiclePriceBudget')} {...described(`${base}-budget`, err('vehiclePriceBudget'))} inputMode="numeric" autoComplete="off" maxLength={12} />
      </Field>
      <Field id={`${base}-car-type`} label="Car type (optional)" error={err('car_type')}>
        <select {...register('car_type')} {...described(`${base}-car-type`, err('car_type'))}>
          <option value="">Any</option>
          {CAR_TYPES.map((type) => (
            <option key={type} value={type}>
              {type[0]!.toUpperCase() + type.slice(1)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${base}-message`} label="Anything else we should know? (optional)" error={err('message')}>
        <textarea {...register('message')} {...described(`${base}-message`, err('message'))} rows={3} maxLength={5000} />
      </Field>
      <CaptchaNote enabled={captcha} />
      <SubmitButton busy={isSubmitting}>Send finance enquiry</SubmitButton>
    </form>
  )
}

// ---------- reserve online ----------

/**
 * The checkout form: the shopper's details (prefilled when signed in) and the deposit terms ticked. On
 * success the shopper goes to the payment page when the deposit is paid online, else to the confirmation.
 */
export function ReservationForm({ carId, depositText, defaults, captcha }: { carId: number; depositText: string; defaults: { name?: string; email?: string; phone?: string }; captcha: boolean }) {
  const base = useId().replace(/:/g, '')
  const form = useForm<ReservationInput, unknown, ReservationValues>({
    resolver: zodResolver(reservationSchema),
    defaultValues: { name: defaults.name ?? '', email: defaults.email ?? '', phone: defaults.phone ?? '', message: '', accept: false as unknown as true },
    shouldFocusError: true,
  })
  const { register, formState: { errors, isSubmitting, submitCount }, handleSubmit } = form
  const router = useRouter()
  const pow = useProofOfWork(captcha, 'reservation')
  const { formError, submit } = useFormSubmit(form, pow)
  const err = (name: keyof ReservationInput) => errors[name]?.message
  const onSubmit = handleSubmit(async (values) => {
    const json = await submit('/api/reservations', { car_id: carId, ...values })
    if (!json) return
    if (typeof json.redirect === 'string' && /^https:\/\//.test(json.redirect)) window.location.assign(json.redirect)
    else if (typeof json.confirmation === 'string') router.push(json.confirmation)
  })
  return (
    <form className="lead-form" noValidate onSubmit={onSubmit} onFocus={pow.start} aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`}>Your details</h2>
      <ErrorSummary errors={errors} formError={formError} labels={{ ...LABELS, accept: 'Deposit terms' }} showFieldErrors={submitCount > 0} />
      <PersonFields form={form} base={base} />
      <Field id={`${base}-message`} label="Message (optional)" error={err('message')}>
        <textarea {...register('message')} {...described(`${base}-message`, err('message'))} rows={3} maxLength={1000} />
      </Field>
      <div className="checkbox-field">
        <input type="checkbox" {...register('accept')} {...described(`${base}-accept`, err('accept'))} />
        <label htmlFor={`${base}-accept`}>I understand the {depositText} deposit holds this car for 48 hours and is refundable in full.</label>
        {err('accept') && (
          <span id={`${base}-accept-error`} className="form-error field-error">
            {err('accept')}
          </span>
        )}
      </div>
      <CaptchaNote enabled={captcha} />
      <SubmitButton busy={isSubmitting}>Reserve this car</SubmitButton>
    </form>
  )
}
