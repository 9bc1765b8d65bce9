'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useId } from 'react'
import { useForm } from 'react-hook-form'

import type { EnquiryRules } from '@/domain/lead-forms'
import { leadSchema } from '@/domain/lead-kinds'
import type { RequestPhotosInput, RequestPhotosValues } from '@/domain/request-photos'

import { CaptchaNote, described, Field, FormAlert, SubmitButton } from './form-controls'
import { carChoices, ChoiceFields, ContactFields, FIELD_LABELS, type Choice } from './lead-fields'
import { completeLead, useLeadSubmit, type LeadCar } from './use-lead-submit'

/** Request Photos (spec 5: message optional): a Vehicle Enquiry with subcategory Request Photos about this car. */
export function RequestPhotosForm({
  site,
  car,
  rules,
  locations,
  dealerships,
  captcha,
}: {
  site: string
  car: LeadCar
  rules: EnquiryRules
  locations: Choice[]
  dealerships: string[]
  captcha: boolean
}) {
  const base = useId().replace(/:/g, '')
  const form = useForm<RequestPhotosInput, unknown, RequestPhotosValues>({
    resolver: zodResolver(leadSchema('request-photos', rules)),
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      message: '',
      opt_in: true,
      terms: false,
      ...carChoices(rules, car),
    },
    shouldFocusError: true,
  })
  const {
    register,
    formState: { errors, isSubmitting, submitCount },
    handleSubmit,
  } = form
  const router = useRouter()
  const lead = useLeadSubmit(form, 'request-photos', { captcha })
  const onSubmit = handleSubmit(async (values) => {
    const json = await lead.send({ car_id: car.id, ...values })
    if (typeof json?.lead_id === 'number')
      completeLead(site, 'request-photos', json.lead_id, { car, category: values.category }, router.push)
  })
  return (
    <form className="lead-form" noValidate onSubmit={onSubmit} onFocus={lead.startCaptcha}>
      <FormAlert errors={errors} state={lead.state} labels={FIELD_LABELS} showFieldErrors={submitCount > 0} />
      <ChoiceFields form={form} base={base} rules={rules} locations={locations} dealerships={dealerships} />
      <ContactFields form={form} base={base} requireTerms={rules.requireTerms} />
      <Field id={`${base}-message`} label="Which photos would you like? (optional)" error={errors.message?.message}>
        <textarea
          {...register('message')}
          {...described(`${base}-message`, errors.message?.message)}
          rows={3}
          maxLength={5000}
        />
      </Field>
      <CaptchaNote enabled={captcha} />
      <SubmitButton busy={isSubmitting}>Request photos</SubmitButton>
    </form>
  )
}
