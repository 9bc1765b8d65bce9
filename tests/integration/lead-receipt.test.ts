import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { leadReference } from '../../src/domain/lead-summary'
import { createLead } from '../../src/leads/create-lead'
import { formChoices, type FormLocation } from '../../src/leads/form-rules'
import { leadReceipt, receiptKey, successPath } from '../../src/leads/lead-receipt'
import { findSiteByHost, resolveSite, type PublicSite, type ResolvedSite } from '../../src/lib/data/site-lookup'
import { seededPayload } from './platform'

let payload: Payload
let sunshine: ResolvedSite
let harbour: ResolvedSite
let lonestar: PublicSite
let locations: FormLocation[]
let carId: number

const NOW = new Date('2030-01-06T00:00:00Z')
const contact = { name: 'Rita Receipt', email: 'rita@example.com', phone: '0412 345 678' }
const keyOf = (site: PublicSite, leadId: number) => ({ ref: leadReference(leadId), key: receiptKey(site.id, leadId) })
const created = async (site: PublicSite, locs: readonly FormLocation[], body: Record<string, unknown>) => {
  const outcome = await createLead(payload, { site, locations: locs, now: NOW }, body)
  if (!outcome.ok) throw new Error(`lead refused: ${JSON.stringify(outcome)}`)
  return outcome.leadId
}

beforeAll(async () => {
  payload = await seededPayload()
  const site = (host: string) => findSiteByHost(payload, host).then((s) => s!)
  sunshine = resolveSite(await site('sunshine-motors.localhost'), NOW)
  harbour = resolveSite(await site('harbour-city-cars.localhost'), NOW)
  lonestar = await site('lone-star-auto.localhost')
  locations = (
    await payload.find({
      collection: 'locations',
      where: { site: { equals: sunshine.id } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs
  carId = (
    await payload.create({
      collection: 'cars',
      data: {
        site: sunshine.id,
        feed_id: 'RECEIPT-1',
        slug: 'receipt-test-car',
        name: '2022 Mazda CX-5 Touring',
        year: 2022,
        make: 'Mazda',
        model: 'CX-5',
        car_type: 'used',
        status: 'in_stock',
        price: 31990,
      },
      overrideAccess: true,
      context: { skipSearchSync: true },
    })
  ).id
})

describe('the success page of a lead', () => {
  it('is where the shopper goes: /success with the reference and its key', () => {
    expect(successPath(sunshine.id, 1234)).toBe(
      `/success?ref=${leadReference(1234)}&key=${receiptKey(sunshine.id, 1234)}`,
    )
    expect(receiptKey(sunshine.id, 1234)).not.toBe(receiptKey(harbour.id, 1234))
  })

  it('says what was booked: the test drive, its car, date and time and location, and the reference', async () => {
    const location = formChoices(locations).locations[0]!
    const id = await created(sunshine, locations, {
      form: 'test-drive',
      car_id: carId,
      ...contact,
      location: location.slug,
      date: '2030-01-07',
      time: '10:30',
    })
    const summary = await leadReceipt(payload, sunshine, keyOf(sunshine, id))
    expect(summary).toEqual({
      heading: 'Your test drive booking',
      reference: leadReference(id),
      lines: [
        { label: 'Car', value: '2022 Mazda CX-5 Touring' },
        { label: 'Date and time', value: expect.stringMatching(/^Monday, 7 January 2030 at 10:30\sam$/) },
        { label: 'Location', value: location.name },
      ],
    })
  })

  it('names the service booked and, for a trade-in, the offer the shopper accepted', async () => {
    const service = await created(sunshine, locations, {
      form: 'service',
      ...contact,
      service_type: 'Logbook service',
      make: 'Mazda',
      model: 'CX-5',
      date: '2030-01-08',
    })
    expect(await leadReceipt(payload, sunshine, keyOf(sunshine, service))).toMatchObject({
      heading: 'Your service booking',
      lines: expect.arrayContaining([
        { label: 'Service', value: 'Logbook service' },
        { label: 'Date', value: 'Tuesday, 8 January 2030' },
      ]),
    })

    const tradeIn = await created(sunshine, locations, {
      form: 'trade-in',
      ...contact,
      preferred_contact: 'Phone',
      under_finance: 'No',
    })
    // As the wizard's valuation and accept steps leave it (src/leads/trade-in-steps.ts).
    await payload.update({
      collection: 'leads',
      id: tradeIn,
      data: {
        trade_in: {
          offer_accepted: true,
          valuation: {
            kind: 'estimate',
            low: 18_500,
            high: 21_000,
            value: 19_750,
            marketMedian: 24_000,
            comparables: 4,
            conditionFactor: 1,
          },
        },
      },
      overrideAccess: true,
    })
    expect(await leadReceipt(payload, sunshine, keyOf(sunshine, tradeIn))).toEqual({
      heading: 'Your trade-in',
      reference: leadReference(tradeIn),
      lines: [{ label: 'Trade-in offer accepted', value: '$18,500 to $21,000' }],
    })
  })

  it("speaks the site's language (a US inquiry)", async () => {
    const id = await created(lonestar, [], { form: 'enquiry', ...contact, message: 'Is the truck still there?' })
    const summary = await leadReceipt(payload, resolveSite(lonestar, NOW), keyOf(lonestar, id))
    expect(summary).toEqual({ heading: 'Your inquiry', reference: leadReference(id), lines: [] })
  })

  it('shows nothing for a wrong key, a mistyped reference, or another site\u2019s lead', async () => {
    const id = await created(sunshine, locations, { form: 'enquiry', car_id: carId, ...contact, message: 'Hi' })
    const right = keyOf(sunshine, id)
    expect(await leadReceipt(payload, sunshine, right)).not.toBeNull()
    expect(await leadReceipt(payload, sunshine, { ...right, key: 'forged' })).toBeNull()
    expect(await leadReceipt(payload, sunshine, { ...right, key: undefined })).toBeNull()
    expect(
      await leadReceipt(payload, sunshine, {
        ...right,
        ref: right.ref.slice(0, -1) + (right.ref.endsWith('X') ? 'Y' : 'X'),
      }),
    ).toBeNull()
    expect(await leadReceipt(payload, sunshine, { ...right, ref: ['x'] })).toBeNull()
    // The same lead asked for on another site, even with that site's key for its id: not found there.
    expect(await leadReceipt(payload, harbour, keyOf(harbour, id))).toBeNull()
    // A lead id with no lead.
    expect(await leadReceipt(payload, sunshine, keyOf(sunshine, 2_000_000_000))).toBeNull()
  })
})
