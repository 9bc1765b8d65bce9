import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter } from 'payload'

import { logEmailAdapter } from './customer-email'

export type SmtpSettings = {
  host: string
  port: number
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean
  auth: { user: string; pass: string } | null
  from: { address: string; name: string }
}

const DEFAULT_FROM = { address: 'no-reply@dealer-platform.example', name: 'Dealer Platform' }

/**
 * SMTP settings from SMTP_HOST, SMTP_PORT (default 587), SMTP_USER and SMTP_PASS (both or neither), SMTP_FROM
 * ('Name <address>' or an address) and SMTP_SECURE (true/false; default true on port 465 only). Null without
 * SMTP_HOST. A malformed value throws at start-up rather than losing emails later.
 */
export function smtpSettings(env: Record<string, string | undefined>): SmtpSettings | null {
  const host = env.SMTP_HOST?.trim()
  if (!host) return null
  const port = env.SMTP_PORT?.trim() ? Number(env.SMTP_PORT) : 587
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`SMTP_PORT must be a port number, not '${env.SMTP_PORT}'.`)
  const user = env.SMTP_USER?.trim()
  const pass = env.SMTP_PASS
  if (Boolean(user) !== Boolean(pass)) throw new Error('Set both SMTP_USER and SMTP_PASS, or neither.')
  const secureRaw = env.SMTP_SECURE?.trim().toLowerCase()
  if (secureRaw && secureRaw !== 'true' && secureRaw !== 'false')
    throw new Error(`SMTP_SECURE must be true or false, not '${env.SMTP_SECURE}'.`)
  const fromRaw = env.SMTP_FROM?.trim()
  let from = DEFAULT_FROM
  if (fromRaw) {
    const named = /^(.*?)\s*<([^<>\s]+@[^<>\s]+)>$/.exec(fromRaw)
    if (named) from = { name: named[1]!.replace(/^"|"$/g, '').trim() || DEFAULT_FROM.name, address: named[2]! }
    else if (/^[^<>\s]+@[^<>\s]+$/.test(fromRaw)) from = { name: DEFAULT_FROM.name, address: fromRaw }
    else throw new Error(`SMTP_FROM must be an address or 'Name <address>', not '${fromRaw}'.`)
  }
  return {
    host,
    port,
    secure: secureRaw ? secureRaw === 'true' : port === 465,
    auth: user && pass ? { user, pass } : null,
    from,
  }
}

/**
 * Payload's email adapter: nodemailer over SMTP (Payload's official adapter) when SMTP_HOST is set, else every
 * email is written to the server log (`logEmailAdapter`). The transport is not verified at start-up, so a
 * build or a start never waits on the mail server; a failed send surfaces where it happens (a lead's delivery
 * records the error and retries).
 */
export function emailAdapter(
  env: Record<string, string | undefined> = process.env,
): EmailAdapter | Promise<EmailAdapter> {
  const smtp = smtpSettings(env)
  if (!smtp) return logEmailAdapter
  return nodemailerAdapter({
    defaultFromAddress: smtp.from.address,
    defaultFromName: smtp.from.name,
    skipVerify: true,
    transportOptions: {
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      ...(smtp.auth ? { auth: smtp.auth } : {}),
    },
  })
}
