/**
 * A lead's life in the dealership (issue 22, lead workflow): its status, who owns it, when it was first
 * answered, and which earlier lead of the same shopper it belongs with. Pure rules; the Leads collection's
 * hooks, the lead intake and the dashboard call them.
 */

export const LEAD_STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'appointment', label: 'Appointment' },
  { value: 'sold', label: 'Sold' },
  { value: 'lost', label: 'Lost' },
] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]['value']

/** Statuses of a lead still being worked: not yet sold or lost. */
export const OPEN_LEAD_STATUSES: readonly LeadStatus[] = ['new', 'contacted', 'appointment']

export const isOpenLead = (status: string | null | undefined): boolean =>
  OPEN_LEAD_STATUSES.includes((status ?? 'new') as LeadStatus)

/** An open lead older than this needs a call today (the dashboard's 'open leads older than 24 h'). */
export const OPEN_LEAD_OVERDUE_HOURS = 24

export const statusLabel = (status: string | null | undefined): string =>
  LEAD_STATUSES.find((entry) => entry.value === status)?.label ?? 'New'

/** A lost lead says why: the message the admin shows when a lost lead has no reason. */
export const LOST_REASON_REQUIRED = 'Say why the lead was lost.'

export function lostReasonProblem(status: string | null | undefined, reason: string | null | undefined): string | null {
  return status === 'lost' && !reason?.trim() ? LOST_REASON_REQUIRED : null
}

/**
 * When the lead was first answered: unchanged once set; else now, the first time its status leaves 'new'
 * or a note is added to it; else still unanswered (null).
 */
export function firstResponseAt(
  lead: { status?: string | null; firstResponseAt?: string | null },
  change: { status?: string | null; note?: boolean },
  now: Date,
): string | null {
  if (lead.firstResponseAt) return lead.firstResponseAt
  const leftNew = change.status !== undefined && change.status !== null && change.status !== 'new'
  return leftNew || change.note ? now.toISOString() : null
}

/** The window in which a shopper's second lead on a site is linked to their earlier one. */
export const DUPLICATE_WINDOW_DAYS = 7

/**
 * A phone number as leads compare it: its digits, the last nine of them (so 0412 345 678 and
 * +61 412 345 678 match); shorter numbers as they are. Null for no digits.
 */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '')
  if (digits.length === 0) return null
  return digits.length > 9 ? digits.slice(-9) : digits
}

const emailKey = (email: string | null | undefined): string | null => email?.trim().toLowerCase() || null

export type DuplicateCandidate = {
  id: number
  email?: string | null
  phone?: string | null
  createdAt: string
  /** The earlier lead this one was itself linked to, if any. */
  duplicateOf?: number | null
}

/**
 * The earlier lead a new lead on the same site belongs with: the most recent one within
 * DUPLICATE_WINDOW_DAYS before it with the same email (any case) or phone (phoneKey), followed to the
 * lead that one was linked to, so a shopper's leads gather on their first. Null when none matches. The new
 * lead is always kept: this only links it.
 */
export function duplicateOf(
  lead: { email?: string | null; phone?: string | null; createdAt: string },
  earlier: readonly DuplicateCandidate[],
): number | null {
  const email = emailKey(lead.email)
  const phone = phoneKey(lead.phone)
  if (!email && !phone) return null
  const at = Date.parse(lead.createdAt)
  const from = at - DUPLICATE_WINDOW_DAYS * 24 * 60 * 60 * 1000
  const match = earlier
    .filter((candidate) => {
      const when = Date.parse(candidate.createdAt)
      if (!(when >= from && when <= at)) return false
      return (
        (email !== null && emailKey(candidate.email) === email) ||
        (phone !== null && phoneKey(candidate.phone) === phone)
      )
    })
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)[0]
  if (!match) return null
  return match.duplicateOf ?? match.id
}

/** What a lead's timeline records. */
export const LEAD_ACTIVITY_KINDS = [
  { value: 'note', label: 'Note' },
  { value: 'status', label: 'Status change' },
  { value: 'assignee', label: 'Assignee change' },
  { value: 'delivery', label: 'Delivery attempt' },
  { value: 'later-lead', label: 'Later lead from the shopper' },
  { value: 'notification', label: 'Staff notified' },
] as const
export type LeadActivityKind = (typeof LEAD_ACTIVITY_KINDS)[number]['value']

/** The timeline's words for a status change. */
export function statusChangeText(from: string | null | undefined, to: string, lostReason?: string | null): string {
  const reason = to === 'lost' && lostReason?.trim() ? ` (${lostReason.trim()})` : ''
  return `${statusLabel(from)} \u2192 ${statusLabel(to)}${reason}`
}
