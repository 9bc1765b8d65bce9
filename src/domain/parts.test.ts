import { describe, expect, it } from 'vitest'

import {
  accessoriesCount,
  type CatalogPart,
  partFits,
  partMatchesText,
  partNumberError,
  partsLocations,
  partsRequestSchema,
  partsSearchHref,
  parsePartsQuery,
  PARTS_PAGE_SIZE,
  searchParts,
} from './parts'

const TOYOTA = 1
const FORD = 2
const part = (
  id: number,
  name: string,
  partNumber: string,
  fits: CatalogPart['fits'],
  accessory = false,
): CatalogPart => ({
  id,
  name,
  partNumber,
  accessory,
  fits,
})
const towbar = part(1, 'Towbar kit', 'PZQ-60-0001', [{ make: TOYOTA, model: 'HiLux' }], true)
const mats = part(2, 'All-weather floor mats', 'PZ 49 00 2', [{ make: TOYOTA }], true)
const filter = part(3, 'Oil filter', '90915-YZZD4', [
  { make: TOYOTA, model: 'HiLux' },
  { make: FORD, model: 'F-150' },
])
const wiper = part(4, 'Wiper blade', 'WB-500', [])
const CATALOG = [towbar, mats, filter, wiper]

const query = (q = '', make: string | null = null, model: string | null = null, page = 1) => ({ q, make, model, page })

describe('the parts catalogue', () => {
  it('fits a part to a make and model: no fits is every vehicle, a fit without a model every model of its make', () => {
    expect(partFits(towbar, { make: TOYOTA, model: 'hilux' })).toBe(true)
    expect(partFits(towbar, { make: TOYOTA, model: 'Hi-Lux' })).toBe(true)
    expect(partFits(towbar, { make: TOYOTA, model: 'RAV4' })).toBe(false)
    expect(partFits(towbar, { make: TOYOTA })).toBe(true)
    expect(partFits(towbar, { make: FORD })).toBe(false)
    expect(partFits(mats, { make: TOYOTA, model: 'RAV4' })).toBe(true)
    expect(partFits(wiper, { make: FORD, model: 'Mustang' })).toBe(true)
    expect(partFits(towbar, { make: null })).toBe(true)
  })

  it('matches every word of the text in the name, or the number without its spaces and hyphens', () => {
    expect(partMatchesText(mats, 'floor MATS')).toBe(true)
    expect(partMatchesText(mats, 'floor towbar')).toBe(false)
    expect(partMatchesText(mats, 'pz49002')).toBe(true)
    expect(partMatchesText(towbar, 'PZQ600001')).toBe(true)
    expect(partMatchesText(towbar, '')).toBe(true)
  })

  it('searches by text and vehicle, sorted by name, and an unknown make finds nothing', () => {
    const names = (result: { items: CatalogPart[] }) => result.items.map((p) => p.name)
    expect(names(searchParts(CATALOG, query(), null))).toEqual([
      'All-weather floor mats',
      'Oil filter',
      'Towbar kit',
      'Wiper blade',
    ])
    expect(names(searchParts(CATALOG, query('', 'ford', 'F-150'), FORD))).toEqual(['Oil filter', 'Wiper blade'])
    expect(names(searchParts(CATALOG, query('', 'toyota', 'RAV4'), TOYOTA))).toEqual([
      'All-weather floor mats',
      'Wiper blade',
    ])
    expect(names(searchParts(CATALOG, query('filter', 'toyota', 'HiLux'), TOYOTA))).toEqual(['Oil filter'])
    expect(searchParts(CATALOG, query('', 'holden'), null)).toMatchObject({ total: 0, items: [] })
    expect(names(searchParts(CATALOG, query(), null, { accessoriesOnly: true }))).toEqual([
      'All-weather floor mats',
      'Towbar kit',
    ])
  })

  it('pages the results, a page past the end showing the last', () => {
    const many = Array.from({ length: PARTS_PAGE_SIZE + 3 }, (_, i) =>
      part(i + 1, `Part ${String(i).padStart(3, '0')}`, `P-${i}`, []),
    )
    expect(searchParts(many, query(), null)).toMatchObject({ total: PARTS_PAGE_SIZE + 3, page: 1, pages: 2 })
    const last = searchParts(many, query('', null, null, 9), null)
    expect(last).toMatchObject({ page: 2, pages: 2 })
    expect(last.items.map((p) => p.name)).toEqual(['Part 024', 'Part 025', 'Part 026'])
  })

  it('counts the accessories that name a model (not the parts, not the universal ones)', () => {
    expect(accessoriesCount(CATALOG, { make: TOYOTA, name: 'HiLux' })).toBe(2)
    expect(accessoriesCount(CATALOG, { make: TOYOTA, name: 'RAV4 Hybrid' })).toBe(1)
    expect(accessoriesCount(CATALOG, { make: FORD, name: 'F-150' })).toBe(0)
  })

  it('reads a search URL and refuses malformed parameters', () => {
    expect(parsePartsQuery(new URLSearchParams('q=+towbar+&make=toyota&model=HiLux&part=12'))).toEqual({
      ok: true,
      value: { q: 'towbar', make: 'toyota', model: 'HiLux', page: 1, part: 12 },
    })
    expect(parsePartsQuery(new URLSearchParams(''))).toEqual({
      ok: true,
      value: { q: '', make: null, model: null, page: 1, part: null },
    })
    expect(parsePartsQuery(new URLSearchParams('make=Toyota!'))).toMatchObject({ ok: false })
    expect(parsePartsQuery(new URLSearchParams('page=0'))).toMatchObject({ ok: false })
    expect(parsePartsQuery(new URLSearchParams('part=abc'))).toMatchObject({ ok: false })
    expect(parsePartsQuery(new URLSearchParams(`q=${'x'.repeat(101)}`))).toMatchObject({ ok: false })
    expect(partsSearchHref({ q: 'mats', make: 'toyota', page: 2 })).toBe('/parts/search?q=mats&make=toyota&page=2')
    expect(partsSearchHref({ part: 3 })).toBe('/parts/search?part=3#request-part')
  })

  it('checks part numbers as staff enter them', () => {
    expect(partNumberError('PZQ-60-0001')).toBeNull()
    expect(partNumberError('90915 YZZD4')).toBeNull()
    expect(partNumberError('')).not.toBeNull()
    expect(partNumberError('<script>')).not.toBeNull()
    expect(partNumberError('x'.repeat(41))).not.toBeNull()
  })

  it('sends a request to the parts locations, else the sales locations', () => {
    const sales = { slug: 'brisbane', locationType: 'sales' }
    const parts = { slug: 'parts', locationType: 'parts' }
    expect(partsLocations([sales, { slug: 'svc', locationType: 'service' }, parts])).toEqual([parts])
    expect(partsLocations([sales, { slug: 'svc', locationType: 'service' }])).toEqual([sales])
  })

  it('requires the contact details and a part; the location only among several, the terms where the site asks', () => {
    const ok = { name: 'Jo', email: 'jo@example.com', phone: '0400 000 000', part_id: '3' }
    expect(partsRequestSchema({ locations: ['parts'], requireTerms: false }).parse(ok)).toMatchObject({
      part_id: 3,
      location: '',
      opt_in: true,
    })
    const several = partsRequestSchema({ locations: ['north', 'south'], requireTerms: true })
    const refused = several.safeParse({ ...ok, part_id: '' })
    expect(refused.success).toBe(false)
    expect(refused.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['location', 'part_id', 'terms'])
    expect(several.safeParse({ ...ok, location: 'south', terms: true }).success).toBe(true)
  })
})
