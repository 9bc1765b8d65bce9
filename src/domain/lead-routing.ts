/**
 * Who receives a lead: the routing staff set on the site and on each location, per lead kind. A recipient
 * is a person (a readable email) or a CRM (the ADF/XML document as the email's plain-text body, what CRMs
 * parse). The rule, per channel, most specific first:
 * - persons: the lead's location's person rows for the kind, else the site's, else the location's lead
 *   email address, else the site's (the address every lead went to before routing existed);
 * - CRMs: the lead's location's CRM rows for the kind, else the site's (no fall-back: a CRM is never guessed).
 * A row with no kinds takes every kind. So a group's CRM set once on the site gets every location's leads
 * unless a location names its own CRM, and a location's service desk replaces the site's person for
 * service bookings there only. Each address receives a lead once per channel.
 */
import type { LeadForm } from './lead-kinds'

export const LEAD_CHANNELS = [
  { value: 'person', label: 'Person (readable email)' },
  { value: 'crm', label: 'CRM (ADF/XML email body)' },
] as const
export type LeadChannel = (typeof LEAD_CHANNELS)[number]['value']

/** One routing row as staff enter it on a site or a location. */
export type LeadRouteRow = {
  channel: LeadChannel
  email: string
  name?: string | null
  /** The lead kinds it receives; none (empty or missing) means every kind. */
  kinds?: readonly string[] | null
}

export type LeadRoutingScope = {
  recipients?: readonly LeadRouteRow[] | null
  leadEmail?: string | null
}

export type LeadRecipient = {
  channel: LeadChannel
  email: string
  name: string | null
  /** Where the rule found it: a routing row of the location or the site, or a lead email address. */
  source: 'location' | 'site' | 'location-lead-email' | 'site-lead-email'
}

const takes = (row: LeadRouteRow, kind: LeadForm) => !row.kinds?.length || row.kinds.includes(kind)
const usable = (row: LeadRouteRow) => typeof row.email === 'string' && row.email.trim() !== ''

function rowsFor(
  scope: LeadRoutingScope | null,
  kind: LeadForm,
  channel: LeadChannel,
  source: 'location' | 'site',
): LeadRecipient[] {
  return (scope?.recipients ?? [])
    .filter((row) => row.channel === channel && usable(row) && takes(row, kind))
    .map((row) => ({ channel, email: row.email.trim(), name: row.name?.trim() || null, source }))
}

/** The recipients of a lead of this kind at this location (null: the lead names none) on this site. */
export function leadRecipients(
  kind: LeadForm,
  { site, location }: { site: LeadRoutingScope; location: LeadRoutingScope | null },
): LeadRecipient[] {
  const leadEmail: LeadRecipient[] = location?.leadEmail?.trim()
    ? [{ channel: 'person', email: location.leadEmail.trim(), name: null, source: 'location-lead-email' }]
    : site.leadEmail?.trim()
      ? [{ channel: 'person', email: site.leadEmail.trim(), name: null, source: 'site-lead-email' }]
      : []
  const firstOf = (...lists: LeadRecipient[][]) => lists.find((list) => list.length > 0) ?? []
  const persons = firstOf(
    rowsFor(location, kind, 'person', 'location'),
    rowsFor(site, kind, 'person', 'site'),
    leadEmail,
  )
  const crms = firstOf(rowsFor(location, kind, 'crm', 'location'), rowsFor(site, kind, 'crm', 'site'))
  const seen = new Set<string>()
  return [...persons, ...crms].filter((recipient) => {
    const key = recipientKey(recipient)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** A recipient's identity in a lead's delivery record: the channel and the address (case-insensitive). */
export const recipientKey = (recipient: Pick<LeadRecipient, 'channel' | 'email'>) =>
  `${recipient.channel}:${recipient.email.trim().toLowerCase()}`
