import type { Payload, Where } from 'payload'

import { labelsFor } from '@/domain/labels'
import {
  SAVED_SEARCHES_PER_CUSTOMER,
  savedSearchCriteria,
  type SaveSearchInput,
  type SavedSearchChange,
} from '@/domain/saved-searches'
import type { ResolvedSite } from '@/lib/data/site-lookup'
import type { Customer, SavedSearch } from '@/payload-types'

import { confirmationEmail } from './emails'
import { verifySavedSearchToken } from './link-tokens'

/**
 * A shopper's saved searches, always read and written within the site and the signed-in customer: the
 * routes and pages call these with the site the request resolved and the customer of that site, so another
 * shopper's (or another site's) search is never found, only 'not found'.
 */

export type Outcome = { status: number; body: { ok: boolean; error?: string; fields?: Record<string, string> } }

const mine = (site: ResolvedSite, customer: Customer): { and: Where[] } => ({
  and: [{ site: { equals: site.id } }, { customer: { equals: customer.id } }],
})

/** The customer's saved searches on this site, newest first. */
export async function customerSavedSearches(
  payload: Payload,
  site: ResolvedSite,
  customer: Customer,
): Promise<SavedSearch[]> {
  const { docs } = await payload.find({
    collection: 'saved-searches',
    where: mine(site, customer),
    sort: '-createdAt',
    depth: 0,
    limit: SAVED_SEARCHES_PER_CUSTOMER,
    pagination: false,
    overrideAccess: true,
  })
  return docs
}

/**
 * Saves the current search for the customer, pending until they follow the emailed confirmation link
 * (double opt-in: no alert before that). `origin` is the site's own origin of the request (its links).
 */
export async function saveSearch(
  payload: Payload,
  site: ResolvedSite,
  customer: Customer,
  input: SaveSearchInput,
  origin: string,
): Promise<Outcome> {
  const labels = labelsFor(site.settings.locale)
  const criteria = savedSearchCriteria(input.search)
  if (!criteria.ok)
    return { status: 400, body: { ok: false, error: criteria.error, fields: { search: criteria.error } } }
  const { totalDocs } = await payload.count({
    collection: 'saved-searches',
    where: mine(site, customer),
    overrideAccess: true,
  })
  if (totalDocs >= SAVED_SEARCHES_PER_CUSTOMER)
    return { status: 409, body: { ok: false, error: labels.saveSearchTooMany } }
  const saved = await payload.create({
    collection: 'saved-searches',
    overrideAccess: true,
    data: {
      site: site.id,
      customer: customer.id,
      name: input.name,
      query: criteria.query,
      frequency: input.frequency,
      status: 'pending',
      origin,
    },
  })
  await payload.sendEmail(
    confirmationEmail(site, origin, customer, { id: saved.id, name: saved.name, query: criteria.query }),
  )
  return { status: 201, body: { ok: true } }
}

/** Renames, pauses, resumes or deletes one of the customer's saved searches on this site (404 for any other). */
export async function changeSavedSearch(
  payload: Payload,
  site: ResolvedSite,
  customer: Customer,
  change: SavedSearchChange,
): Promise<Outcome> {
  const labels = labelsFor(site.settings.locale)
  const { docs } = await payload.find({
    collection: 'saved-searches',
    where: { and: [{ id: { equals: change.id } }, ...mine(site, customer).and] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const saved = docs[0]
  if (!saved) return { status: 404, body: { ok: false, error: labels.savedSearchNotFound } }
  if (change.action === 'delete') {
    await payload.delete({ collection: 'saved-searches', id: saved.id, overrideAccess: true })
    return { status: 200, body: { ok: true } }
  }
  const data =
    change.action === 'rename'
      ? { name: change.name }
      : change.action === 'pause'
        ? // A pending search stays pending: pausing is for alerts already confirmed.
          saved.status === 'active'
          ? { status: 'paused' as const }
          : {}
        : // Resuming (also after an email's unsubscribe) needs the confirmation once given; else it stays pending.
          saved.confirmed_at && saved.status !== 'pending'
          ? { status: 'active' as const }
          : {}
  await payload.update({ collection: 'saved-searches', id: saved.id, overrideAccess: true, data })
  return { status: 200, body: { ok: true } }
}

/** The saved search of this site an emailed link's token names, or null (bad signature, another site, gone). */
async function linkedSearch(payload: Payload, site: ResolvedSite, action: 'confirm' | 'unsubscribe', token: string) {
  const id = verifySavedSearchToken(action, site.id, token)
  if (id === null) return null
  const { docs } = await payload.find({
    collection: 'saved-searches',
    where: { and: [{ id: { equals: id } }, { site: { equals: site.id } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/**
 * Follows the confirmation link: a pending search becomes active from now (cars listed before this moment
 * are not news; src/domain/saved-searches.ts). A search already confirmed stays as it is. Null when the
 * link is not valid on this site.
 */
export async function confirmSavedSearch(
  payload: Payload,
  site: ResolvedSite,
  token: string,
): Promise<SavedSearch | null> {
  const saved = await linkedSearch(payload, site, 'confirm', token)
  if (!saved) return null
  if (saved.status !== 'pending') return saved
  return payload.update({
    collection: 'saved-searches',
    id: saved.id,
    overrideAccess: true,
    data: { status: 'active', confirmed_at: new Date().toISOString(), seen: null, pending: false },
  })
}

/** The unsubscribe link's saved search (to name it on the page), without changing it. */
export const unsubscribeTarget = (payload: Payload, site: ResolvedSite, token: string) =>
  linkedSearch(payload, site, 'unsubscribe', token)

/** Unsubscribes the saved search the link names: no more emails for it. Null when the link is not valid here. */
export async function unsubscribeSavedSearch(
  payload: Payload,
  site: ResolvedSite,
  token: string,
): Promise<SavedSearch | null> {
  const saved = await linkedSearch(payload, site, 'unsubscribe', token)
  if (!saved) return null
  if (saved.status === 'unsubscribed') return saved
  return payload.update({
    collection: 'saved-searches',
    id: saved.id,
    overrideAccess: true,
    data: { status: 'unsubscribed', pending: false },
  })
}
