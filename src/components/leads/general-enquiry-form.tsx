'use client'

import { GENERAL_FORM_FAILED } from '@/domain/form-states'
import type { EnquiryRules } from '@/domain/lead-forms'

import { CaptchaNote, FormAlert, SubmitButton } from './form-controls'
import { ContactFields, EnquiryFields, FIELD_LABELS, type Choice } from './lead-fields'
import { useLeadForm } from './use-lead-form'
import { useLabels } from '../locale-context'

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
  const labels = useLabels()
  const { base, form, lead, complete } = useLeadForm(
    'enquiry',
    rules,
    {
      name: '',
      email: '',
      phone: '',
      message,
      Rego: '',
      opt_in: true,
      terms: false,
      category: rules.categorySelect ? 'General Enquiry' : undefined,
      location: location && rules.locations.includes(location) ? location : '',
      dealership_slug: '',
    },
    { site, captcha },
  )
  const {
    formState: { errors, submitCount },
    handleSubmit,
  } = form
  const onSubmit = handleSubmit(async (values) => {
    // The category as the shopper chose it: a Careers Enquiry is mapped by the server, and counted apart by the event.
    const category = form.getValues('category') as string | undefined
    const json = await lead.send({ ...values, category })
    if (typeof json?.lead_id === 'number') complete(json.lead_id, { category })
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
      <EnquiryFields form={form} base={base} rules={rules} locations={locations} dealerships={dealerships} />
      <ContactFields form={form} base={base} requireTerms={rules.requireTerms} />
      <CaptchaNote enabled={captcha} />
      <SubmitButton busy={lead.busy}>{labels.sendEnquiry}</SubmitButton>
    </form>
  )
}
