'use client'
/** Deferred forms (../deferred-form.tsx): one module per page's forms, so a page ships only its own loaders. */
import { deferred } from '../deferred-form'

export const EnquiryForm = deferred(() => import('../enquiry-form').then((m) => m.EnquiryForm), 'EnquiryForm')

export const TestDriveForm = deferred(() => import('../test-drive-form').then((m) => m.TestDriveForm), 'TestDriveForm')

export const RequestPhotosForm = deferred(
  () => import('../request-photos-form').then((m) => m.RequestPhotosForm),
  'RequestPhotosForm',
)
