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
import { Input, Select } from '../ui/controls'
import { FieldRow } from '../ui/form'

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
        <Field id={`${base}-location`} label={labels.serviceLocation} error={err('location')}>
          <Select {...register('location')} {...described(`${base}-location`, err('location'))}>
            <option value="">{labels.chooseLocation}</option>
            {locations.map((l) => (
              <option key={l.slug} value={l.slug}>
                {l.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field id={`${base}-service`} label={labels.service} error={err('service_type')}>
        <Select {...register('service_type')} {...described(`${base}-service`, err('service_type'))}>
          <option value="">{labels.chooseService}</option>
          {SERVICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Select>
      </Field>
      <FieldRow>
        <Field id={`${base}-make`} label={labels.make} error={err('make')}>
          <Input {...register('make')} {...described(`${base}-make`, err('make'))} autoComplete="off" />
        </Field>
        <Field id={`${base}-model`} label={labels.model} error={err('model')}>
          <Input {...register('model')} {...described(`${base}-model`, err('model'))} autoComplete="off" />
        </Field>
      </FieldRow>
      <FieldRow>
        <Field id={`${base}-year`} label={labels.yearOptional} error={err('year')}>
          <Input
            {...register('year')}
            {...described(`${base}-year`, err('year'))}
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
          />
        </Field>
        <Field id={`${base}-odometer`} label={labels.odometerOptional} error={err('odometer')}>
          <Input
            {...register('odometer')}
            {...described(`${base}-odometer`, err('odometer'))}
            inputMode="numeric"
            maxLength={9}
            autoComplete="off"
          />
        </Field>
        <Field id={`${base}-rego`} label={labels.regoOptional} error={err('Rego')}>
          <Input {...register('Rego')} {...described(`${base}-rego`, err('Rego'))} maxLength={12} autoComplete="off" />
        </Field>
      </FieldRow>
      <FieldRow>
        <PreferredDateTimeFields
          form={form}
          base={base}
          dateLabel={labels.preferredDropOffDateOptional}
          today={rules.today}
          daysAhead={SERVICE_DAYS_AHEAD}
          hours={rules.openingHours}
        />
      </FieldRow>
      <ContactFields form={form} base={base} requireTerms={rules.requireTerms} />
      <MessageField form={form} base={base} label={labels.anythingWeShouldKnowOptional} />
      <CaptchaNote enabled={captcha} />
      <SubmitButton busy={lead.busy}>{labels.bookService}</SubmitButton>
    </form>
  )
}
