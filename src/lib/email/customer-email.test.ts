import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { fill, labelsFor } from '@/domain/labels'

import {
  resetPasswordEmailHtml,
  resetPasswordEmailSubject,
  verificationEmailHtml,
  verificationEmailSubject,
  type CustomerEmailContext,
} from './customer-email'

/** The request a route handler passes on: only its context is read when it names the shopper's site. */
const requestFrom = (context: CustomerEmailContext) => ({ context }) as unknown as PayloadRequest

describe('shopper account emails in the site words', () => {
  const context = { siteOrigin: 'https://lonestar.example', siteName: 'Lone Star Auto', siteLocale: 'en-US' }
  const labels = labelsFor('en-US')

  it('take subject, greeting, body and link text from the site locale catalogue', async () => {
    const req = requestFrom(context)
    expect(verificationEmailSubject({ req })).toBe(labels.verifyEmailSubject)
    expect(resetPasswordEmailSubject({ req })).toBe(labels.resetEmailSubject)
    const verify = await verificationEmailHtml({ req, token: 'abc', user: { name: null } })
    expect(verify).toContain(fill(labels.emailGreeting, { name: labels.emailGreetingName }))
    expect(verify).toContain(fill(labels.verifyEmailBody, { site: 'Lone Star Auto' }))
    expect(verify).toContain('https://lonestar.example/verify-email?token=abc')
    const reset = await resetPasswordEmailHtml({ req, token: 't', user: { name: 'Dana' } })
    expect(reset).toContain('Hi Dana,')
    expect(reset).toContain(labels.resetEmailIgnore)
    expect(reset).toContain(labels.chooseNewPassword)
  })

  it('reads the default locale words when no site is named', () => {
    expect(verificationEmailSubject()).toBe(labelsFor(null).verifyEmailSubject)
  })
})
