'use client'

import { useWatch } from 'react-hook-form'

import { LEAD_SUBMIT_FAILED, TEST_DRIVE_DAYS_AHEAD, testDriveHours, type TestDriveRules } from '@/domain/lead-forms'

import { CaptchaNote, FormAlert, SubmitButton } from './form-controls'
import {
  carChoices,
  ChoiceFields,
  ContactFields,
  FIELD_LABELS,
  PreferredDateTimeFields,
  type Choice,
  MessageField,
} from './lead-fields'
import { useLabels } from '../locale-context'

import { useLeadForm } from './use-lead-form'
import type { LeadCar } from './use-lead-submit'
import { FieldRow } from '../ui/form'

/** The test-drive booking (spec 5): date optional, times offered within opening hours, then the shopper's details. */
export function TestDriveForm({
  site,
  car,
  rules,
  locations,
  dealerships,
  captcha,
}: {
  site: string
  car: LeadCar
  rules: TestDriveRules
  locations: Choice[]
  dealerships: string[]
  captcha: boolean
}) {
  const { base, form, lead, complete } = useLeadForm(
    'test-drive',
    rules,
    {
      name: '',
      email: '',
      phone: '',
      message: '',
      date: '',
      time: '',
      opt_in: true,
      terms: false,
      ...carChoices(rules, car),
    },
    { site, captcha, failed: LEAD_SUBMIT_FAILED },
  )
  const {
    control,
    formState: { errors, isSubmitting, submitCount },
    handleSubmit,
  } = form
  const location = String(useWatch({ control, name: 'location' }) ?? '')
  const labels = useLabels()
  const onSubmit = handleSubmit(async (values) => {
    const json = await lead.send({ car_id: car.id, ...values })
    if (typeof json?.lead_id === 'number') complete(json.lead_id, { car })
  })
  return (
    <form className="lead-form" noValidate onSubmit={onSubmit} onFocus={lead.startCaptcha}>
      <FormAlert errors={errors} state={lead.state} labels={FIELD_LABELS} showFieldErrors={submitCount > 0} />
      <ChoiceFields form={form} base={base} rules={rules} locations={locations} dealerships={dealerships} />
      <FieldRow>
        <PreferredDateTimeFields
          form={form}
          base={base}
          dateLabel={labels.preferredDateOptional}
          today={rules.today}
          daysAhead={TEST_DRIVE_DAYS_AHEAD}
          hours={testDriveHours(rules, location)}
        />
      </FieldRow>
      <ContactFields form={form} base={base} requireTerms={rules.requireTerms} />
      <MessageField form={form} base={base} label={labels.messageOptional} />
      <CaptchaNote enabled={captcha} />
      <SubmitButton busy={isSubmitting}>{labels.testDriveSend}</SubmitButton>
    </form>
  )
}
