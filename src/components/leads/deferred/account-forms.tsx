'use client'
/** Deferred forms (../deferred-form.tsx): one module per page's forms, so a page ships only its own loaders. */
import { deferred } from '../deferred-form'

export const SignInForm = deferred(() => import('../../account/forms').then((m) => m.SignInForm), 'SignInForm')

export const SignUpForm = deferred(() => import('../../account/forms').then((m) => m.SignUpForm), 'SignUpForm')

export const ForgotPasswordForm = deferred(
  () => import('../../account/forms').then((m) => m.ForgotPasswordForm),
  'ForgotPasswordForm',
)

export const ResetPasswordForm = deferred(
  () => import('../../account/forms').then((m) => m.ResetPasswordForm),
  'ResetPasswordForm',
)
