import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'

import type { Reservation } from '@/payload-types'

import { providerFor } from './provider-for'

const idOf = (ref: number | { id: number } | null | undefined) =>
  ref && typeof ref === 'object' ? ref.id : (ref ?? null)

/**
 * A reservation that stops being held (expired, released by staff, converted into a sale) records when, and
 * an unfinished or authorised card hold is released in full (except on a sale: the dealer captures it). A
 * reservation that ended never holds the car again (the shopper reserves anew). Staff change only the status.
 */
export const endReservationHook: CollectionBeforeChangeHook<Reservation> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  // Staff (any request with a user) change the status only: every other field keeps its stored value.
  const next = req.user ? { ...data, ...originalDoc, status: data.status ?? originalDoc.status } : data
  const status = next.status ?? originalDoc.status
  if (originalDoc.status !== 'held' && status === 'held') {
    throw new ValidationError({
      errors: [
        { path: 'status', message: 'An ended reservation cannot hold the car again: the shopper can reserve it anew.' },
      ],
    })
  }
  if (originalDoc.status !== 'held' || status === 'held') return next
  const deposit = { ...originalDoc.deposit, ...(next.deposit ?? {}) }
  const openHold = deposit.state === 'awaiting-payment' || deposit.state === 'authorised'
  if (openHold && status !== 'converted' && deposit.reference) {
    await providerFor(deposit.provider).release(deposit.reference)
    deposit.state = 'cancelled'
  }
  return { ...next, ended_at: new Date().toISOString(), deposit }
}

/**
 * When a reservation stops being held, the car stops being reserved, through the normal car update (so the
 * search index, cards and the vehicle page follow). Its status is left alone: a car sold meanwhile stays sold.
 */
export const releaseCarHook: CollectionAfterChangeHook<Reservation> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || previousDoc?.status !== 'held' || doc.status === 'held') return doc
  const carId = idOf(doc.car as number | { id: number })
  if (carId)
    await req.payload.update({ collection: 'cars', id: carId, data: { reserved: false }, overrideAccess: true, req })
  return doc
}
