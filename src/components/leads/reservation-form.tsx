'use client'

import { fill } from '@/domain/label-fill'
import type { ReservationInput } from '@/domain/reservations'

import { CaptchaNote, CheckboxField, described, FormAlert, SubmitButton } from './form-controls'
import { FIELD_LABELS, MessageField, PersonFields } from './lead-fields'
import { useLabels } from '../locale-context'

import { useLeadForm } from './use-lead-form'
import { Checkbox } from '../ui/controls'

const LABELS = { ...FIELD_LABELS, accept: 'Deposit terms' }

/**
 * The checkout form: the shopper's details (prefilled when signed in) and the deposit terms ticked. On
 * success the shopper goes to the payment page when the deposit is paid online, else to the confirmation.
 */
export function ReservationForm({
  carId,
  depositText,
  defaults,
  captcha,
}: {
  carId: number
  depositText: string
  defaults: { name?: string; email?: string; phone?: string }
  captcha: boolean
}) {
  const {
    base,
    form,
    lead: reservation,
    router,
  } = useLeadForm(
    'reservation',
    undefined,
    {
      name: defaults.name ?? '',
      email: defaults.email ?? '',
      phone: defaults.phone ?? '',
      message: '',
      accept: false as unknown as true,
    },
    { captcha },
  )
  const {
    register,
    formState: { errors, isSubmitting, submitCount },
    handleSubmit,
  } = form
  const err = (name: keyof ReservationInput) => errors[name]?.message
  const labels = useLabels()
  const onSubmit = handleSubmit(async (values) => {
    const json = await reservation.send({ car_id: carId, ...values })
    if (!json) return
    if (typeof json.redirect === 'string' && /^https:\/\//.test(json.redirect)) window.location.assign(json.redirect)
    else if (typeof json.confirmation === 'string') router.push(json.confirmation)
  })
  return (
    <form
      className="lead-form"
      noValidate
      onSubmit={onSubmit}
      onFocus={reservation.startCaptcha}
      aria-labelledby={`${base}-title`}
    >
      <h2 id={`${base}-title`}>{labels.yourDetails}</h2>
      <FormAlert errors={errors} state={reservation.state} labels={LABELS} showFieldErrors={submitCount > 0} />
      <PersonFields form={form} base={base} />
      <MessageField form={form} base={base} label={labels.messageOptional} maxLength={1000} />
      <CheckboxField
        id={`${base}-accept`}
        label={fill(labels.reservationTerms, { amount: depositText })}
        error={err('accept')}
      >
        <Checkbox {...register('accept')} {...described(`${base}-accept`, err('accept'))} />
      </CheckboxField>
      <CaptchaNote enabled={captcha} />
      <SubmitButton busy={isSubmitting}>{labels.reserveThisCar}</SubmitButton>
    </form>
  )
}
