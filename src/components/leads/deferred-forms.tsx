'use client'
/**
 * The site's forms as pages use them: each loads its code (react-hook-form, its zod schema, the captcha's
 * worker) on the shopper's first focus, press or keystroke in it (./deferred-form.tsx), so a page carrying
 * a form ships no more JavaScript up front than one without. Import forms from here, not from their files:
 * a page that imports a form's own file ships its code with the page again.
 */
import { deferred } from './deferred-form'

/** A form component's props (none: an empty object). */
type Props<T> = T extends (props: infer P) => unknown ? (P extends object ? P : Record<string, never>) : never

export const EnquiryForm = deferred<Props<(typeof import('./enquiry-form'))['EnquiryForm']>>(
  () => import('./enquiry-form').then((m) => m.EnquiryForm),
  'EnquiryForm',
)
export const TestDriveForm = deferred<Props<(typeof import('./test-drive-form'))['TestDriveForm']>>(
  () => import('./test-drive-form').then((m) => m.TestDriveForm),
  'TestDriveForm',
)
export const RequestPhotosForm = deferred<Props<(typeof import('./request-photos-form'))['RequestPhotosForm']>>(
  () => import('./request-photos-form').then((m) => m.RequestPhotosForm),
  'RequestPhotosForm',
)
export const GeneralEnquiryForm = deferred<Props<(typeof import('./general-enquiry-form'))['GeneralEnquiryForm']>>(
  () => import('./general-enquiry-form').then((m) => m.GeneralEnquiryForm),
  'GeneralEnquiryForm',
)
export const FinanceForm = deferred<Props<(typeof import('./finance-form'))['FinanceForm']>>(
  () => import('./finance-form').then((m) => m.FinanceForm),
  'FinanceForm',
)
export const ReservationForm = deferred<Props<(typeof import('./reservation-form'))['ReservationForm']>>(
  () => import('./reservation-form').then((m) => m.ReservationForm),
  'ReservationForm',
)
export const EmbeddedLeadForm = deferred<Props<(typeof import('./embedded-lead-form'))['EmbeddedLeadForm']>>(
  () => import('./embedded-lead-form').then((m) => m.EmbeddedLeadForm),
  'EmbeddedLeadForm',
)
export const BookTestDriveForm = deferred<Props<(typeof import('./book-test-drive-form'))['BookTestDriveForm']>>(
  () => import('./book-test-drive-form').then((m) => m.BookTestDriveForm),
  'BookTestDriveForm',
)
export const ServiceBookingForm = deferred<Props<(typeof import('./service-booking-form'))['ServiceBookingForm']>>(
  () => import('./service-booking-form').then((m) => m.ServiceBookingForm),
  'ServiceBookingForm',
)
export const PartRequestForm = deferred<Props<(typeof import('../parts/part-request-form'))['PartRequestForm']>>(
  () => import('../parts/part-request-form').then((m) => m.PartRequestForm),
  'PartRequestForm',
)
export const TradeInWizard = deferred<Props<(typeof import('../trade-in/trade-in-wizard'))['TradeInWizard']>>(
  () => import('../trade-in/trade-in-wizard').then((m) => m.TradeInWizard),
  'TradeInWizard',
)
export const SignInForm = deferred<Props<(typeof import('../account/forms'))['SignInForm']>>(
  () => import('../account/forms').then((m) => m.SignInForm),
  'SignInForm',
)
export const SignUpForm = deferred<Props<(typeof import('../account/forms'))['SignUpForm']>>(
  () => import('../account/forms').then((m) => m.SignUpForm),
  'SignUpForm',
)
export const ForgotPasswordForm = deferred<Props<(typeof import('../account/forms'))['ForgotPasswordForm']>>(
  () => import('../account/forms').then((m) => m.ForgotPasswordForm),
  'ForgotPasswordForm',
)
export const ResetPasswordForm = deferred<Props<(typeof import('../account/forms'))['ResetPasswordForm']>>(
  () => import('../account/forms').then((m) => m.ResetPasswordForm),
  'ResetPasswordForm',
)
