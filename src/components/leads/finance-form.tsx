'use client'

import { CAR_TYPES, FINANCE_FORM_ANCHOR, type FinanceInput } from '@/domain/finance-form'
import type { EnquiryRules } from '@/domain/lead-forms'

import { CaptchaNote, described, Field, FormAlert, SubmitButton } from './form-controls'
import { ChoiceFields, ContactFields, FIELD_LABELS, type Choice, MessageField } from './lead-fields'
import { useLeadForm } from './use-lead-form'
import type { LeadCar } from './use-lead-submit'
import { useLabels } from '../locale-context'
import { Input, Select } from '../ui/controls'

/** The car types' words in the catalogue. */
const CAR_TYPE_LABEL = { new: 'carTypeNew', used: 'carTypeUsed', demo: 'carTypeDemo' } as const

export type FinanceDefaults = {
  name?: string
  email?: string
  phone?: string
  location?: string
  vehiclePriceBudget?: number
  car_type?: (typeof CAR_TYPES)[number]
}

const LABELS = {
  ...FIELD_LABELS,
  location: 'Preferred dealership',
  vehiclePriceBudget: 'Vehicle budget',
  car_type: 'Car type',
}

/**
 * The finance enquiry (spec 2.1): the shopper's details, preferred dealership, vehicle budget and car type,
 * prefilled from the link; posts a Finance Enquiry lead (with the car when the link named one).
 */
export function FinanceForm({
  site,
  car,
  rules,
  locations,
  dealerships,
  captcha,
  defaults,
  subcategory,
}: {
  site: string
  car: LeadCar | null
  rules: EnquiryRules
  locations: Choice[]
  dealerships: string[]
  captcha: boolean
  defaults: FinanceDefaults
  subcategory?: string
}) {
  const labels = useLabels()
  const { base, form, lead, complete } = useLeadForm(
    'finance',
    rules,
    {
      name: defaults.name ?? '',
      email: defaults.email ?? '',
      phone: defaults.phone ?? '',
      message: '',
      opt_in: true,
      terms: false,
      location: defaults.location ?? '',
      dealership_slug:
        car?.dealership_slug && rules.dealerships.includes(car.dealership_slug) ? car.dealership_slug : '',
      vehiclePriceBudget: defaults.vehiclePriceBudget === undefined ? '' : String(defaults.vehiclePriceBudget),
      car_type: defaults.car_type ?? '',
    },
    { site, captcha },
  )
  const {
    register,
    formState: { errors, isSubmitting, submitCount },
    handleSubmit,
  } = form
  const err = (name: keyof FinanceInput) => errors[name]?.message
  const onSubmit = handleSubmit(async (values) => {
    const json = await lead.send({
      ...(car ? { car_id: car.id } : {}),
      ...(subcategory ? { subcategory } : {}),
      ...values,
    })
    if (typeof json?.lead_id === 'number') complete(json.lead_id, { car, category: values.category })
  })
  return (
    <form
      id={FINANCE_FORM_ANCHOR}
      className="lead-form"
      noValidate
      onSubmit={onSubmit}
      onFocus={lead.startCaptcha}
      aria-labelledby={`${base}-title`}
    >
      <h2 id={`${base}-title`}>{labels.yourFinanceEnquiry}</h2>
      <FormAlert errors={errors} state={lead.state} labels={LABELS} showFieldErrors={submitCount > 0} />
      <ContactFields form={form} base={base} requireTerms={rules.requireTerms} />
      {locations.length > 1 && (
        <Field id={`${base}-location`} label={labels.preferredDealership} error={err('location')}>
          <Select {...register('location')} {...described(`${base}-location`, err('location'))}>
            <option value="">{labels.chooseDealership}</option>
            {locations.map((location) => (
              <option key={location.slug} value={location.slug}>
                {location.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <ChoiceFields
        form={form}
        base={base}
        rules={{ ...rules, locations: [] }}
        locations={[]}
        dealerships={dealerships}
      />
      <Field id={`${base}-budget`} label={labels.vehicleBudgetOptional} error={err('vehiclePriceBudget')}>
        <Input
          {...register('vehiclePriceBudget')}
          {...described(`${base}-budget`, err('vehiclePriceBudget'))}
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
        />
      </Field>
      <Field id={`${base}-car-type`} label={labels.carTypeOptional} error={err('car_type')}>
        <Select {...register('car_type')} {...described(`${base}-car-type`, err('car_type'))}>
          <option value="">{labels.any}</option>
          {CAR_TYPES.map((type) => (
            <option key={type} value={type}>
              {labels[CAR_TYPE_LABEL[type]]}
            </option>
          ))}
        </Select>
      </Field>
      <MessageField form={form} base={base} label={labels.anythingElseOptional} />
      <CaptchaNote enabled={captcha} />
      <SubmitButton busy={isSubmitting}>{labels.sendFinanceEnquiry}</SubmitButton>
    </form>
  )
}
