'use client'

import { useRef, useState } from 'react'

import { LEAD_SUBMIT_FAILED, type EnquiryInput, type EnquiryRules } from '@/domain/lead-forms'

import { CaptchaNote, described, Field, FormAlert, SubmitButton } from './form-controls'
import { carChoices, ContactFields, EnquiryFields, FIELD_LABELS, type Choice } from './lead-fields'
import { useLeadForm } from './use-lead-form'
import type { LeadCar } from './use-lead-submit'
import { fill } from '@/domain/label-fill'
import { useLabels } from '../locale-context'
import { Input } from '../ui/controls'

/**
 * The multi-step enquiry form about one car (spec 4): step 1 the enquiry, step 2 the shopper's details;
 * Next checks the step's fields, the last step submits. On success the analytics event, the car kept for
 * /success, then /success; on failure the server's error or 'An unexpected error occured'.
 */
export function EnquiryForm({
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
  const [step, setStep] = useState(0)
  const { base, form, lead, complete } = useLeadForm(
    'enquiry',
    rules,
    {
      name: '',
      email: '',
      phone: '',
      message: '',
      Rego: '',
      opt_in: true,
      terms: false,
      category: rules.categorySelect ? 'General Enquiry' : undefined,
      ...carChoices(rules, car),
    },
    { site, captcha, failed: LEAD_SUBMIT_FAILED },
  )
  const {
    register,
    formState: { errors, isSubmitting },
    trigger,
    setFocus,
    handleSubmit,
  } = form
  const [stepError, setStepError] = useState(false)
  const err = (name: keyof EnquiryInput) => errors[name]?.message
  const stepOne: Array<keyof EnquiryInput> = ['category', 'location', 'dealership_slug', 'message', 'Rego']
  const heading = useRef<HTMLHeadingElement>(null)
  const labels = useLabels()

  const next = async () => {
    const ok = await trigger(stepOne)
    setStepError(!ok)
    if (!ok) {
      const first = stepOne.find((name) => form.getFieldState(name).invalid)
      if (first) setFocus(first)
      return
    }
    setStep(1)
    requestAnimationFrame(() => heading.current?.focus())
  }
  const onSubmit = handleSubmit(
    async (values) => {
      const json = await lead.send({ car_id: car.id, ...values })
      if (typeof json?.lead_id === 'number')
        complete(json.lead_id, { car, category: form.getValues('category') as string | undefined })
    },
    () => setStepError(true),
  )

  return (
    <form
      className="lead-form"
      noValidate
      onSubmit={onSubmit}
      onFocus={lead.startCaptcha}
      aria-labelledby={`${base}-title`}
    >
      <h3 id={`${base}-title`} ref={heading} tabIndex={-1}>
        {step === 0 ? labels.yourEnquiry : labels.yourDetails}{' '}
        <span className="muted">{fill(labels.stepOf, { step: step + 1, steps: 2 })}</span>
      </h3>
      <FormAlert errors={errors} state={lead.state} labels={FIELD_LABELS} showFieldErrors={stepError} />
      <div hidden={step !== 0} className="lead-step">
        <EnquiryFields form={form} base={base} rules={rules} locations={locations} dealerships={dealerships} />
        <Field id={`${base}-rego`} label={labels.yourCarsRego} hint="For a trade-in valuation." error={err('Rego')}>
          <Input
            {...register('Rego')}
            {...described(`${base}-rego`, err('Rego'), true)}
            maxLength={12}
            autoComplete="off"
          />
        </Field>
        <button type="button" className="button" onClick={next}>
          {labels.next}
        </button>
      </div>
      <div hidden={step !== 1} className="lead-step">
        <ContactFields form={form} base={base} requireTerms={rules.requireTerms} />
        <CaptchaNote enabled={captcha} />
        <div className="lead-actions">
          <button type="button" className="button-secondary" onClick={() => setStep(0)}>
            {labels.back}
          </button>{' '}
          <SubmitButton busy={isSubmitting}>{labels.sendEnquiry}</SubmitButton>
        </div>
      </div>
    </form>
  )
}
