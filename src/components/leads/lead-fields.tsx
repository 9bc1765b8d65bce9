import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'

import {
  addDays,
  SELECTABLE_CATEGORIES,
  showsDealershipSelect,
  showsLocationSelect,
  testDriveTimes,
  type EnquiryInput,
  type EnquiryRules,
  type EnquiryValues,
} from '@/domain/lead-forms'
import { spellFor } from '@/domain/locale'

import { fillNodes } from '../fill-nodes'
import { useLabels, useLocale } from '../locale-context'

import { CheckboxField, described, Field } from './form-controls'
import type { LeadCar } from './use-lead-submit'
import { Checkbox, Input, Select, Textarea } from '../ui/controls'
import { FieldRow } from '../ui/form'

export type Choice = { slug: string; name: string }

/** How the alert names each field of the lead forms. */
export const FIELD_LABELS: Record<string, string> = {
  category: 'Category',
  location: 'Location',
  dealership_slug: 'Dealership',
  message: 'Message',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  terms: 'Terms of use',
  make: 'Make',
  model: 'Model',
  year: 'Year',
  odometer: 'Odometer',
  Rego: 'Rego',
  service_type: 'Service',
  date: 'Date',
  time: 'Time',
}

/** The location and dealership a form about this car starts with: the car's own, where the site offers it. */
export const carChoices = (rules: EnquiryRules, car: Pick<LeadCar, 'location' | 'dealership_slug'>) => ({
  location: car.location && rules.locations.includes(car.location) ? car.location : '',
  dealership_slug: car.dealership_slug && rules.dealerships.includes(car.dealership_slug) ? car.dealership_slug : '',
})

const errorOf = <T extends FieldValues>(form: UseFormReturn<T>, name: string) =>
  (form.formState.errors as Record<string, { message?: string } | undefined>)[name]?.message

/** Name, email and phone: who the dealer answers (every lead form and the reservation). */
export function PersonFields<T extends FieldValues>({ form, base }: { form: UseFormReturn<T>; base: string }) {
  const err = (name: string) => errorOf(form, name)
  const reg = (name: string) => form.register(name as Path<T>)
  const labels = useLabels()
  return (
    <>
      <Field id={`${base}-name`} label={labels.name} error={err('name')}>
        <Input {...reg('name')} {...described(`${base}-name`, err('name'))} autoComplete="name" />
      </Field>
      <FieldRow>
        <Field id={`${base}-email`} label={labels.email} error={err('email')}>
          <Input {...reg('email')} {...described(`${base}-email`, err('email'))} type="email" autoComplete="email" />
        </Field>
        <Field id={`${base}-phone`} label={labels.phone} error={err('phone')}>
          <Input {...reg('phone')} {...described(`${base}-phone`, err('phone'))} type="tel" autoComplete="tel" />
        </Field>
      </FieldRow>
    </>
  )
}

/** A lead form's free-text message: a textarea with its label and error. */
export function MessageField<T extends FieldValues>({
  form,
  base,
  label,
  rows = 3,
  maxLength = 5000,
}: {
  form: UseFormReturn<T>
  base: string
  label: string
  rows?: number
  maxLength?: number
}) {
  const error = errorOf(form, 'message')
  return (
    <Field id={`${base}-message`} label={label} error={error}>
      <Textarea
        {...form.register('message' as Path<T>)}
        {...described(`${base}-message`, error)}
        rows={rows}
        maxLength={maxLength}
      />
    </Field>
  )
}

/** The person, the offers opt-in and (where the site asks for it) agreement to the terms of use. */
export function ContactFields<T extends FieldValues>({
  form,
  base,
  requireTerms,
}: {
  form: UseFormReturn<T>
  base: string
  requireTerms: boolean
}) {
  const err = (name: string) => errorOf(form, name)
  const reg = (name: string) => form.register(name as Path<T>)
  const labels = useLabels()
  return (
    <>
      <PersonFields form={form} base={base} />
      <CheckboxField id={`${base}-opt-in`} label={labels.subscribeOptIn}>
        <Checkbox {...reg('opt_in')} id={`${base}-opt-in`} />
      </CheckboxField>
      {requireTerms && (
        <CheckboxField
          id={`${base}-terms`}
          label={fillNodes(labels.agreeToTerms, {
            terms: <a href="/terms-and-conditions">{labels.termsOfUse}</a>,
          })}
          error={err('terms')}
        >
          <Checkbox {...reg('terms')} {...described(`${base}-terms`, err('terms'))} />
        </CheckboxField>
      )}
    </>
  )
}

/** The location and dealership selects, each where the site's rules show it. */
export function ChoiceFields<T extends FieldValues>({
  form,
  base,
  rules,
  locations,
  dealerships,
}: {
  form: UseFormReturn<T>
  base: string
  rules: EnquiryRules
  locations: Choice[]
  dealerships: string[]
}) {
  const err = (name: string) => errorOf(form, name)
  const labels = useLabels()
  return (
    <>
      {showsLocationSelect(rules) && (
        <Field id={`${base}-location`} label={labels.location} error={err('location')}>
          <Select {...form.register('location' as Path<T>)} {...described(`${base}-location`, err('location'))}>
            <option value="">{labels.chooseLocation}</option>
            {locations.map((location) => (
              <option key={location.slug} value={location.slug}>
                {location.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {showsDealershipSelect(rules) && (
        <Field id={`${base}-dealership`} label={labels.journeyLocation} error={err('dealership_slug')}>
          <Select
            {...form.register('dealership_slug' as Path<T>)}
            {...described(`${base}-dealership`, err('dealership_slug'))}
          >
            <option value="">{labels.chooseDealership}</option>
            {dealerships.map((slug) => (
              <option key={slug} value={slug}>
                {slug}
              </option>
            ))}
          </Select>
        </Field>
      )}
    </>
  )
}

/** An enquiry's own fields: its category (where the site lets shoppers pick one), location, dealership and message. */
export function EnquiryFields({
  form,
  base,
  rules,
  locations,
  dealerships,
}: {
  form: UseFormReturn<EnquiryInput, unknown, EnquiryValues>
  base: string
  rules: EnquiryRules
  locations: Choice[]
  dealerships: string[]
}) {
  const {
    register,
    formState: { errors },
  } = form
  const err = (name: keyof EnquiryInput) => errors[name]?.message
  const locale = useLocale()
  const labels = useLabels()
  return (
    <>
      {rules.categorySelect && (
        <Field id={`${base}-category`} label={labels.category} error={err('category')}>
          <Select {...register('category')} {...described(`${base}-category`, err('category'))}>
            {SELECTABLE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {spellFor(locale, category)}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <ChoiceFields form={form} base={base} rules={rules} locations={locations} dealerships={dealerships} />
      <MessageField
        form={form}
        base={base}
        label={rules.messageOptional ? labels.messageOptional : labels.message}
        rows={4}
      />
    </>
  )
}

/**
 * The preferred date and time pair (test drive, service booking): a date from today to `daysAhead` days on,
 * then the times the given opening hours offer that day ('We are closed that day.' when none).
 */
export function PreferredDateTimeFields<T extends FieldValues>({
  form,
  base,
  dateLabel,
  today,
  daysAhead,
  hours,
}: {
  form: UseFormReturn<T>
  base: string
  dateLabel: string
  today: string
  daysAhead: number
  hours: Parameters<typeof testDriveTimes>[1]
}) {
  const err = (name: string) => errorOf(form, name)
  const date = String(useWatch({ control: form.control, name: 'date' as Path<T> }) ?? '')
  const times = date ? testDriveTimes(date, hours) : []
  const closed = Boolean(date && times.length === 0)
  const labels = useLabels()
  return (
    <>
      <Field id={`${base}-date`} label={dateLabel} error={err('date')}>
        <Input
          {...form.register('date' as Path<T>)}
          {...described(`${base}-date`, err('date'))}
          type="date"
          min={today}
          max={addDays(today, daysAhead)}
        />
      </Field>
      <Field
        id={`${base}-time`}
        label={labels.preferredTimeOptional}
        hint={closed ? labels.closedThatDay : undefined}
        error={err('time')}
      >
        <Select
          {...form.register('time' as Path<T>)}
          {...described(`${base}-time`, err('time'), closed)}
          disabled={!date || times.length === 0}
        >
          <option value="">{date ? labels.anyTime : labels.chooseDateFirst}</option>
          {times.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </Select>
      </Field>
    </>
  )
}
