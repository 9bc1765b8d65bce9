import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { leadingZeroBits, NONCE, type CaptchaForm } from '@/domain/proof-of-work'

import { payloadSecret } from '../platform/secret'

/**
 * The shopper forms' captcha: a proof-of-work challenge signed with the app's secret (HMAC-SHA256), bound to
 * one site and one form (a lead or a reservation, `CaptchaForm`), valid for 30 minutes. 12 zero bits take
 * about 4,000 hashes: well under a second on a phone, yet every scripted lead costs work. A challenge is
 * accepted only by the form it was issued for, and there only once: the unique `captcha_id` of the lead or
 * reservation it created refuses it again, and the other form refuses it outright.
 */
export const CAPTCHA_BITS = 12
export const CAPTCHA_TTL_MS = 30 * 60_000
/** v1 challenges named no form; they are refused (they lived 30 minutes, and the forms fetch a new one). */
const VERSION = 'v2'

const sign = (body: string, secret: string) =>
  createHmac('sha256', `lead-captcha:${secret}`).update(body).digest('base64url')

export type Challenge = { challenge: string; bits: number; expiresAt: string }

export function issueChallenge(
  siteId: number,
  form: CaptchaForm,
  now = Date.now(),
  secret = payloadSecret(),
  bits = CAPTCHA_BITS,
): Challenge {
  const expires = now + CAPTCHA_TTL_MS
  const body = [VERSION, siteId, form, expires, bits, randomBytes(16).toString('base64url')].join('.')
  return { challenge: `${body}.${sign(body, secret)}`, bits, expiresAt: new Date(expires).toISOString() }
}

export const CAPTCHA_ERRORS = {
  missing: 'Please complete the captcha check.',
  invalid: 'The captcha check failed. Please submit the form again.',
  expired: 'The captcha check expired. Please submit the form again.',
  reused: 'This captcha check was already used. Please submit the form again.',
} as const

export type CaptchaResult = { ok: true; id: string } | { ok: false; error: string }

/**
 * Checks a solved challenge for this site and form: our signature, not expired, for this site and this
 * form, at least our difficulty, and the work done. `id` identifies the challenge, so a second lead (or
 * reservation) with it can be refused.
 */
export function verifyCaptcha(
  solution: { challenge?: unknown; nonce?: unknown } | null | undefined,
  siteId: number,
  form: CaptchaForm,
  now = Date.now(),
  secret = payloadSecret(),
): CaptchaResult {
  const { challenge, nonce } = solution ?? {}
  if (typeof challenge !== 'string' || typeof nonce !== 'string' || challenge === '' || nonce === '')
    return { ok: false, error: CAPTCHA_ERRORS.missing }
  const parts = challenge.split('.')
  if (parts.length !== 7 || parts[0] !== VERSION || !NONCE.test(nonce) || challenge.length > 200)
    return { ok: false, error: CAPTCHA_ERRORS.invalid }
  const [, site, issuedFor, expires, bits, id, signature] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ]
  const expected = Buffer.from(sign(parts.slice(0, 6).join('.'), secret))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, error: CAPTCHA_ERRORS.invalid }
  if (Number(site) !== siteId || issuedFor !== form || Number(bits) < CAPTCHA_BITS)
    return { ok: false, error: CAPTCHA_ERRORS.invalid }
  if (!(Number(expires) > now)) return { ok: false, error: CAPTCHA_ERRORS.expired }
  const hash = createHash('sha256')
    .update(challenge + nonce)
    .digest()
  if (leadingZeroBits(hash) < Number(bits)) return { ok: false, error: CAPTCHA_ERRORS.invalid }
  return { ok: true, id }
}
