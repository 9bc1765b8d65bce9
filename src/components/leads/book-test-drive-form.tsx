'use client'

import { useWatch } from 'react-hook-form'

import {
  LEAD_SUBMIT_FAILED,
  TEST_DRIVE_DAYS_AHEAD,
  testDriveHours,
  type TestDriveInput,
  type TestDriveRules,
} from '@/domain/lead-forms'

import { CaptchaNote, described, Field, FormAlert, SubmitButton } from './form-controls'
import {
  ChoiceFields,
  ContactFields,
  FIELD_LABELS,
  PreferredDateTimeFields,
  type Choice,
  MessageField,
} from './lead-fields'
import { useLeadForm } from './use-lead-form'
import { Input, Select } from '../ui/controls'
import { FieldRow } from '../ui/form'

export type BookTestDriveLabels = {
  what: string
  car: string
  chooseModel: string
  location: string
  date: string
  message: string
  send: string
}

/**
 * /book-test-drive's form: the car the shopper came from (`car`), else a model of the site; the location
 * (a select where the site has several), a date and a time the chosen location's opening hours offer, then
 * the shopper's details. A Test Drive lead, then /success.
 */
export function BookTestDriveForm({
  site,
  car,
  models,
  rules,
  locations,
  dealerships,
  captcha,
  labels,
}: {
  site: string
  car: { id: number; title: string } | null
  models: string[]
  rules: TestDriveRules
  locations: Choice[]
  dealerships: string[]
  captcha: boolean
  labels: BookTestDriveLabels
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
      model: '',
      car_id: car?.id,
      location: rules.locations.length === 1 ? rules.locations[0] : '',
      dealership_slug: '',
      opt_in: true,
      terms: false,
    },
    { site, captcha, failed: LEAD_SUBMIT_FAILED },
  )
  const {
    register,
    control,
    formState: { errors, isSubmitting, submitCount },
    handleSubmit,
  } = form
  const err = (name: keyof TestDriveInput) => errors[name]?.message
  const location = String(useWatch({ control, name: 'location' }) ?? '')
  const onSubmit = handleSubmit(async (values) => {
    const json = await lead.send({ ...values, car_id: car?.id })
    if (typeof json?.lead_id === 'number') complete(json.lead_id, { category: 'Test Drive' })
  })
  const single = locations.length === 1 ? locations[0] : undefined
  return (
    <form className="lead-form" noValidate onSubmit={onSubmit} onFocus={lead.startCaptcha}>
      <FormAlert
        errors={errors}
        state={lead.state}
        labels={{ ...FIELD_LABELS, model: labels.what }}
        showFieldErrors={submitCount > 0}
      />
      {car ? (
        <p className="test-drive-car">
          {labels.car}: <strong>{car.title}</strong>
        </p>
      ) : models.length > 0 ? (
        <Field id={`${base}-model`} label={labels.what} error={err('model')}>
          <Select {...register('model')} {...described(`${base}-model`, err('model'))}>
            <option value="">{labels.chooseModel}</option>
            {models.map((model) => (
              <option key={model} value={model}>
                {model}
              </option>
            ))}
          </Select>
        </Field>
      ) : (
        <Field id={`${base}-model`} label={labels.what} error={err('model')}>
          <Input {...register('model')} {...described(`${base}-model`, err('model'))} maxLength={100} />
        </Field>
      )}
      {single && (
        <p className="test-drive-location">
          {labels.location}: <strong>{single.name}</strong>
        </p>
      )}
      <ChoiceFields form={form} base={base} rules={rules} locations={locations} dealerships={dealerships} />
      <FieldRow>
        <PreferredDateTimeFields
          form={form}
          base={base}
          dateLabel={labels.date}
          today={rules.today}
          daysAhead={TEST_DRIVE_DAYS_AHEAD}
          hours={testDriveHours(rules, location)}
        />
      </FieldRow>
      <ContactFields form={form} base={base} requireTerms={rules.requireTerms} />
      <MessageField form={form} base={base} label={labels.message} />
      <CaptchaNote enabled={captcha} />
      <SubmitButton busy={isSubmitting}>{labels.send}</SubmitButton>
    </form>
  )
}
