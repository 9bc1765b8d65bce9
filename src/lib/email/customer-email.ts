import type { EmailAdapter, PayloadRequest } from 'payload'

import { siteDevUrl } from '../../domain/site-host'

/** What a route handler puts in `req.context` so Payload's emails link back to the site the shopper used. */
export type CustomerEmailContext = { siteOrigin?: string; siteName?: string }

type CustomerLike = { site?: number | { id: number } | null; name?: string | null }

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The origin of the customer's site for links in emails: the one the shopper's request came in on (set
 * by the route handler), else the site's first domain, else its development host.
 */
async function siteOrigin(req: PayloadRequest, user: CustomerLike): Promise<{ origin: string; name: string }> {
  const context = req.context as CustomerEmailContext
  if (context.siteOrigin) return { origin: context.siteOrigin, name: context.siteName ?? 'our website' }
  const siteId = typeof user.site === 'object' && user.site ? user.site.id : user.site
  if (!siteId) return { origin: process.env.SERVER_URL ?? 'http://localhost:3000', name: 'our website' }
  const site = await req.payload.findByID({ collection: 'sites', id: siteId, depth: 0, overrideAccess: true, req })
  const domain = site.domains?.[0]?.domain
  return { origin: domain ? `https://${domain}` : siteDevUrl(site.slug, process.env.PORT ?? 3000), name: site.name }
}

function emailBody(greeting: string, lines: string[], link: string, linkText: string): string {
  return [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(linkText)}</a></p>`,
    `<p>${escapeHtml(link)}</p>`,
  ].join('\n')
}

export async function verificationEmailHtml({
  req,
  token,
  user,
}: {
  req: PayloadRequest
  token: string
  user: CustomerLike
}): Promise<string> {
  const { origin, name } = await siteOrigin(req, user)
  const link = `${origin}/verify-email?token=${encodeURIComponent(token)}`
  return emailBody(
    `Hi ${user.name ?? 'there'},`,
    [`Thanks for creating your account with ${name}. Confirm your email address to sign in:`],
    link,
    'Confirm my email address',
  )
}

export async function resetPasswordEmailHtml(args?: {
  req?: PayloadRequest
  token?: string
  user?: CustomerLike
}): Promise<string> {
  const { req, token, user } = args ?? {}
  if (!req || !token || !user) return ''
  const { origin, name } = await siteOrigin(req, user)
  const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`
  return emailBody(
    `Hi ${user.name ?? 'there'},`,
    [
      `Someone asked to reset the password of your ${name} account. If it was you, choose a new password within an hour:`,
      'If it was not you, ignore this email: your password stays as it is.',
    ],
    link,
    'Choose a new password',
  )
}

/**
 * Payload's email adapter while no real one is configured: it writes each email to the server log. Outside
 * production the log holds the email's links (how a developer follows a verification or reset link);
 * in production only the recipient and subject, since those links sign a person in.
 */
export const logEmailAdapter: EmailAdapter = ({ payload }) => ({
  name: 'log',
  defaultFromAddress: 'no-reply@dealer-platform.example',
  defaultFromName: 'Dealer Platform',
  sendEmail: async (message) => {
    const to = Array.isArray(message.to) ? message.to.map(String).join(', ') : String(message.to)
    const links =
      process.env.NODE_ENV === 'production'
        ? []
        : [...String(message.html ?? '').matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&#38;/g, '&'))
    payload.logger.info({
      msg: `Email (no email service configured). To: ${to}, Subject: ${String(message.subject)}${links.length ? `, Links: ${links.join(' ')}` : ''}`,
    })
  },
})
