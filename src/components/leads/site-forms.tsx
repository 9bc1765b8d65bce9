'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useId } from 'react'
import { useForm } from 'react-hook-form'

import { enquirySchema, type EnquiryInput, type EnquiryRules, type EnquiryValues } from '@/domain/lead-forms'
import { SERVICE_DAYS_AHEAD, SERVICE_TYPES, serviceBookingSchema, showsServiceLocationSelect, type ServiceBookingInput, type ServiceBookingValues, type ServiceRules } from '@/domain/service-booking'

import { CaptchaNote, ContactFields, described, EnquiryFields, Field, PreferredDateTimeFields, SubmitButton } from './lead-forms'
import { completeLead, FormAlert, useFormSubmit, useProofOfWork } from './site-form-kit'

type Choice = { slug: string; name: string }

const LABELS: Record<string, string> = {
  category: 'Category',
  location: 'Location',
  dealership_slug: 'Dealership',
  message: 'Message',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  terms: 'Terms of use',
  make: 'Make',
  model: 'Model',
  year: 'Year',
  odometer: 'Odometer',
  Rego: 'Rego',
  service_type: 'Service',
  date: 'Date',
  time: 'Time',
}

/**
 * The general enquiry (contact) form (spec 3, 5): the category select (default General Enquiry; a Careers
 * Enquiry is stored as General Enquiry / Career Enquiry), the location and dealership selects when the
 * site has several, the message, the contact fields; then /success.
 */
export function GeneralEnquiryForm({
  site,
  rules,
  locations,
  dealerships,
  captcha,
  location,
  message = '',
}: {
  site: string
  rules: EnquiryRules
  locations: Choice[]
  dealerships: string[]
  captcha: boolean
  location?: string | null
  /** The message the form starts with (e.g. the offer the shopper came from). */
  message?: string
}) {
  const base = useId().replace(/:/g, '')
  const form = useForm<EnquiryInput, unknown, EnquiryValues>({
    resolver: zodResolver(enquirySchema(rules)),
    defaultValues: { name: '', email: '', phone: '', message, Rego: '', opt_in: true, terms: false, category: rules.categorySelect ? 'General Enquiry' : undefined, location: location && rules.locations.includes(location) ? location : '', dealership_slug: '' },
    shouldFocusError: true,
  })
  const router = useRouter()
  const pow = useProofOfWork(captcha, 'lead')
  const { state, post, busy } = useFormSubmit(form, pow)
  const { formState: { errors, submitCount }, handleSubmit } = form
  const onSubmit = handleSubmit(async (values) => {
    const category = form.getValues('category') as string | undefined
    const json = await post('/api/leads', { form: 'enquiry', ...values, category }, { withCaptcha: true })
    if (json && typeof json.lead_id === 'number') completeLead(site, json.lead_id, { form: 'enquiry', category }, router.push)
  })
  return (
    <form className="lead-form" noValidate onSubmit={onSubmit} onFocus={pow.start}>
      <FormAlert errors={errors} state={state} labels={LABELS} showFieldErrors={submitCount > 0} />
      <EnquiryFields form={form} base={base} rules={rules} locations={locations} dealerships={dealerships} />
      <ContactFields form={form} base={base} requireTerms={rules.requireTerms} />
      <CaptchaNote enabled={captcha} />
      <SubmitButton busy={busy}>Send enquiry</SubmitButton>
    </form>
  )
}

/** The service booking form (see src/domain/service-booking.ts): a Service Enquiry lead, then /success. */
export function ServiceBookingForm({ site, rules, locations, captcha }: { site: string; rules: ServiceRules; locations: Choice[]; captcha: boolean }) {
  const base = useId().replace(/:/g, '')
  const form = useForm<ServiceBookingInput, unknown, ServiceBookingValues>({
    resolver: zodResolver(serviceBookingSchema(rules)),
    defaultValues: { name: '', email: '', phone: '', location: '', make: '', model: '', year: '', odometer: '', Rego: '', date: '', time: '', message: '', opt_in: true, terms: false } as unknown as ServiceBookingInput,
    shouldFocusError: true,
  })
  const router = useRouter()
  const pow = useProofOfWork(captcha, 'lead')
  const { state, post, busy } = useFormSubmit(form, pow)
  const { register, formState: { errors, submitCount }, handleSubmit } = form
  const err = (name: keyof ServiceBookingInput) => errors[name]?.message
  const onSubmit = handleSubmit(async (values) => {
    const json = await post('/api/leads', { form: 'service', ...values }, { withCaptcha: true })
    if (json && typeof json.lead_id === 'number') completeLead(site, json.lead_id, { form: 'service', category: 'Service Enquiry' }, router.push)
  })
  return (
    <form className="lead-form" noValidate onSubmit={onSubmit} onFocus={pow.start}>
      <FormAlert errors={errors} state={state} labels={LABELS} showFieldErrors={submitCount > 0} />
      {showsServiceLocationSelect(rules) && (
        <Field id={`${base}-location`} label="Service location" error={err('location')}>
          <select {...register('location')} {...described(`${base}-location`, err('location'))}>
            <option value="">Choose a location</option>
            {locations.map((l) => (
              <option key={l.slug} value={l.slug}>
                {l.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field id={`${base}-service`} label="Service" error={err('service_type')}>
        <select {...register('service_type')} {...described(`${base}-service`, err('service_type'))}>
          <option value="">Choose a service</option>
          {SERVICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </Field>
      <div className="field-row">
        <Field id={`${base}-make`} label="Make" error={err('make')}>
          <input {...register('make')} {...described(`${base}-make`, err('make'))} autoComplete="off" />
        </Field>
        <Field id={`${base}-model`} label="Model" error={err('model')}>
          <input {...register('model')} {...described(`${base}-model`, err('model'))} autoComplete="off" />
        </Field>
      </div>
      <div className="field-row">
        <Field id={`${base}-year`} label="Year (optional)" error={err('year')}>
          <input {...register('year')} {...described(`${base}-year`, err('year'))} inputMode="numeric" maxLength={4} autoComplete="off" />
        </Field>
        <Field id={`${base}-odometer`} label="Odometer in km (optional)" error={err('odometer')}>
          <input {...register('odometer')} {...described(`${base}-odometer`, err('odometer'))} inputMode="numeric" maxLength={9} autoComplete="off" />
        </Field>
        <Field id={`${base}-rego`} label="Rego (optional)" error={err('Rego')}>
          <input {...register('Rego')} {...described(`${base}-rego`, err('Rego'))} maxLength={12} autoComplete="off" />
        </Field>
      </div>
      <div className="field-row">
        <PreferredDateTimeFields form={form} base={base} dateLabel="Preferred drop-off date (optional)" today={rules.today} daysAhead={SERVICE_DAYS_AHEAD} hours={rules.openingHours} />
      </div>
      <ContactFields form={form} base={base} requireTerms={rules.requireTerms} />
      <Field id={`${base}-message`} label="Anything we should know? (optional)" error={err('message')}>
        <textarea {...register('message')} {...described(`${base}-message`, err('message'))} rows={3} maxLength={5000} />
      </Field>
      <CaptchaNote enabled={captcha} />
      <SubmitButton busy={busy}>Book service</SubmitButton>
    </form>
  )
}
