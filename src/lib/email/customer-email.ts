import type { EmailAdapter, PayloadRequest } from 'payload'

import { escapeHtml } from '../../domain/html-text'
import { fill, labelsFor, type Labels } from '../../domain/labels'
import { siteDevUrl } from '../../domain/site-host'

/** What a route handler puts in `req.context` so Payload's emails link back to the site the shopper used. */
export type CustomerEmailContext = { siteOrigin?: string; siteName?: string; siteLocale?: string }

type CustomerLike = { site?: number | { id: number } | null; name?: string | null }

/** The catalogue in the locale of the site the shopper's request came in on (set by the route handler). */
const contextLabels = (req?: PayloadRequest) =>
  labelsFor((req?.context as CustomerEmailContext | undefined)?.siteLocale)

/**
 * The origin of the customer's site for links in emails: the one the shopper's request came in on (set
 * by the route handler), else the site's first domain, else its development host.
 */
async function siteOrigin(
  req: PayloadRequest,
  user: CustomerLike,
): Promise<{ origin: string; name: string; labels: Labels }> {
  const context = req.context as CustomerEmailContext
  if (context.siteOrigin) {
    const labels = contextLabels(req)
    return { origin: context.siteOrigin, name: context.siteName ?? labels.ourWebsite, labels }
  }
  const siteId = typeof user.site === 'object' && user.site ? user.site.id : user.site
  if (!siteId) {
    const labels = labelsFor(null)
    return { origin: process.env.SERVER_URL ?? 'http://localhost:3000', name: labels.ourWebsite, labels }
  }
  const site = await req.payload.findByID({ collection: 'sites', id: siteId, depth: 0, overrideAccess: true, req })
  const domain = site.domains?.[0]?.domain
  return {
    origin: domain ? `https://${domain}` : siteDevUrl(site.slug, process.env.PORT ?? 3000),
    name: site.name,
    labels: labelsFor(site.locale),
  }
}

/** The subjects, in the words of the site the shopper used (the route handler's context names its locale). */
export const verificationEmailSubject = (args?: { req?: PayloadRequest }) => contextLabels(args?.req).verifyEmailSubject
export const resetPasswordEmailSubject = (args?: { req?: PayloadRequest }) => contextLabels(args?.req).resetEmailSubject

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
  const { origin, name, labels } = await siteOrigin(req, user)
  const link = `${origin}/verify-email?token=${encodeURIComponent(token)}`
  return emailBody(
    fill(labels.emailGreeting, { name: user.name ?? labels.emailGreetingName }),
    [fill(labels.verifyEmailBody, { site: name })],
    link,
    labels.verifyEmailLink,
  )
}

export async function resetPasswordEmailHtml(args?: {
  req?: PayloadRequest
  token?: string
  user?: CustomerLike
}): Promise<string> {
  const { req, token, user } = args ?? {}
  if (!req || !token || !user) return ''
  const { origin, name, labels } = await siteOrigin(req, user)
  const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`
  return emailBody(
    fill(labels.emailGreeting, { name: user.name ?? labels.emailGreetingName }),
    [fill(labels.resetEmailBody, { site: name }), labels.resetEmailIgnore],
    link,
    labels.chooseNewPassword,
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
        : [...String(message.html ?? '').matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))
    payload.logger.info({
      msg: `Email (no email service configured). To: ${to}, Subject: ${String(message.subject)}${links.length ? `, Links: ${links.join(' ')}` : ''}`,
    })
  },
})
