import { randomBytes } from 'node:crypto'

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  ValidationError,
  type Payload,
  type PayloadRequest,
  type TaskConfig,
} from 'payload'

import { dateTimeFormat } from '@/domain/intl'
import { formatDollars } from '@/domain/price-display'
import {
  canReserve,
  dealerReservationNote,
  hasLapsed,
  paymentDueAt,
  RESERVATION_MESSAGES,
  reservationDeposit,
  reservationExpiresAt,
  siteCurrency,
  type ReservationValues,
} from '@/domain/reservations'
import { resolveSiteSettings, type SiteSettings } from '@/domain/site-settings'
import { leadCarFields, queueLead, updateLeadIn } from '@/leads/store-lead'
import { CAPTCHA_ERRORS } from '@/lib/requests/captcha'
import type { PublicSite } from '@/lib/data/site-lookup'
import type { Car, Customer, Reservation } from '@/payload-types'

import { PaymentError, type PaymentProvider } from './payment'
import { providerFor } from './provider-for'
import { RESERVATIONS_QUEUE } from './queue'

export type ReserveOutcome =
  | { ok: true; reservationId: number; token: string; redirectUrl: string | null }
  | { ok: false; status: 400 | 404 | 409 | 502; error: string }

/** The database refused a second held reservation of the car (the unique partial index), or a reused captcha. */
const uniqueViolation = (error: unknown): 'car' | 'captcha' | null => {
  if (!(error instanceof ValidationError)) return null
  const paths = error.data.errors.map((e) => e.path)
  if (paths.includes('captcha_id')) return 'captcha'
  return paths.includes('car_id') || paths.includes('car') ? 'car' : null
}

/** An instant in the site's locale and time zone, e.g. for when a hold ends. */
const formatWhen = (date: Date, { locale, timeZone }: Pick<SiteSettings, 'locale' | 'timeZone'>) =>
  dateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(date)

/** The drizzle handle of the request's transaction, for the one statement Payload's API cannot say (FOR UPDATE). */
async function transactionDb(payload: Payload, req: PayloadRequest) {
  const adapter = payload.db as unknown as PostgresAdapter
  return adapter.sessions[(await req.transactionID) as string]?.db ?? adapter.drizzle
}

/**
 * The lead an Online Purchase journey (`checkout-journeys`) grows for this reservation, if the reservation
 * is its deposit step: its reservation is told to the dealer on that lead, not on a second one.
 */
async function journeyLeadOf(payload: Payload, req: PayloadRequest, reservationId: number): Promise<number | null> {
  const { docs } = await payload.find({
    collection: 'checkout-journeys',
    where: { reservation: { equals: reservationId } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  const lead = docs[0]?.lead
  return lead == null ? null : typeof lead === 'object' ? lead.id : lead
}

/**
 * Tells the dealership about a reservation, as a lead through the usual delivery (email with ADF/XML). With
 * `leadId` (an Online Purchase journey's lead) that lead grows by the reservation and is sent again instead.
 */
async function notifyDealer(
  payload: Payload,
  req: PayloadRequest,
  site: PublicSite,
  reservation: Reservation,
  car: Car,
  leadId: number | null = null,
) {
  const settings = resolveSiteSettings(site, new Date())
  const note = dealerReservationNote({
    depositText: formatDollars(reservation.deposit.amount, settings.locale),
    expiresText: formatWhen(new Date(reservation.expires_at), settings),
    provider: reservation.deposit.provider,
    paymentReference: reservation.deposit.reference,
    message: reservation.message,
  })
  if (leadId !== null) {
    const lead = await payload.findByID({ collection: 'leads', id: leadId, depth: 0, overrideAccess: true, req })
    await updateLeadIn(
      payload,
      req,
      leadId,
      { message: [lead.message, note].filter(Boolean).join('\n\n'), reservation: reservation.id },
      { redeliver: true },
    )
    return
  }
  await queueLead(payload, req, {
    site: site.id,
    form: 'reservation',
    category: 'Vehicle Enquiry',
    subcategory: 'Reserve Online',
    name: reservation.name,
    email: reservation.email,
    phone: reservation.phone,
    message: note,
    dealership_slug: car.dealership_slug ?? null,
    opt_in: false,
    terms_agreed: true,
    reservation: reservation.id,
    ...leadCarFields(car),
    url: null,
  })
}

/**
 * Reserves a car of this site (spec 2.1 checkout): in one transaction, lock the car's row, end a lapsed hold on
 * it, check it is reservable, record the reservation (a unique partial index allows one held reservation per
 * car, so of two shoppers racing exactly one wins), mark the car reserved through Payload (its search sync is
 * queued in the same transaction), queue the 48-hour expiry, and hold the deposit with the provider. With the
 * default provider the dealer is told at once; with Stripe once the card hold is in place (`confirmPayment`).
 */
export async function reserveCar(
  payload: Payload,
  input: {
    site: PublicSite
    carId: number
    values: ReservationValues
    customer?: Pick<Customer, 'id'> | null
    provider: PaymentProvider
    origin: string
    captchaId?: string | null
    now?: Date
    /** The lead of the Online Purchase journey this deposit belongs to: it grows instead of a second lead. */
    leadId?: number | null
  },
): Promise<ReserveOutcome> {
  const { site, carId, values, provider } = input
  const now = input.now ?? new Date()
  const settings = resolveSiteSettings(site, now).features.reservations
  if (!settings.enabled) return { ok: false, status: 404, error: RESERVATION_MESSAGES.disabled }

  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const db = await transactionDb(payload, req)
    const locked = await db.execute(sql`SELECT id FROM cars WHERE id = ${carId} AND site_id = ${site.id} FOR UPDATE`)
    if (locked.rows.length === 0) {
      await killTransaction(req)
      return { ok: false, status: 404, error: 'No such car on this site.' }
    }
    const { docs: held } = await payload.find({
      collection: 'reservations',
      where: { and: [{ car: { equals: carId } }, { status: { equals: 'held' } }] },
      depth: 0,
      limit: 1,
      overrideAccess: true,
      req,
    })
    if (held[0] && hasLapsed(held[0], now))
      await payload.update({
        collection: 'reservations',
        id: held[0].id,
        data: { status: 'expired' },
        overrideAccess: true,
        req,
      })
    const car = await payload.findByID({ collection: 'cars', id: carId, depth: 0, overrideAccess: true, req })
    if (!canReserve(car, settings)) {
      await killTransaction(req)
      return { ok: false, status: 409, error: RESERVATION_MESSAGES.unavailable }
    }

    const token = randomBytes(24).toString('base64url')
    const amount = reservationDeposit(settings.depositAmount)
    const expiresAt = reservationExpiresAt(now)
    const dueAt = provider.name === 'stripe' ? paymentDueAt(now) : null
    const reservation = await payload.create({
      collection: 'reservations',
      overrideAccess: true,
      req,
      data: {
        site: site.id,
        status: 'held',
        expires_at: expiresAt.toISOString(),
        car: car.id,
        car_name: car.name,
        name: values.name,
        email: values.email,
        phone: values.phone,
        message: values.message || null,
        customer: input.customer?.id ?? null,
        deposit: {
          amount,
          currency: siteCurrency(site.country),
          provider: provider.name,
          state: provider.name === 'stripe' ? 'awaiting-payment' : 'dealer-to-collect',
          payment_due_at: dueAt?.toISOString() ?? null,
        },
        token,
        captcha_id: input.captchaId ?? null,
      },
    })
    await payload.update({ collection: 'cars', id: car.id, data: { reserved: true }, overrideAccess: true, req })
    await payload.jobs.queue({
      task: 'expireReservation',
      input: { reservationId: reservation.id },
      queue: RESERVATIONS_QUEUE,
      waitUntil: expiresAt,
      req,
    })
    if (dueAt)
      await payload.jobs.queue({
        task: 'expireReservation',
        input: { reservationId: reservation.id },
        queue: RESERVATIONS_QUEUE,
        waitUntil: dueAt,
        req,
      })

    const confirmation = `${input.origin}/reservations/${token}`
    const hold = await provider.hold({
      reservationId: reservation.id,
      token,
      amount,
      currency: reservation.deposit.currency,
      site: { id: site.id, slug: site.slug, name: site.name },
      car: { id: car.id, name: car.name, stocknum: car.stocknum },
      customerEmail: values.email,
      returnUrl: confirmation,
      cancelUrl: `${input.origin}/cars/${car.slug}`,
      paymentDueAt: dueAt ?? expiresAt,
    })
    const saved = await payload.update({
      collection: 'reservations',
      id: reservation.id,
      data: { deposit: { ...reservation.deposit, state: hold.state, reference: hold.reference } },
      overrideAccess: true,
      req,
    })
    if (provider.name === 'dealer') await notifyDealer(payload, req, site, saved, car, input.leadId ?? null)
    await commitTransaction(req)
    return { ok: true, reservationId: reservation.id, token, redirectUrl: hold.redirectUrl }
  } catch (error) {
    await killTransaction(req)
    const unique = uniqueViolation(error)
    if (unique === 'car') return { ok: false, status: 409, error: RESERVATION_MESSAGES.unavailable }
    if (unique === 'captcha') return { ok: false, status: 400, error: CAPTCHA_ERRORS.reused }
    if (error instanceof PaymentError) {
      console.error('The deposit hold could not be started', error)
      return { ok: false, status: 502, error: 'We could not start the deposit payment. Please try again in a moment.' }
    }
    throw error
  }
}

/**
 * Brings a card-held reservation up to date with its payment: once the card hold is in place, the deposit is
 * `authorised` and the dealer is told (once). Called when the shopper returns from the payment page and by the
 * expiry job (the shopper may never come back).
 */
export async function confirmPayment(payload: Payload, reservationId: number, site?: PublicSite): Promise<Reservation> {
  const reservation = await payload.findByID({
    collection: 'reservations',
    id: reservationId,
    depth: 0,
    overrideAccess: true,
  })
  if (
    reservation.status !== 'held' ||
    reservation.deposit.state !== 'awaiting-payment' ||
    !reservation.deposit.reference
  )
    return reservation
  const state = await providerFor(reservation.deposit.provider).check(reservation.deposit.reference)
  if (state === 'awaiting-payment') return reservation
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const db = await transactionDb(payload, req)
    // One confirmation at a time per reservation: the return page and the job may both get here.
    await db.execute(sql`SELECT id FROM reservations WHERE id = ${reservationId} FOR UPDATE`)
    const current = await payload.findByID({
      collection: 'reservations',
      id: reservationId,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (current.deposit.state !== 'awaiting-payment') {
      await commitTransaction(req)
      return current
    }
    const saved =
      state === 'cancelled'
        ? await payload.update({
            collection: 'reservations',
            id: reservationId,
            data: { status: 'released', deposit: { ...current.deposit, state } },
            overrideAccess: true,
            req,
          })
        : await payload.update({
            collection: 'reservations',
            id: reservationId,
            data: { deposit: { ...current.deposit, state, payment_due_at: null } },
            overrideAccess: true,
            req,
          })
    if (state !== 'cancelled') {
      const siteId = typeof current.site === 'object' && current.site ? current.site.id : current.site
      const ofSite =
        site ??
        (await import('@/lib/data/site-lookup')).toPublicSite(
          await payload.findByID({ collection: 'sites', id: siteId as number, depth: 0, overrideAccess: true }),
        )
      const car = await payload.findByID({
        collection: 'cars',
        id: current.car as number,
        depth: 0,
        overrideAccess: true,
        req,
      })
      await notifyDealer(payload, req, ofSite, saved, car, await journeyLeadOf(payload, req, reservationId))
    }
    await commitTransaction(req)
    return saved
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/**
 * Ends a held reservation whose time is up (48 hours, or an unfinished card payment): it expires, which
 * releases any card hold and un-reserves the car (the collection's hooks). Anything else: nothing.
 */
export async function expireReservation(
  payload: Payload,
  reservationId: number,
  now = new Date(),
): Promise<{ expired: boolean }> {
  let reservation = await payload.findByID({
    collection: 'reservations',
    id: reservationId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!reservation || reservation.status !== 'held') return { expired: false }
  if (reservation.deposit.state === 'awaiting-payment') reservation = await confirmPayment(payload, reservationId)
  if (!hasLapsed(reservation, now)) return { expired: false }
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    await payload.update({
      collection: 'reservations',
      id: reservationId,
      data: { status: 'expired' },
      overrideAccess: true,
      req,
    })
    await commitTransaction(req)
    return { expired: true }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

export const expireReservationTask: TaskConfig<{ input: { reservationId: number }; output: { expired: boolean } }> = {
  slug: 'expireReservation',
  label: 'Expire a reservation after its 48 hours',
  inputSchema: [{ name: 'reservationId', type: 'number', required: true }],
  retries: { attempts: 10, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => ({ output: await expireReservation(req.payload, Number(input.reservationId)) }),
}
