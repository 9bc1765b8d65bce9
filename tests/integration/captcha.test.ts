/**
 * The shopper forms' captcha end to end through the route handlers: a solved challenge is good for one
 * submission of the form it was issued for, and never for another form.
 */
import { createHash } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { solveProofOfWork } from '../../src/domain/proof-of-work'
import { CAPTCHA_ERRORS } from '../../src/lib/requests/captcha'
import { findSiteByHost, type PublicSite } from '../../src/lib/data/site-lookup'
import { seededPayload } from './platform'

// Outside Next.js there is no incremental cache: the site lookup runs uncached.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(fn: T) => fn,
}))

const { GET: challengeRoute } = await import('../../src/app/api/leads/challenge/route')
const { POST: leadRoute } = await import('../../src/app/api/leads/route')
const { POST: reservationRoute } = await import('../../src/app/api/reservations/route')

// Lone Star Auto takes reservations without a sign-in, so its checkout shows the captcha.
const HOST = 'lone-star-auto.localhost:3000'
const ORIGIN = `http://${HOST}`
let payload: Payload
let site: PublicSite
let feed = 0

const sha256 = async (text: string) => new Uint8Array(createHash('sha256').update(text).digest())

async function solved(form?: string): Promise<{ challenge: string; nonce: string }> {
  const res = await challengeRoute(
    new Request(`${ORIGIN}/api/leads/challenge${form ? `?form=${form}` : ''}`, { headers: { Host: HOST } }) as never,
  )
  expect(res.status).toBe(200)
  const { challenge, bits } = (await res.json()) as { challenge: string; bits: number }
  return { challenge, nonce: await solveProofOfWork(challenge, bits, sha256) }
}

const post = (path: string, body: unknown, address: string) =>
  new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { Host: HOST, Origin: ORIGIN, 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify(body),
  })

async function newCar() {
  feed += 1
  const car = await payload.create({
    collection: 'cars',
    data: {
      site: site.id,
      feed_id: `CAPTCHA-${feed}`,
      slug: `captcha-test-${feed}`,
      name: `2020 Ford Ranger ${feed}`,
      car_type: 'used',
      status: 'in_stock',
      price: 30_000,
    },
    overrideAccess: true,
    context: { skipSearchSync: true },
  })
  return car.id
}

const lead = async (captcha: unknown, address: string) =>
  leadRoute(
    post(
      '/api/leads',
      {
        form: 'enquiry',
        car_id: await newCar(),
        name: 'Sam Shopper',
        email: 'sam@example.com',
        phone: '512 555 0199',
        message: 'Is it available?',
        captcha,
      },
      address,
    ) as never,
  )

const reservation = async (captcha: unknown, address: string) =>
  reservationRoute(
    post(
      '/api/reservations',
      {
        car_id: await newCar(),
        name: 'Sam Shopper',
        email: 'sam@example.com',
        phone: '512 555 0199',
        message: '',
        accept: true,
        captcha,
      },
      address,
    ),
  )

beforeAll(async () => {
  payload = await seededPayload()
  site = (await findSiteByHost(payload, 'lone-star-auto.localhost'))!
})

describe('a solved captcha', () => {
  it('is accepted once: a lead\u2019s solution does not also make a reservation', async () => {
    const solution = await solved('lead')
    const first = await lead(solution, '198.51.100.1')
    expect(first.status, JSON.stringify(await first.clone().json())).toBe(201)
    const again = await reservation(solution, '198.51.100.1')
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({ fields: { captcha: expect.any(String) } })
    expect((await lead(solution, '198.51.100.1')).status).toBe(400)
  })

  it('works only on the form it was issued for, before it is used', async () => {
    const forReservation = await solved('reservation')
    const onLead = await lead(forReservation, '198.51.100.2')
    expect([onLead.status, await onLead.json()]).toMatchObject([400, { error: CAPTCHA_ERRORS.invalid }])
    const made = await reservation(forReservation, '198.51.100.2')
    expect(made.status, JSON.stringify(await made.clone().json())).toBe(201)
    const twice = await reservation(forReservation, '198.51.100.2')
    expect([twice.status, await twice.json()]).toMatchObject([400, { error: CAPTCHA_ERRORS.reused }])

    const forLead = await solved('lead')
    expect((await reservation(forLead, '198.51.100.3')).status).toBe(400)
    expect((await lead(forLead, '198.51.100.3')).status).toBe(201)
  })

  it('is issued for a lead form unless asked otherwise, and never for an unknown form', async () => {
    expect((await lead(await solved(), '198.51.100.4')).status).toBe(201)
    const unknown = await challengeRoute(
      new Request(`${ORIGIN}/api/leads/challenge?form=admin`, { headers: { Host: HOST } }) as never,
    )
    expect(unknown.status).toBe(400)
  })
})
