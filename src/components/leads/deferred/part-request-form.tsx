'use client'
/** Deferred forms (../deferred-form.tsx): one module per page's forms, so a page ships only its own loaders. */
import { deferred } from '../deferred-form'

export const PartRequestForm = deferred(
  () => import('../../parts/part-request-form').then((m) => m.PartRequestForm),
  'PartRequestForm',
)
