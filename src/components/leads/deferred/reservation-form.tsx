'use client'
/** Deferred forms (../deferred-form.tsx): one module per page's forms, so a page ships only its own loaders. */
import { deferred } from '../deferred-form'

export const ReservationForm = deferred(
  () => import('../reservation-form').then((m) => m.ReservationForm),
  'ReservationForm',
)
