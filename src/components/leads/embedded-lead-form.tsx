'use client'

import { GENERAL_FORM_FAILED } from '@/domain/form-states'
import { POSTCODE_MAX_LENGTH } from '@/domain/lead-forms'
import type { LeadInput } from '@/domain/lead-kinds'

import { CaptchaNote, described, Field, FormAlert, SubmitButton } from './form-controls'
import { useLeadForm } from './use-lead-form'

export type EmbeddedLocation = { id: number; name: string }
type Input = LeadInput<'lead-form'>

const LABELS: Record<string, string> = {
  name: 'First name',
  last_name: 'Last name',
  postcode: 'Postcode',
  phone: 'Phone',
  email: 'Email',
  location_id: 'Location',
}

/**
 * The embedded multi-location lead form (spec 3, 5): name, last_name, postcode, phone, email, location_id
 * and a hidden page id. The postcode is required and exactly 4 digits ('Invalid postcode. Please enter a
 * 4-digit number.'); its input keeps at most 4 characters and brings up the number pad. One location is
 * chosen for the shopper (spec 2.7: a dropdown with one option selects it).
 */
export function EmbeddedLeadForm({
  site,
  locations,
  captcha,
  pageId,
  heading,
}: {
  site: string
  locations: EmbeddedLocation[]
  captcha: boolean
  pageId: string
  heading: string
}) {
  const only = locations.length === 1 ? locations[0] : undefined
  const { base, form, lead, complete } = useLeadForm(
    'lead-form',
    undefined,
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
        labels={LABELS}
        showFieldErrors={submitCount > 0}
        failureHeading={GENERAL_FORM_FAILED}
      />
      <input type="hidden" name="page_id" value={pageId} />
      <div className="field-row">
        <Field id={`${base}-name`} label="First name" error={err('name')}>
          <input {...register('name')} {...described(`${base}-name`, err('name'))} autoComplete="given-name" />
        </Field>
        <Field id={`${base}-last-name`} label="Last name" error={err('last_name')}>
          <input
            {...register('last_name')}
            {...described(`${base}-last-name`, err('last_name'))}
            autoComplete="family-name"
          />
        </Field>
      </div>
      <div className="field-row">
        <Field id={`${base}-postcode`} label="Postcode" error={err('postcode')}>
          <input
            {...register('postcode')}
            {...described(`${base}-postcode`, err('postcode'))}
            inputMode="numeric"
            maxLength={POSTCODE_MAX_LENGTH}
            autoComplete="postal-code"
          />
        </Field>
        <Field id={`${base}-phone`} label="Phone" error={err('phone')}>
          <input {...register('phone')} {...described(`${base}-phone`, err('phone'))} type="tel" autoComplete="tel" />
        </Field>
      </div>
      <Field id={`${base}-email`} label="Email" error={err('email')}>
        <input {...register('email')} {...described(`${base}-email`, err('email'))} type="email" autoComplete="email" />
      </Field>
      {only ? (
        <input type="hidden" {...register('location_id')} />
      ) : (
        <Field id={`${base}-location`} label="Location" error={err('location_id')}>
          <select {...register('location_id')} {...described(`${base}-location`, err('location_id'))}>
            <option value="">Choose a location</option>
            {locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      <CaptchaNote enabled={captcha} />
      <SubmitButton busy={lead.busy}>Send</SubmitButton>
    </form>
  )
}
