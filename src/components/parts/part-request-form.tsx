'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useId } from 'react'
import { useForm } from 'react-hook-form'

import { LEAD_SUBMIT_FAILED } from '@/domain/lead-forms'
import { leadSchema } from '@/domain/lead-kinds'
import type { PartsRequestInput, PartsRequestRules, PartsRequestValues } from '@/domain/parts'

import { CaptchaNote, described, Field, FormAlert, SubmitButton } from '../leads/form-controls'
import { ContactFields, FIELD_LABELS, type Choice } from '../leads/lead-fields'
import { completeLead, useLeadSubmit } from '../leads/use-lead-submit'

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
  const base = useId().replace(/:/g, '')
  const form = useForm<PartsRequestInput, unknown, PartsRequestValues>({
    resolver: zodResolver(leadSchema('parts', rules)),
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      part_id: partId,
      location: '',
      message: '',
      opt_in: true,
      terms: false,
    },
    shouldFocusError: true,
  })
  const router = useRouter()
  const lead = useLeadSubmit(form, 'parts', { captcha, failed: LEAD_SUBMIT_FAILED })
  const {
    register,
    formState: { errors, isSubmitting, submitCount },
    handleSubmit,
  } = form
  const err = (name: keyof PartsRequestInput) => errors[name]?.message
  const onSubmit = handleSubmit(async (values) => {
    const json = await lead.send(values)
    if (typeof json?.lead_id === 'number')
      completeLead(site, 'parts', json.lead_id, { category: 'Parts Enquiry' }, router.push)
  })
  return (
    <form className="lead-form" noValidate onSubmit={onSubmit} onFocus={lead.startCaptcha}>
      <FormAlert errors={errors} state={lead.state} labels={FIELD_LABELS} showFieldErrors={submitCount > 0} />
      <input type="hidden" {...register('part_id')} />
      {rules.locations.length > 1 && (
        <Field id={`${base}-location`} label={labels.location} error={err('location')}>
          <select {...register('location')} {...described(`${base}-location`, err('location'))}>
            <option value="">{labels.chooseLocation}</option>
            {locations.map((l) => (
              <option key={l.slug} value={l.slug}>
                {l.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      <ContactFields form={form} base={base} requireTerms={rules.requireTerms} />
      <Field id={`${base}-message`} label={labels.message} error={err('message')}>
        <textarea
          {...register('message')}
          {...described(`${base}-message`, err('message'))}
          rows={3}
          maxLength={5000}
        />
      </Field>
      <CaptchaNote enabled={captcha} />
      <SubmitButton busy={isSubmitting}>{labels.send}</SubmitButton>
    </form>
  )
}
