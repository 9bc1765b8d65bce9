'use client'

import Link from 'next/link'
import { useState } from 'react'

import {
  ForgotPasswordSchema,
  PASSWORD_MIN_LENGTH,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
} from '@/domain/accounts'

import { Field, FormAlert, SubmitButton, useAccountForm } from './form'

/** Sign-in: on success the browser goes to `redirect` (already checked to be a path of this site). */
export function SignInForm({ redirect }: { redirect: string }) {
  const { form, submit, formError } = useAccountForm(SignInSchema, '/api/account/sign-in', () =>
    location.assign(redirect),
  )
  return (
    <form className="account-form" onSubmit={submit} noValidate aria-label="Sign in">
      <FormAlert message={formError} />
      <Field form={form} name="email" label="Email" type="email" autoComplete="email" required />
      <Field form={form} name="password" label="Password" type="password" autoComplete="current-password" required />
      <SubmitButton busy={form.formState.isSubmitting} label="Sign in" busyLabel="Signing in\u2026" />
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
  const [done, setDone] = useState('')
  const { form, submit, formError } = useAccountForm(SignUpSchema, '/api/account/sign-up', (answer) =>
    setDone(answer.message ?? 'Check your email to confirm your address.'),
  )
  if (done) return <Done message={done} />
  return (
    <form className="account-form" onSubmit={submit} noValidate aria-label="Create an account">
      <FormAlert message={formError} />
      <Field form={form} name="name" label="Name" autoComplete="name" required />
      <Field form={form} name="email" label="Email" type="email" autoComplete="email" required />
      <Field
        form={form}
        name="phone_number"
        label="Phone number"
        type="tel"
        autoComplete="tel"
        hint="Needed to save cars to your watchlist."
        required
      />
      <Field
        form={form}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        required
      />
      <SubmitButton busy={form.formState.isSubmitting} label="Create account" busyLabel="Creating your account\u2026" />
    </form>
  )
}

export function ForgotPasswordForm() {
  const [done, setDone] = useState('')
  const { form, submit, formError } = useAccountForm(ForgotPasswordSchema, '/api/account/forgot-password', (answer) =>
    setDone(answer.message ?? 'Check your email.'),
  )
  if (done) return <Done message={done} />
  return (
    <form className="account-form" onSubmit={submit} noValidate aria-label="Reset your password">
      <FormAlert message={formError} />
      <Field form={form} name="email" label="Email" type="email" autoComplete="email" required />
      <SubmitButton busy={form.formState.isSubmitting} label="Email me a link" busyLabel="Sending\u2026" />
    </form>
  )
}

export function ResetPasswordForm({ token }: { token: string }) {
  const [done, setDone] = useState('')
  const { form, submit, formError } = useAccountForm(
    ResetPasswordSchema,
    '/api/account/reset-password',
    (answer) => setDone(answer.message ?? 'Your password has been changed.'),
    { token },
  )
  if (done)
    return (
      <>
        <Done message={done} />
        <p>
          <Link href="/sign-in">Sign in</Link>
        </p>
      </>
    )
  return (
    <form className="account-form" onSubmit={submit} noValidate aria-label="Choose a new password">
      <FormAlert message={formError} />
      <input type="hidden" {...form.register('token')} />
      <Field
        form={form}
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        required
      />
      <Field
        form={form}
        name="confirm"
        label="New password again"
        type="password"
        autoComplete="new-password"
        required
      />
      <SubmitButton busy={form.formState.isSubmitting} label="Change password" busyLabel="Saving\u2026" />
    </form>
  )
}
