import { carTitle } from '@/domain/car-title'
import type { CarDocument } from '@/domain/car'
import { escapeHtml } from '@/domain/html-text'
import { fill, formatMoney, labelsFor } from '@/domain/labels'
import { priceDisplay, sitePriceSettings } from '@/domain/price-display'
import { ALERT_CARS_LISTED, type PriceDrop } from '@/domain/saved-searches'
import { searchPageUrl } from '@/domain/search-url'
import type { ResolvedSite } from '@/lib/data/site-lookup'

import { savedSearchToken } from './link-tokens'

/** An email as Payload's `sendEmail` takes it (nodemailer's message: headers included). */
export type EmailMessage = { to: string; subject: string; html: string; text: string; headers?: Record<string, string> }

type SavedSearchFacts = { id: number; name: string; query: string }
type Recipient = { email: string; name?: string | null }

const quoted = (name: string) => `\u201c${name}\u201d`

/** The pages emailed links lead to, on the site's own origin. */
export const savedSearchPaths = {
  list: '/account/saved-searches',
  confirm: (token: string) => `/account/saved-searches/confirm?token=${encodeURIComponent(token)}`,
  unsubscribe: (token: string) => `/account/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`,
  /** RFC 8058 one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` here. */
  oneClick: (token: string) => `/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`,
}

/** The double opt-in email: a link that confirms this one saved search on this site. */
export function confirmationEmail(
  site: ResolvedSite,
  origin: string,
  customer: Recipient,
  search: SavedSearchFacts,
): EmailMessage {
  const labels = labelsFor(site.settings.locale)
  const link = `${origin}${savedSearchPaths.confirm(savedSearchToken('confirm', site.id, search.id))}`
  const lines = [
    fill(labels.savedSearchConfirmGreeting, { name: customer.name?.trim() || customer.email }),
    fill(labels.savedSearchConfirmBody, { site: site.name, name: quoted(search.name) }),
  ]
  return {
    to: customer.email,
    subject: fill(labels.savedSearchConfirmSubject, { name: search.name }),
    html: [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(labels.savedSearchConfirmLink)}</a></p>`,
      `<p>${escapeHtml(link)}</p>`,
      `<p>${escapeHtml(labels.savedSearchConfirmIgnore)}</p>`,
    ].join('\n'),
    text: [...lines, link, labels.savedSearchConfirmIgnore].join('\n\n'),
  }
}

/**
 * An alert: the new cars and the price drops (at most ALERT_CARS_LISTED, new ones first), a link to the
 * whole search, and the unsubscribe link, also as List-Unsubscribe with List-Unsubscribe-Post (RFC 8058),
 * so mail clients offer one-click unsubscribe.
 */
export function alertEmail(
  site: ResolvedSite,
  origin: string,
  customer: Recipient,
  search: SavedSearchFacts,
  cars: { newCars: readonly CarDocument[]; priceDrops: ReadonlyArray<{ car: CarDocument; drop: PriceDrop }> },
): EmailMessage {
  const { locale } = site.settings
  const labels = labelsFor(locale)
  const prices = sitePriceSettings(site.settings)
  const rows = [
    ...cars.newCars.map((car) => ({ car, note: labels.savedSearchAlertNew })),
    ...cars.priceDrops.map(({ car, drop }) => ({
      car,
      note: fill(labels.savedSearchAlertDrop, {
        now: formatMoney(locale, drop.to),
        was: formatMoney(locale, drop.from),
      }),
    })),
  ]
  const listed = rows.slice(0, ALERT_CARS_LISTED).map(({ car, note }) => ({
    title: carTitle(car, { variant: true }),
    price: priceDisplay(car, prices).text,
    note,
    link: `${origin}/cars/${encodeURIComponent(car.slug)}`,
  }))
  const more = rows.length - listed.length
  const all = `${origin}${searchPageUrl('/cars', search.query)}`
  const allText = more > 0 ? fill(labels.savedSearchAlertMore, { count: more }) : labels.savedSearchAlertAll
  const unsubscribeToken = savedSearchToken('unsubscribe', site.id, search.id)
  const unsubscribe = `${origin}${savedSearchPaths.unsubscribe(unsubscribeToken)}`
  const intro = fill(labels.savedSearchAlertIntro, { name: quoted(search.name) })
  const why = fill(labels.savedSearchAlertWhy, { site: site.name })
  return {
    to: customer.email,
    subject: fill(labels.savedSearchAlertSubject, { name: search.name, site: site.name }),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      '<ul>',
      ...listed.map(
        (row) =>
          `<li><a href="${escapeHtml(row.link)}">${escapeHtml(row.title)}</a> ${escapeHtml(row.price)}<br>${escapeHtml(row.note)}</li>`,
      ),
      '</ul>',
      `<p><a href="${escapeHtml(all)}">${escapeHtml(allText)}</a></p>`,
      `<p>${escapeHtml(why)} <a href="${escapeHtml(unsubscribe)}">${escapeHtml(labels.savedSearchUnsubscribeLink)}</a></p>`,
    ].join('\n'),
    text: [
      intro,
      ...listed.map((row) => `${row.title}, ${row.price} (${row.note})\n${row.link}`),
      `${allText}: ${all}`,
      `${why} ${labels.savedSearchUnsubscribeLink}: ${unsubscribe}`,
    ].join('\n\n'),
    headers: {
      'List-Unsubscribe': `<${origin}${savedSearchPaths.oneClick(unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
