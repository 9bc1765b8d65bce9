import { z } from 'zod'

import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, isPhoneNumber } from './watchlist'

/**
 * Shopper accounts: the form schemas shared by the browser (react-hook-form) and the route handlers, and
 * the account key. One schema per form, so both sides say the same thing.
 */

export const PASSWORD_MIN_LENGTH = 10
export const PASSWORD_MAX_LENGTH = 200
export const NAME_MAX_LENGTH = 100
const email = z
  .string()
  .trim()
  .min(1, 'Enter your email address.')
  .max(254, 'That email address is too long.')
  .pipe(z.email({ message: 'Enter a valid email address, like name@example.com.' }))
const password = z.string().min(1, 'Enter your password.').max(PASSWORD_MAX_LENGTH, 'That password is too long.')
const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`)
const phone = z
  .string()
  .trim()
  .min(1, 'Enter your phone number.')
  .refine(isPhoneNumber, `Enter a phone number of ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits.`)
const token = z.string().regex(/^[a-f0-9]{20,128}$/i, 'This link is not valid. Ask for a new one.')

export const SignInSchema = z.object({ email, password })
export type SignInInput = z.infer<typeof SignInSchema>

export const SignUpSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(NAME_MAX_LENGTH, `Use at most ${NAME_MAX_LENGTH} characters.`),
  email,
  phone_number: phone,
  password: newPassword,
})
export type SignUpInput = z.infer<typeof SignUpSchema>

export const ForgotPasswordSchema = z.object({ email })
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>

export const ResetPasswordSchema = z
  .object({ token, password: newPassword, confirm: z.string().min(1, 'Enter the new password again.') })
  .refine((data) => data.password === data.confirm, { message: 'The passwords do not match.', path: ['confirm'] })
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>

export const VerifyEmailSchema = z.object({ token })

/** The watchlist calls' body (spec 7). */
export const WatchlistBodySchema = z.object({
  phone_number: z.string().max(40).refine(isPhoneNumber, 'phone_number must be a phone number.'),
  car_id: z.number().int().positive(),
})
export type WatchlistBody = z.infer<typeof WatchlistBodySchema>

/**
 * A customer's sign-in name: accounts are per site, so the same email may hold one account on each
 * dealer's site and nothing links them. Payload keeps this unique; shoppers only ever type their email.
 */
export function customerUsername(siteId: number | string, emailAddress: string): string {
  return `${siteId}:${emailAddress.trim().toLowerCase()}`
}
