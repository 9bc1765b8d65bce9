'use client'

import type { EnquiryRules } from '@/domain/lead-forms'

import { CaptchaNote, FormAlert, SubmitButton } from './form-controls'
import { carChoices, ChoiceFields, ContactFields, FIELD_LABELS, MessageField, type Choice } from './lead-fields'
import { useLabels } from '../locale-context'

import { useLeadForm } from './use-lead-form'
import type { LeadCar } from './use-lead-submit'

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
  const { base, form, lead, complete } = useLeadForm(
    'request-photos',
    rules,
    {
      name: '',
      email: '',
      phone: '',
      message: '',
      opt_in: true,
      terms: false,
      ...carChoices(rules, car),
    },
    { site, captcha },
  )
  const {
    formState: { errors, isSubmitting, submitCount },
    handleSubmit,
  } = form
  const labels = useLabels()
  const onSubmit = handleSubmit(async (values) => {
    const json = await lead.send({ car_id: car.id, ...values })
    if (typeof json?.lead_id === 'number') complete(json.lead_id, { car, category: values.category })
  })
  return (
    <form className="lead-form" noValidate onSubmit={onSubmit} onFocus={lead.startCaptcha}>
      <FormAlert errors={errors} state={lead.state} labels={FIELD_LABELS} showFieldErrors={submitCount > 0} />
      <ChoiceFields form={form} base={base} rules={rules} locations={locations} dealerships={dealerships} />
      <ContactFields form={form} base={base} requireTerms={rules.requireTerms} />
      <MessageField form={form} base={base} label={labels.whichPhotosOptional} />
      <CaptchaNote enabled={captcha} />
      <SubmitButton busy={isSubmitting}>{labels.requestPhotos}</SubmitButton>
    </form>
  )
}
