/**
 * Offers' and promo tiles' start and end are entered and shown in the site's time zone (issue 22): beside the
 * UTC instant each keeps the zone (`{name}_tz`) the admin's picker shows and reads the time in, the site's
 * own; a save without one (the API, imports) takes the site's.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seededPayload, siteId, staffUser } from './platform'

let payload: Payload
let sunshine: number
let loneStar: number
const made: Array<{ collection: 'offers' | 'promo-tiles'; id: number }> = []

beforeAll(async () => {
  payload = await seededPayload()
  sunshine = await siteId(payload, 'sunshine-motors')
  loneStar = await siteId(payload, 'lone-star-auto')
})
afterAll(async () => {
  for (const { collection, id } of made) await payload.delete({ collection, id, overrideAccess: true })
})

/** The wall-clock time of an instant in a zone, as the admin's picker shows it. */
const wallTime = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant))

describe('a site\u2019s offer and promo tile times', () => {
  it('keep the site\u2019s zone beside the UTC instant: 9 am in Brisbane is 23:00 UTC the day before', async () => {
    const offer = await payload.create({
      collection: 'offers',
      data: { site: sunshine, name: 'Timed offer', start: '2026-12-01T09:00:00+10:00', _status: 'published' },
      user: await staffUser(payload, 'editor@sunshine-motors.example'),
      overrideAccess: false,
    })
    made.push({ collection: 'offers', id: offer.id })
    expect(offer.start).toBe('2026-11-30T23:00:00.000Z')
    expect(offer.start_tz).toBe('Australia/Brisbane')
    expect(wallTime(offer.start!, offer.start_tz!)).toBe('2026-12-01, 09:00')
  })

  it('a US site\u2019s promo tile keeps Chicago time, and a zone chosen in the admin is kept', async () => {
    const tile = await payload.create({
      collection: 'promo-tiles',
      data: { site: loneStar, heading: 'Timed tile', expiry: '2026-07-04T17:00:00-05:00', _status: 'published' },
      overrideAccess: true,
    })
    made.push({ collection: 'promo-tiles', id: tile.id })
    expect(tile.expiry).toBe('2026-07-04T22:00:00.000Z')
    expect(tile.expiry_tz).toBe('America/Chicago')
    expect(wallTime(tile.expiry!, tile.expiry_tz!)).toBe('2026-07-04, 17:00')

    const chosen = await payload.update({
      collection: 'promo-tiles',
      id: tile.id,
      data: { start: '2026-07-01T08:00:00-07:00', start_tz: 'America/Los_Angeles' },
      overrideAccess: true,
    })
    expect(chosen.start_tz).toBe('America/Los_Angeles')
    expect(wallTime(chosen.start!, chosen.start_tz!)).toBe('2026-07-01, 08:00')
  })

  it('refuses a zone the pickers do not offer', async () => {
    await expect(
      payload.create({
        collection: 'offers',
        data: { site: sunshine, name: 'Paris offer', start: '2026-12-01T09:00:00Z', start_tz: 'Europe/Paris' as never },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
  })
})
