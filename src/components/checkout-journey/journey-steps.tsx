'use client'

import { useState, type FormEvent, type ReactNode } from 'react'

import {
  completedSteps,
  JOURNEY_STEPS,
  stepLabel,
  type JourneyPosition,
  type JourneyState,
  type JourneyStep,
  type JourneySummaryRow,
} from '@/domain/checkout-journey-basics'
import type { Labels } from '@/domain/labels'
import { ADJUSTMENT_QUESTIONS } from '@/domain/trade-in-basics'

import { CaptchaNote, CheckboxField, described, Field, SubmitButton } from '../leads/form-controls'
import { useProofOfWork } from '../leads/use-proof-of-work'
import { Checkbox, Input, Radio, Select } from '../ui/controls'
import { Choice } from '../ui/form'

export type JourneyStepsProps = {
  carSlug: string
  carHref: string
  labels: Labels
  initial: { state: JourneyState; position: JourneyPosition; summary: JourneySummaryRow[]; reservation: string | null }
  pickupLocations: Array<{ id: number; name: string }>
  /** The weekly estimate, formatted ('$123'), or null when the car shows no finance estimate. */
  weeklyText: string | null
  depositText: string
  postcodeLabel: string
  postcodeMaxLength: number
  odometerLabel: string
  thanksText: string
  captcha: boolean
  /** The signed-in shopper's details, for the first step. */
  contactDefaults: { name: string; email: string; phone: string }
}

type Reply = {
  position?: JourneyPosition
  state?: JourneyState
  summary?: JourneySummaryRow[]
  reservation?: string | null
  redirect?: string | null
  error?: string
  fields?: Record<string, string>
}

/**
 * The Online Purchase steps: a progress list, the step being filled in (each saved on the server as the
 * shopper continues, so they can come back), the summary so far, then the confirmation.
 */
export function JourneySteps(props: JourneyStepsProps) {
  const { labels } = props
  const [state, setState] = useState(props.initial.state)
  const [position, setPosition] = useState<JourneyPosition>(props.initial.position)
  const [summary, setSummary] = useState(props.initial.summary)
  const [reservation, setReservation] = useState(props.initial.reservation)
  const [error, setError] = useState<string | null>(null)
  const [fields, setFields] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [tradeIn, setTradeIn] = useState<'yes' | 'no'>(state.tradeIn?.has ? 'yes' : 'no')
  const [method, setMethod] = useState<'pickup' | 'delivery'>(state.delivery?.method ?? 'pickup')
  const captcha = useProofOfWork(props.captcha && !state.car, 'reservation')
  const done = completedSteps(state)

  const send = async (step: JourneyStep, values: Record<string, unknown>) => {
    setBusy(true)
    setError(null)
    setFields({})
    try {
      const solution = step === 'car' ? await captcha.take() : undefined
      const res = await fetch('/api/checkout-journey', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ car_id: props.carSlug, step, values, ...(solution ? { captcha: solution } : {}) }),
      })
      const json = (await res.json().catch(() => ({}))) as Reply
      if (!res.ok) {
        setError(json.error ?? labels.journeyErrorOrder)
        setFields(json.fields ?? {})
        return
      }
      if (typeof json.redirect === 'string' && /^https:\/\//.test(json.redirect)) {
        window.location.assign(json.redirect)
        return
      }
      if (json.state) setState(json.state)
      if (json.position) setPosition(json.position)
      if (json.summary) setSummary(json.summary)
      setReservation(json.reservation ?? null)
      window.scrollTo({ top: 0 })
    } catch {
      setError(labels.journeyErrorOrder)
    } finally {
      setBusy(false)
    }
  }
  const submit = (step: JourneyStep) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const values: Record<string, unknown> = {}
    for (const [name, value] of data) {
      if (name.startsWith('answers.')) {
        values.answers = { ...(values.answers as object), [name.slice(8)]: value }
      } else values[name] = value === 'on' ? true : value
    }
    void send(step, values)
  }
  const err = (name: string) => fields[name]
  const id = (name: string) => `journey-${name}`

  const forms: Record<JourneyStep, ReactNode> = {
    car: (
      <>
        <Field id={id('name')} label={labels.journeyName} error={err('name')}>
          <Input
            name="name"
            autoComplete="name"
            defaultValue={state.car?.name ?? props.contactDefaults.name}
            {...described(id('name'), err('name'))}
          />
        </Field>
        <Field id={id('email')} label={labels.journeyEmail} error={err('email')}>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={state.car?.email ?? props.contactDefaults.email}
            {...described(id('email'), err('email'))}
          />
        </Field>
        <Field id={id('phone')} label={labels.journeyPhone} error={err('phone')}>
          <Input
            name="phone"
            type="tel"
            autoComplete="tel"
            defaultValue={state.car?.phone ?? props.contactDefaults.phone}
            {...described(id('phone'), err('phone'))}
          />
        </Field>
        <CaptchaNote enabled={props.captcha && !state.car} />
      </>
    ),
    'trade-in': (
      <>
        <fieldset className="radio-group">
          <legend>{labels.journeyStepTradeIn}</legend>
          <div className="radio-options">
            {(['no', 'yes'] as const).map((value) => (
              <Choice key={value}>
                <Radio name="has" value={value} checked={tradeIn === value} onChange={() => setTradeIn(value)} />{' '}
                {value === 'yes' ? labels.journeyHasTradeIn : labels.journeyNoTradeIn}
              </Choice>
            ))}
          </div>
        </fieldset>
        {tradeIn === 'yes' && (
          <>
            <Field id={id('make')} label={labels.journeyMake} error={err('make')}>
              <Input
                name="make"
                defaultValue={state.tradeIn?.has ? state.tradeIn.make : ''}
                {...described(id('make'), err('make'))}
              />
            </Field>
            <Field id={id('model')} label={labels.journeyModel} error={err('model')}>
              <Input
                name="model"
                defaultValue={state.tradeIn?.has ? state.tradeIn.model : ''}
                {...described(id('model'), err('model'))}
              />
            </Field>
            <Field id={id('year')} label={labels.journeyYear} error={err('year')}>
              <Input
                name="year"
                inputMode="numeric"
                defaultValue={state.tradeIn?.has ? state.tradeIn.year : ''}
                {...described(id('year'), err('year'))}
              />
            </Field>
            <Field id={id('odometer')} label={props.odometerLabel} error={err('odometer')}>
              <Input name="odometer" inputMode="numeric" {...described(id('odometer'), err('odometer'))} />
            </Field>
            {ADJUSTMENT_QUESTIONS.map((question) => (
              <Field
                key={question.name}
                id={id(question.name)}
                label={question.question}
                error={err(`answers.${question.name}`)}
              >
                <Select
                  name={`answers.${question.name}`}
                  {...described(id(question.name), err(`answers.${question.name}`))}
                >
                  {question.answers.map(([answer]) => (
                    <option key={answer} value={answer}>
                      {answer}
                    </option>
                  ))}
                </Select>
              </Field>
            ))}
          </>
        )}
      </>
    ),
    payment: (
      <fieldset className="radio-group">
        <legend>{labels.journeyStepPayment}</legend>
        <div className="radio-options">
          <Choice>
            <Radio name="method" value="cash" defaultChecked={state.payment?.method !== 'finance'} />{' '}
            {labels.journeyCash}
          </Choice>
          <Choice>
            <Radio name="method" value="finance" defaultChecked={state.payment?.method === 'finance'} />{' '}
            {labels.journeyFinance}
            {props.weeklyText && <> ({labels.journeyWeekly.replace('{amount}', props.weeklyText)})</>}
          </Choice>
        </div>
      </fieldset>
    ),
    delivery: (
      <>
        <fieldset className="radio-group">
          <legend>{labels.journeyStepDelivery}</legend>
          <div className="radio-options">
            {props.pickupLocations.length > 0 && (
              <Choice>
                <Radio
                  name="method"
                  value="pickup"
                  checked={method === 'pickup'}
                  onChange={() => setMethod('pickup')}
                />{' '}
                {labels.journeyPickup}
              </Choice>
            )}
            <Choice>
              <Radio
                name="method"
                value="delivery"
                checked={method === 'delivery' || props.pickupLocations.length === 0}
                onChange={() => setMethod('delivery')}
              />{' '}
              {labels.journeyDelivery}
            </Choice>
          </div>
        </fieldset>
        {method === 'pickup' && props.pickupLocations.length > 0 ? (
          <Field id={id('location')} label={labels.journeyLocation} error={err('location_id')}>
            <Select
              name="location_id"
              defaultValue={state.delivery?.method === 'pickup' ? state.delivery.locationId : undefined}
              {...described(id('location'), err('location_id'))}
            >
              {props.pickupLocations.map((location) => (
                <option key={location.id} value={location.id}>
                  {location.name}
                </option>
              ))}
            </Select>
          </Field>
        ) : (
          <Field id={id('postcode')} label={props.postcodeLabel} error={err('postcode')}>
            <Input
              name="postcode"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={props.postcodeMaxLength}
              defaultValue={state.delivery?.method === 'delivery' ? state.delivery.postcode : ''}
              {...described(id('postcode'), err('postcode'))}
            />
          </Field>
        )}
      </>
    ),
    deposit: (
      <CheckboxField
        id={id('accept')}
        label={labels.journeyDepositTerms.replace('{amount}', props.depositText)}
        error={err('accept')}
      >
        <Checkbox name="accept" {...described(id('accept'), err('accept'))} />
      </CheckboxField>
    ),
    review: (
      <>
        <Summary rows={summary} />
        <CheckboxField id={id('confirm')} label={labels.journeyConfirm} error={err('confirm')}>
          <Checkbox name="confirm" {...described(id('confirm'), err('confirm'))} />
        </CheckboxField>
      </>
    ),
  }
  const button: Record<JourneyStep, string> = {
    car: labels.journeyContinue,
    'trade-in': labels.journeyContinue,
    payment: labels.journeyContinue,
    delivery: labels.journeyContinue,
    deposit: labels.journeyPayDeposit,
    review: labels.journeySend,
  }
  // Before the deposit, a step already done can be opened again to change it.
  const changeable = (step: JourneyStep) => done.includes(step) && !state.deposit && step !== position

  return (
    <div className="checkout-journey">
      <nav aria-label={labels.journeyProgress}>
        <ol className="step-chips journey-progress">
          {JOURNEY_STEPS.map((step) => (
            <li key={step} aria-current={step === position ? 'step' : undefined}>
              {stepLabel(step, labels)}
              {done.includes(step) && <> ({labels.journeyStepDone})</>}
              {changeable(step) && (
                <>
                  {' '}
                  <button type="button" className="link-button" onClick={() => setPosition(step)}>
                    {labels.journeyChange} {stepLabel(step, labels)}
                  </button>
                </>
              )}
            </li>
          ))}
          <li aria-current={position === 'confirmation' ? 'step' : undefined}>{labels.journeyConfirmation}</li>
        </ol>
      </nav>
      {position === 'confirmation' ? (
        <section aria-labelledby="journey-done" className="journey-confirmation" role="status">
          <h2 id="journey-done">{labels.journeyConfirmation}</h2>
          <p>{props.thanksText}</p>
          <Summary rows={summary} />
          {reservation && (
            <p>
              <a href={reservation}>{labels.journeyStepDeposit}</a>
            </p>
          )}
          <p>
            <a href={props.carHref}>{labels.journeyBackToCar}</a>
          </p>
        </section>
      ) : (
        <form
          className="lead-form"
          noValidate
          onSubmit={submit(position)}
          aria-labelledby="journey-step"
          key={position}
        >
          <h2 id="journey-step">{stepLabel(position, labels)}</h2>
          {error && (
            <div role="alert" className="form-alert">
              <p>{error}</p>
            </div>
          )}
          {forms[position]}
          {state.car && <p className="muted">{labels.journeySaved}</p>}
          <SubmitButton busy={busy}>{button[position]}</SubmitButton>
        </form>
      )}
      {position !== 'review' && position !== 'confirmation' && summary.length > 1 && (
        <aside aria-label={labels.journeyProgress}>
          <Summary rows={summary} />
        </aside>
      )}
    </div>
  )
}

function Summary({ rows }: { rows: JourneySummaryRow[] }) {
  return (
    <dl className="journey-summary">
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
