'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import { numberFormat } from '@/domain/intl'
import { fill } from '@/domain/label-fill'
import { carTitle } from '@/domain/car-title'
import { GENERAL_FORM_FAILED } from '@/domain/form-states'
import {
  ADJUSTMENT_QUESTIONS,
  adjustmentAnswersSchema,
  PREFERRED_CONTACT_METHODS,
  TRADE_IN_ESTIMATE_MAX_AGE_YEARS,
  TRADE_IN_MESSAGES,
  tradeInVehicleSchema,
  UNDER_FINANCE_QUESTION,
  YES_NO,
  type AdjustmentAnswers,
  type TradeInVehicleInput,
  type TradeInVehicleValues,
} from '@/domain/trade-in'
import type { Valuation } from '@/domain/valuation'

import { CaptchaNote, described, Field, FormAlert, RadioGroup, SubmitButton } from '../leads/form-controls'
import { ContactFields } from '../leads/lead-fields'
import { useLeadForm } from '../leads/use-lead-form'
import { completeLead, isSuccessPath, useLeadSubmit } from '../leads/use-lead-submit'
import { fillNodes } from '../fill-nodes'
import { useLabels, useMessage } from '../locale-context'
import { Input, Radio, Select } from '../ui/controls'
import { Choice } from '../ui/form'

export type TradeInWizardProps = {
  site: string
  carId: number | null
  captcha: boolean
  requireTerms: boolean
  states: string[]
  makes: string[]
  currentYear: number
  distanceUnit: 'km' | 'mi'
  locale: string
  currency: string
}

/** The steps' names in the catalogue. */
const STEPS = ['tradeInStepDetails', 'tradeInStepCar', 'tradeInStepCondition', 'tradeInStepEstimate'] as const
const LABELS: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  preferred_contact: 'Preferred contact method',
  under_finance: UNDER_FINANCE_QUESTION,
  terms: 'Terms of use',
  rego: 'Rego',
  rego_state: 'State',
  make: 'Make',
  model: 'Model',
  year: 'Year',
  km: 'Odometer',
  ...Object.fromEntries(ADJUSTMENT_QUESTIONS.map((q) => [q.name, q.question])),
}

/** The stored lead the later steps continue: its id, its key, and its success page (saying what was accepted). */
type Lead = { id: number; token: string; success: string }
type Shown = Valuation & { message?: string }

/**
 * The trade-in / sell-my-car wizard (spec 2.7, 4): lead capture (stored at once, so the dealer has the lead
 * even if the shopper stops here), the car with the rego lookup, the adjustment answers, then the online
 * estimate (or why there is none) and the offer acceptance. Each step is stored on the lead.
 */
export function TradeInWizard(props: TradeInWizardProps) {
  const [step, setStep] = useState(0)
  const [lead, setLead] = useState<Lead | null>(null)
  const [valuation, setValuation] = useState<Shown | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const base = useId().replace(/:/g, '')
  const labels = useLabels()
  const go = (next: number) => {
    setStep(next)
    requestAnimationFrame(() => heading.current?.focus())
  }
  return (
    <section className="trade-in-wizard" aria-labelledby={`${base}-title`}>
      <ol className="step-chips">
        {STEPS.map((name, i) => (
          <li key={name} aria-current={i === step ? 'step' : undefined} className={i < step ? 'done' : undefined}>
            {labels[name]}
          </li>
        ))}
      </ol>
      <h2 id={`${base}-title`} ref={heading} tabIndex={-1}>
        {labels[STEPS[step]!]}{' '}
        <span className="muted">{fill(labels.stepOf, { step: step + 1, steps: STEPS.length })}</span>
      </h2>
      {step === 0 && <ContactStep {...props} onDone={(l) => (setLead(l), go(1))} />}
      {step === 1 && lead && <CarStep {...props} lead={lead} onDone={() => go(2)} />}
      {step === 2 && lead && (
        <ConditionStep lead={lead} onBack={() => go(1)} onDone={(v) => (setValuation(v), go(3))} />
      )}
      {step === 3 && lead && valuation && <OfferStep {...props} lead={lead} valuation={valuation} />}
    </section>
  )
}

function ContactStep({ carId, captcha, requireTerms, onDone }: TradeInWizardProps & { onDone: (lead: Lead) => void }) {
  const labels = useLabels()
  const {
    base,
    form,
    lead: { state, send, busy, startCaptcha },
  } = useLeadForm(
    'trade-in',
    { requireTerms },
    { name: '', email: '', phone: '', opt_in: true, terms: false },
    { captcha },
  )
  const {
    register,
    formState: { errors, submitCount },
    handleSubmit,
  } = form
  const onSubmit = handleSubmit(async (values) => {
    const json = await send({ ...(carId ? { car_id: carId } : {}), ...values })
    if (json && typeof json.lead_id === 'number' && typeof json.token === 'string')
      onDone({ id: json.lead_id, token: json.token, success: isSuccessPath(json.success) ? json.success : '/success' })
  })
  return (
    <form className="lead-form" noValidate onSubmit={onSubmit} onFocus={startCaptcha}>
      <FormAlert
        errors={errors}
        state={state}
        labels={LABELS}
        showFieldErrors={submitCount > 0}
        failureHeading={GENERAL_FORM_FAILED}
      />
      <ContactFields form={form} base={base} requireTerms={requireTerms} />
      <RadioGroup
        id={`${base}-contact`}
        legend="Preferred contact method"
        options={PREFERRED_CONTACT_METHODS}
        error={errors.preferred_contact?.message}
      >
        {(method) => (
          <Choice key={method}>
            <Radio value={method} {...register('preferred_contact')} /> {method}
          </Choice>
        )}
      </RadioGroup>
      <RadioGroup
        id={`${base}-finance`}
        legend={UNDER_FINANCE_QUESTION}
        options={YES_NO}
        error={errors.under_finance?.message}
      >
        {(answer) => (
          <Choice key={answer}>
            <Radio value={answer} {...register('under_finance')} /> {answer}
          </Choice>
        )}
      </RadioGroup>
      <CaptchaNote enabled={captcha} />
      <SubmitButton busy={busy}>{labels.next}</SubmitButton>
    </form>
  )
}

function CarStep({
  lead,
  states,
  makes,
  currentYear,
  onDone,
}: TradeInWizardProps & { lead: Lead; onDone: () => void }) {
  const base = useId().replace(/:/g, '')
  const labels = useLabels()
  const form = useForm<TradeInVehicleInput, unknown, TradeInVehicleValues>({
    resolver: zodResolver(tradeInVehicleSchema({ currentYear, states })),
    defaultValues: {
      rego: '',
      rego_state: '',
      make: '',
      model: '',
      year: '',
      km: '',
    } as unknown as TradeInVehicleInput,
    shouldFocusError: true,
  })
  const { state, post, busy } = useLeadSubmit(form, 'trade-in')
  const [lookup, setLookup] = useState<{ busy: boolean; text: string | null }>({ busy: false, text: null })
  const {
    register,
    formState: { errors, submitCount },
    handleSubmit,
    getValues,
    setValue,
    setError,
    clearErrors,
  } = form
  const err = (name: keyof TradeInVehicleInput) => errors[name]?.message

  const lookUp = async () => {
    clearErrors(['rego', 'rego_state'])
    const { rego, rego_state } = getValues()
    if (!String(rego ?? '').trim())
      return setError('rego', { type: 'lookup', message: TRADE_IN_MESSAGES.rego }, { shouldFocus: true })
    if (states.length > 0 && !rego_state)
      return setError('rego_state', { type: 'lookup', message: TRADE_IN_MESSAGES.regoState }, { shouldFocus: true })
    setLookup({ busy: true, text: null })
    const json = await post('/api/leads/trade-in', {
      lead_id: lead.id,
      token: lead.token,
      step: 'rego',
      rego,
      state: rego_state,
    })
    const found = json?.vehicle as
      { make: string; model: string; year: number | null; km: number | null } | null | undefined
    if (found) {
      setValue('make', found.make)
      setValue('model', found.model)
      if (found.year) setValue('year', String(found.year) as unknown as number)
      setLookup({ busy: false, text: `We found a ${carTitle(found)}. Check the details below.` })
    } else
      setLookup({
        busy: false,
        text: json ? labels.regoNotFound : null,
      })
  }
  const onSubmit = handleSubmit(async (values) => {
    if (await post('/api/leads/trade-in', { lead_id: lead.id, token: lead.token, step: 'vehicle', ...values })) onDone()
  })
  return (
    <form className="lead-form" noValidate onSubmit={onSubmit}>
      <FormAlert
        errors={errors}
        state={state}
        labels={LABELS}
        showFieldErrors={submitCount > 0}
        failureHeading={GENERAL_FORM_FAILED}
      />
      <div className="rego-lookup">
        <Field id={`${base}-rego`} label={labels.regoOptional} error={err('rego')}>
          <Input
            {...register('rego')}
            {...described(`${base}-rego`, err('rego'))}
            maxLength={12}
            autoComplete="off"
            autoCapitalize="characters"
          />
        </Field>
        {states.length > 0 && (
          <Field id={`${base}-state`} label={labels.regoState} error={err('rego_state')}>
            <Select {...register('rego_state')} {...described(`${base}-state`, err('rego_state'))}>
              <option value="">{labels.chooseState}</option>
              {states.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <button
          type="button"
          className="button-secondary"
          onClick={lookUp}
          disabled={lookup.busy}
          aria-busy={lookup.busy}
        >
          {lookup.busy ? labels.lookingUp : labels.lookUpRego}
        </button>
      </div>
      <p className="muted" role="status">
        {lookup.text}
      </p>
      <Field id={`${base}-make`} label={labels.make} error={err('make')}>
        <Input
          {...register('make')}
          {...described(`${base}-make`, err('make'))}
          list={`${base}-makes`}
          autoComplete="off"
        />
      </Field>
      <datalist id={`${base}-makes`}>
        {makes.map((make) => (
          <option key={make} value={make} />
        ))}
      </datalist>
      <Field id={`${base}-model`} label={labels.model} error={err('model')}>
        <Input {...register('model')} {...described(`${base}-model`, err('model'))} autoComplete="off" />
      </Field>
      <Field
        id={`${base}-year`}
        label={labels.year}
        hint={fill(labels.tradeInYearHint, { years: TRADE_IN_ESTIMATE_MAX_AGE_YEARS })}
        error={err('year')}
      >
        <Input
          {...register('year')}
          {...described(`${base}-year`, err('year'), true)}
          inputMode="numeric"
          maxLength={4}
          autoComplete="off"
        />
      </Field>
      <Field id={`${base}-km`} label={labels.odometerWithUnit} error={err('km')}>
        <Input
          {...register('km')}
          {...described(`${base}-km`, err('km'))}
          inputMode="numeric"
          maxLength={9}
          autoComplete="off"
        />
      </Field>
      <SubmitButton busy={busy && !lookup.busy}>{labels.next}</SubmitButton>
    </form>
  )
}

function ConditionStep({
  lead,
  onBack,
  onDone,
}: {
  lead: Lead
  onBack: () => void
  onDone: (valuation: Shown) => void
}) {
  const base = useId().replace(/:/g, '')
  const labels = useLabels()
  const form = useForm<AdjustmentAnswers>({
    resolver: zodResolver(adjustmentAnswersSchema) as never,
    shouldFocusError: true,
  })
  const { state, post, busy } = useLeadSubmit(form, 'trade-in')
  const {
    register,
    formState: { errors, submitCount },
    handleSubmit,
  } = form
  const onSubmit = handleSubmit(async (answers) => {
    const json = await post('/api/leads/trade-in', { lead_id: lead.id, token: lead.token, step: 'valuation', answers })
    if (json?.valuation) onDone(json.valuation as Shown)
  })
  return (
    <form className="lead-form" noValidate onSubmit={onSubmit}>
      <FormAlert
        errors={errors}
        state={state}
        labels={LABELS}
        showFieldErrors={submitCount > 0}
        failureHeading={GENERAL_FORM_FAILED}
      />
      {ADJUSTMENT_QUESTIONS.map((q) => (
        <RadioGroup
          key={q.name}
          id={`${base}-${q.name}`}
          legend={q.question}
          options={q.answers.map(([answer]) => answer)}
          error={errors[q.name as keyof AdjustmentAnswers]?.message}
        >
          {(answer) => (
            <Choice key={answer}>
              <Radio value={answer} {...register(q.name as keyof AdjustmentAnswers)} /> {answer}
            </Choice>
          )}
        </RadioGroup>
      ))}
      <div className="lead-actions">
        <button type="button" className="button-secondary" onClick={onBack}>
          {labels.back}
        </button>{' '}
        <SubmitButton busy={busy}>{labels.getMyEstimate}</SubmitButton>
      </div>
    </form>
  )
}

function OfferStep({ site, lead, valuation, locale, currency }: TradeInWizardProps & { lead: Lead; valuation: Shown }) {
  const router = useRouter()
  const form = useForm()
  const { state, post, busy } = useLeadSubmit(form, 'trade-in')
  const [choice, setChoice] = useState<'accept' | 'finish' | null>(null)
  const labels = useLabels()
  const message = useMessage()
  const money = numberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 })
  const send = async (step: 'accept' | 'finish') => {
    setChoice(step)
    if (await post('/api/leads/trade-in', { lead_id: lead.id, token: lead.token, step })) {
      completeLead(site, 'trade-in', lead.id, { category: 'Trade-in Enquiry' }, router.push, lead.success)
    }
  }
  return (
    <div className="lead-form trade-in-offer">
      <FormAlert
        errors={{}}
        state={state}
        labels={LABELS}
        showFieldErrors={false}
        failureHeading={GENERAL_FORM_FAILED}
      />
      {valuation.kind === 'estimate' ? (
        <>
          <p className="trade-in-estimate">
            {fillNodes(labels.tradeInEstimateRange, {
              low: <strong>{money.format(valuation.low)}</strong>,
              high: <strong>{money.format(valuation.high)}</strong>,
            })}
          </p>
          <p className="muted">{fill(labels.tradeInComparables, { count: valuation.comparables })}</p>
          <div className="lead-actions">
            <SubmitButton
              type="button"
              onClick={() => send('accept')}
              busy={busy && choice === 'accept'}
              disabled={busy}
            >
              {labels.acceptOffer}
            </SubmitButton>{' '}
            <button type="button" className="button-secondary" onClick={() => send('finish')} disabled={busy}>
              {labels.noThanksContactMe}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="trade-in-estimate">
            <strong>{labels.noOnlineEstimate}</strong>
          </p>
          <p>{valuation.message && message(valuation.message)}</p>
          <SubmitButton type="button" onClick={() => send('finish')} busy={busy}>
            {labels.finish}
          </SubmitButton>
        </>
      )}
    </div>
  )
}
