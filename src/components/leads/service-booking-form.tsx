'use client'

import { GENERAL_FORM_FAILED } from '@/domain/form-states'
import {
  SERVICE_DAYS_AHEAD,
  SERVICE_TYPES,
  showsServiceLocationSelect,
  type ServiceBookingInput,
  type ServiceRules,
} from '@/domain/service-booking'

import { CaptchaNote, described, Field, FormAlert, SubmitButton } from './form-controls'
import { ContactFields, FIELD_LABELS, PreferredDateTimeFields, type Choice, MessageField } from './lead-fields'
import { useLeadForm } from './use-lead-form'
import { useLabels } from '../locale-context'

/** The service booking form (see src/domain/service-booking.ts): a Service Enquiry lead, then /success. */
export function ServiceBookingForm({
  site,
  rules,
  locations,
  captcha,
}: {
  site: string
  rules: ServiceRules
  locations: Choice[]
  captcha: boolean
}) {
  const { base, form, lead, complete } = useLeadForm(
    'service',
    rules,
    {
      name: '',
      email: '',
      phone: '',
      location: '',
      make: '',
      model: '',
      year: '',
      odometer: '',
      Rego: '',
      date: '',
      time: '',
      message: '',
      opt_in: true,
      terms: false,
    } as unknown as ServiceBookingInput,
    { site, captcha },
  )
  const {
    register,
    formState: { errors, submitCount },
    handleSubmit,
  } = form
  const err = (name: keyof ServiceBookingInput) => errors[name]?.message
  const labels = useLabels()
  const onSubmit = handleSubmit(async (values) => {
    const json = await lead.send(values)
    if (typeof json?.lead_id === 'number') complete(json.lead_id, { category: 'Service Enquiry' })
  })
  return (
    <form className="lead-form" noValidate onSubmit={onSubmit} onFocus={lead.startCaptcha}>
      <FormAlert
        errors={errors}
        state={lead.state}
        labels={FIELD_LABELS}
        showFieldErrors={submitCount > 0}
        failureHeading={GENERAL_FORM_FAILED}
      />
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
          <input
            {...register('year')}
            {...described(`${base}-year`, err('year'))}
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
          />
        </Field>
        <Field id={`${base}-odometer`} label={labels.odometerOptional} error={err('odometer')}>
          <input
            {...register('odometer')}
            {...described(`${base}-odometer`, err('odometer'))}
            inputMode="numeric"
            maxLength={9}
            autoComplete="off"
          />
        </Field>
        <Field id={`${base}-rego`} label={labels.regoOptional} error={err('Rego')}>
          <input {...register('Rego')} {...described(`${base}-rego`, err('Rego'))} maxLength={12} autoComplete="off" />
        </Field>
      </div>
      <div className="field-row">
        <PreferredDateTimeFields
          form={form}
          base={base}
          dateLabel="Preferred drop-off date (optional)"
          today={rules.today}
          daysAhead={SERVICE_DAYS_AHEAD}
          hours={rules.openingHours}
        />
      </div>
      <ContactFields form={form} base={base} requireTerms={rules.requireTerms} />
      <MessageField form={form} base={base} label="Anything we should know? (optional)" />
      <CaptchaNote enabled={captcha} />
      <SubmitButton busy={lead.busy}>Book service</SubmitButton>
    </form>
  )
}
