'use client'

import { useState } from 'react'

import {
  ForgotPasswordSchema,
  PASSWORD_MIN_LENGTH,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
} from '@/domain/accounts'

import { fill } from '@/domain/label-fill'

import { useLabels } from '../locale-context'
import { Field, FormAlert, SubmitButton, useAccountForm } from './form'

/** Sign-in: on success the browser goes to `redirect` (already checked to be a path of this site). */
export function SignInForm({ redirect }: { redirect: string }) {
  const labels = useLabels()
  const { form, submit, formError } = useAccountForm(SignInSchema, '/api/account/sign-in', () =>
    location.assign(redirect),
  )
  return (
    <form className="account-form" onSubmit={submit} noValidate aria-label={labels.signIn}>
      <FormAlert message={formError} />
      <Field form={form} name="email" label={labels.email} type="email" autoComplete="email" required />
      <Field
        form={form}
        name="password"
        label={labels.password}
        type="password"
        autoComplete="current-password"
        required
      />
      <SubmitButton busy={form.formState.isSubmitting} label={labels.signIn} busyLabel={labels.signingIn} />
    </form>
  )
}

function Done({ message }: { message: string }) {
  return (
    <div role="status" className="form-success" tabIndex={-1} ref={(node) => node?.focus()}>
      {message}
    </div>
  )
}

export function SignUpForm() {
  const labels = useLabels()
  const [done, setDone] = useState('')
  const { form, submit, formError } = useAccountForm(SignUpSchema, '/api/account/sign-up', (answer) =>
    setDone(answer.message ?? labels.checkEmailToConfirm),
  )
  if (done) return <Done message={done} />
  return (
    <form className="account-form" onSubmit={submit} noValidate aria-label={labels.createAnAccount}>
      <FormAlert message={formError} />
      <Field form={form} name="name" label={labels.name} autoComplete="name" required />
      <Field form={form} name="email" label={labels.email} type="email" autoComplete="email" required />
      <Field
        form={form}
        name="phone_number"
        label={labels.phoneNumber}
        type="tel"
        autoComplete="tel"
        hint={labels.phoneNumberHint}
        required
      />
      <Field
        form={form}
        name="password"
        label={labels.password}
        type="password"
        autoComplete="new-password"
        hint={fill(labels.passwordHint, { count: PASSWORD_MIN_LENGTH })}
        required
      />
      <SubmitButton
        busy={form.formState.isSubmitting}
        label={labels.createAccount}
        busyLabel={labels.creatingAccount}
      />
    </form>
  )
}

export function ForgotPasswordForm() {
  const labels = useLabels()
  const [done, setDone] = useState('')
  const { form, submit, formError } = useAccountForm(ForgotPasswordSchema, '/api/account/forgot-password', (answer) =>
    setDone(answer.message ?? labels.checkEmail),
  )
  if (done) return <Done message={done} />
  return (
    <form className="account-form" onSubmit={submit} noValidate aria-label={labels.resetYourPassword}>
      <FormAlert message={formError} />
      <Field form={form} name="email" label={labels.email} type="email" autoComplete="email" required />
      <SubmitButton busy={form.formState.isSubmitting} label={labels.emailMeALink} busyLabel={labels.sending} />
    </form>
  )
}

export function ResetPasswordForm({ token }: { token: string }) {
  const labels = useLabels()
  const [done, setDone] = useState('')
  const { form, submit, formError } = useAccountForm(
    ResetPasswordSchema,
    '/api/account/reset-password',
    (answer) => setDone(answer.message ?? labels.passwordChanged),
    { token },
  )
  if (done)
    return (
      <>
        <Done message={done} />
        <p>
          <a href="/sign-in">{labels.signIn}</a>
        </p>
      </>
    )
  return (
    <form className="account-form" onSubmit={submit} noValidate aria-label={labels.chooseNewPassword}>
      <FormAlert message={formError} />
      <input type="hidden" {...form.register('token')} />
      <Field
        form={form}
        name="password"
        label={labels.newPassword}
        type="password"
        autoComplete="new-password"
        hint={fill(labels.passwordHint, { count: PASSWORD_MIN_LENGTH })}
        required
      />
      <Field
        form={form}
        name="confirm"
        label={labels.newPasswordAgain}
        type="password"
        autoComplete="new-password"
        required
      />
      <SubmitButton busy={form.formState.isSubmitting} label={labels.changePassword} busyLabel={labels.saving} />
    </form>
  )
}
