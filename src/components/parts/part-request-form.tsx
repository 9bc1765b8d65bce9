'use client'

import { LEAD_SUBMIT_FAILED } from '@/domain/lead-forms'
import type { PartsRequestInput, PartsRequestRules } from '@/domain/parts'

import { CaptchaNote, described, Field, FormAlert, SubmitButton } from '../leads/form-controls'
import { ContactFields, FIELD_LABELS, type Choice, MessageField } from '../leads/lead-fields'
import { useLeadForm } from '../leads/use-lead-form'
import { Select } from '../ui/controls'

export type PartRequestLabels = { location: string; message: string; send: string; chooseLocation: string }

/** 'Request this part' (spec 2.1): a Parts Enquiry lead naming the part, to the site's parts location, then /success. */
export function PartRequestForm({
  site,
  partId,
  rules,
  locations,
  captcha,
  labels,
}: {
  site: string
  partId: number
  rules: PartsRequestRules
  locations: Choice[]
  captcha: boolean
  labels: PartRequestLabels
}) {
  const { base, form, lead, complete } = useLeadForm(
    'parts',
    rules,
    {
      name: '',
      email: '',
      phone: '',
      part_id: partId,
      location: '',
      message: '',
      opt_in: true,
      terms: false,
    },
    { site, captcha, failed: LEAD_SUBMIT_FAILED },
  )
  const {
    register,
    formState: { errors, isSubmitting, submitCount },
    handleSubmit,
  } = form
  const err = (name: keyof PartsRequestInput) => errors[name]?.message
  const onSubmit = handleSubmit(async (values) => {
    const json = await lead.send(values)
    if (typeof json?.lead_id === 'number') complete(json.lead_id, { category: 'Parts Enquiry' })
  })
  return (
    <form className="lead-form" noValidate onSubmit={onSubmit} onFocus={lead.startCaptcha}>
      <FormAlert errors={errors} state={lead.state} labels={FIELD_LABELS} showFieldErrors={submitCount > 0} />
      <input type="hidden" {...register('part_id')} />
      {rules.locations.length > 1 && (
        <Field id={`${base}-location`} label={labels.location} error={err('location')}>
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
      <ContactFields form={form} base={base} requireTerms={rules.requireTerms} />
      <MessageField form={form} base={base} label={labels.message} />
      <CaptchaNote enabled={captcha} />
      <SubmitButton busy={isSubmitting}>{labels.send}</SubmitButton>
    </form>
  )
}
