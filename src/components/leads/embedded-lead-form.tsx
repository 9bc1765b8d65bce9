'use client'

import { GENERAL_FORM_FAILED } from '@/domain/form-states'
import type { LeadInput } from '@/domain/lead-kinds'
import { postcodeRule } from '@/domain/locale'

import { useLabels } from '../locale-context'
import { CaptchaNote, described, Field, FormAlert, SubmitButton } from './form-controls'
import { useLeadForm } from './use-lead-form'
import { Input, Select } from '../ui/controls'
import { FieldRow } from '../ui/form'

export type EmbeddedLocation = { id: number; name: string }
type Input = LeadInput<'lead-form'>

/**
 * The embedded multi-location lead form (spec 3, 5): name, last_name, postcode, phone, email, location_id
 * and a hidden page id. The postcode is required and whole, by the site's country (src/domain/locale.ts
 * `postcodeRule`): exactly 4 digits in AU and NZ ('Invalid postcode. Please enter a 4-digit number.'), a
 * ZIP or ZIP+4 in the US; its input keeps at most the longest valid code, so nothing valid is cut. One
 * location is chosen for the shopper (spec 2.7: a dropdown with one option selects it).
 */
export function EmbeddedLeadForm({
  site,
  locations,
  captcha,
  pageId,
  heading,
  country,
}: {
  site: string
  /** The site's country, whose postal codes the form takes. */
  country: string
  locations: EmbeddedLocation[]
  captcha: boolean
  pageId: string
  heading: string
}) {
  const only = locations.length === 1 ? locations[0] : undefined
  const labels = useLabels()
  const postcode = postcodeRule(country)
  const fieldLabels: Record<string, string> = {
    name: labels.firstName,
    last_name: labels.lastName,
    postcode: labels.postcode,
    phone: labels.phone,
    email: labels.email,
    location_id: labels.location,
  }
  const { base, form, lead, complete } = useLeadForm(
    'lead-form',
    { country },
    {
      name: '',
      last_name: '',
      postcode: '',
      phone: '',
      email: '',
      location_id: only ? only.id : ('' as unknown as number),
    },
    { site, captcha },
  )
  const {
    register,
    formState: { errors, submitCount },
    handleSubmit,
  } = form
  const err = (name: keyof Input) => errors[name]?.message
  const onSubmit = handleSubmit(async (values) => {
    const json = await lead.send({ ...values, page_id: pageId })
    if (typeof json?.lead_id === 'number') complete(json.lead_id, { category: 'General Enquiry' })
  })
  return (
    <form
      className="lead-form embedded-lead-form"
      noValidate
      onSubmit={onSubmit}
      onFocus={lead.startCaptcha}
      aria-labelledby={`${base}-title`}
    >
      <h2 id={`${base}-title`}>{heading}</h2>
      <FormAlert
        errors={errors}
        state={lead.state}
        labels={fieldLabels}
        showFieldErrors={submitCount > 0}
        failureHeading={GENERAL_FORM_FAILED}
      />
      <input type="hidden" name="page_id" value={pageId} />
      <FieldRow>
        <Field id={`${base}-name`} label={labels.firstName} error={err('name')}>
          <Input {...register('name')} {...described(`${base}-name`, err('name'))} autoComplete="given-name" />
        </Field>
        <Field id={`${base}-last-name`} label={labels.lastName} error={err('last_name')}>
          <Input
            {...register('last_name')}
            {...described(`${base}-last-name`, err('last_name'))}
            autoComplete="family-name"
          />
        </Field>
      </FieldRow>
      <FieldRow>
        <Field id={`${base}-postcode`} label={labels.postcode} error={err('postcode')}>
          <Input
            {...register('postcode')}
            {...described(`${base}-postcode`, err('postcode'))}
            inputMode={country === 'US' ? 'text' : 'numeric'}
            maxLength={postcode.maxLength}
            autoComplete="postal-code"
          />
        </Field>
        <Field id={`${base}-phone`} label={labels.phone} error={err('phone')}>
          <Input {...register('phone')} {...described(`${base}-phone`, err('phone'))} type="tel" autoComplete="tel" />
        </Field>
      </FieldRow>
      <Field id={`${base}-email`} label={labels.email} error={err('email')}>
        <Input {...register('email')} {...described(`${base}-email`, err('email'))} type="email" autoComplete="email" />
      </Field>
      {only ? (
        <input type="hidden" {...register('location_id')} />
      ) : (
        <Field id={`${base}-location`} label={labels.location} error={err('location_id')}>
          <Select {...register('location_id')} {...described(`${base}-location`, err('location_id'))}>
            <option value="">{labels.chooseLocation}</option>
            {locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <CaptchaNote enabled={captcha} />
      <SubmitButton busy={lead.busy}>{labels.send}</SubmitButton>
    </form>
  )
}
