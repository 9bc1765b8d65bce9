import { describe, expect, it } from 'vitest'

import { smtpSettings } from './email'

describe('smtpSettings', () => {
  it('is null without SMTP_HOST: emails go to the log', () => {
    expect(smtpSettings({})).toBeNull()
    expect(smtpSettings({ SMTP_HOST: '  ', SMTP_PORT: '25' })).toBeNull()
  })

  it('reads host, port, credentials and the sender', () => {
    expect(
      smtpSettings({
        SMTP_HOST: 'smtp.example.com',
        SMTP_PORT: '2525',
        SMTP_USER: 'u',
        SMTP_PASS: 'p',
        SMTP_FROM: 'Sunshine Leads <leads@example.com>',
      }),
    ).toEqual({
      host: 'smtp.example.com',
      port: 2525,
      secure: false,
      auth: { user: 'u', pass: 'p' },
      from: { name: 'Sunshine Leads', address: 'leads@example.com' },
    })
  })

  it('defaults to port 587 with STARTTLS, and TLS on 465', () => {
    expect(smtpSettings({ SMTP_HOST: 'h' })).toMatchObject({
      port: 587,
      secure: false,
      auth: null,
      from: { address: 'no-reply@dealer-platform.example' },
    })
    expect(smtpSettings({ SMTP_HOST: 'h', SMTP_PORT: '465' })).toMatchObject({ secure: true })
    expect(smtpSettings({ SMTP_HOST: 'h', SMTP_PORT: '465', SMTP_SECURE: 'false' })).toMatchObject({ secure: false })
    expect(smtpSettings({ SMTP_HOST: 'h', SMTP_FROM: 'a@b.example' })).toMatchObject({
      from: { address: 'a@b.example', name: 'Dealer Platform' },
    })
  })

  it('refuses malformed settings at start-up', () => {
    expect(() => smtpSettings({ SMTP_HOST: 'h', SMTP_PORT: 'x' })).toThrow('SMTP_PORT')
    expect(() => smtpSettings({ SMTP_HOST: 'h', SMTP_PORT: '70000' })).toThrow('SMTP_PORT')
    expect(() => smtpSettings({ SMTP_HOST: 'h', SMTP_USER: 'u' })).toThrow('SMTP_USER and SMTP_PASS')
    expect(() => smtpSettings({ SMTP_HOST: 'h', SMTP_FROM: 'nobody' })).toThrow('SMTP_FROM')
    expect(() => smtpSettings({ SMTP_HOST: 'h', SMTP_SECURE: 'yes' })).toThrow('SMTP_SECURE')
  })
})
