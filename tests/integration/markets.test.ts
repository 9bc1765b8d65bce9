/**
 * Each market in its own words and units on the server (issue 17): the lead endpoint's rules by the
 * site's country (ZIP codes taken whole on the US site, the spec's 4-digit rule elsewhere), a US
 * odometer typed in miles stored in km, and demo content that fits each demo site's country.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ZIP_CODE_MESSAGE } from '../../src/domain/locale'
import { createLead } from '../../src/leads/create-lead'
import type { FormLocation } from '../../src/leads/form-rules'
import { findSiteByHost, type PublicSite } from '../../src/lib/data/site-lookup'
import { seededPayload } from './platform'

let payload: Payload
let lone: PublicSite
let sunshine: PublicSite
let loneLocations: FormLocation[]
let sunshineLocations: FormLocation[]

const contact = { name: 'Sam Houston', email: 'sam@example.com', phone: '(512) 555-0100' }

const locationsOf = async (site: PublicSite) =>
  (
    await payload.find({
      collection: 'locations',
      where: { site: { equals: site.id } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs as FormLocation[]

const stored = (id: number) => payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })

beforeAll(async () => {
  payload = await seededPayload()
  lone = (await findSiteByHost(payload, 'lone-star-auto.localhost'))!
  sunshine = (await findSiteByHost(payload, 'sunshine-motors.localhost'))!
  loneLocations = await locationsOf(lone)
  sunshineLocations = await locationsOf(sunshine)
})

describe('postal codes by the site country', () => {
  const embedded = (postcode: string, locations: FormLocation[]) => ({
    form: 'lead-form',
    ...contact,
    last_name: 'Houston',
    postcode,
    location_id: locations[0]!.id,
  })

  it('the US site takes a ZIP or ZIP+4 whole, never cut to 4 digits', async () => {
    for (const zip of ['78756', '78756-1234']) {
      const outcome = await createLead(payload, { site: lone, locations: loneLocations }, embedded(zip, loneLocations))
      expect(outcome.ok, zip).toBe(true)
      if (outcome.ok) expect((await stored(outcome.leadId)).postcode).toBe(zip)
    }
  })
  it('the US site refuses a 4-digit code with the US message', async () => {
    for (const zip of ['7875', '787561', '78756-12']) {
      expect(
        await createLead(payload, { site: lone, locations: loneLocations }, embedded(zip, loneLocations)),
      ).toMatchObject({ ok: false, fields: { postcode: ZIP_CODE_MESSAGE } })
    }
  })
  it('the Australian site keeps the spec rule: exactly 4 digits', async () => {
    expect(
      (await createLead(payload, { site: sunshine, locations: sunshineLocations }, embedded('4031', sunshineLocations)))
        .ok,
    ).toBe(true)
    expect(
      await createLead(payload, { site: sunshine, locations: sunshineLocations }, embedded('78756', sunshineLocations)),
    ).toMatchObject({ ok: false, fields: { postcode: 'Invalid postcode. Please enter a 4-digit number.' } })
  })
})

describe('odometers in the site unit', () => {
  const service = { form: 'service', ...contact, make: 'Ford', model: 'F-150', service_type: 'Repair or diagnosis' }

  it('stores a US odometer typed in miles as km, and an Australian one as typed', async () => {
    const us = await createLead(payload, { site: lone, locations: loneLocations }, { ...service, odometer: '100' })
    expect(us.ok).toBe(true)
    if (us.ok) expect((await stored(us.leadId)).service?.odometer).toBe(161)
    const au = await createLead(
      payload,
      { site: sunshine, locations: sunshineLocations },
      { ...service, odometer: '100' },
    )
    expect(au.ok).toBe(true)
    if (au.ok) expect((await stored(au.leadId)).service?.odometer).toBe(100)
  })
})

describe('demo content fits each demo site country', () => {
  const textOf = async (collection: 'reviews' | 'posts' | 'offers' | 'models', site: PublicSite) =>
    JSON.stringify(
      (
        await payload.find({
          collection,
          where: { site: { equals: site.id } },
          depth: 0,
          limit: 100,
          overrideAccess: true,
        })
      ).docs,
    )

  it('the US site has its own reviews, offers, posts and models, with no Australian words', async () => {
    const reviews = await textOf('reviews', lone)
    expect(reviews).toContain('F-150')
    expect(reviews).not.toContain('Olivia M.')
    const offers = await textOf('offers', lone)
    expect(offers).toContain('APR')
    const us = `${reviews}\n${offers}\n${await textOf('posts', lone)}\n${await textOf('models', lone)}`
    const australian = [/\bute\b/i, /tyres/i, /\brego\b/i, /enquir/i, /colour/i, /favourite/i, /\bkms?\b/i]
    for (const word of [...australian, /comparison rate/i, /logbook/i, /drive away/i]) expect(us).not.toMatch(word)
  })
  it('the Australian site keeps the Australian reviews', async () => {
    expect(await textOf('reviews', sunshine)).toContain('Olivia M.')
  })
})
