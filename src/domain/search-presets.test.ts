import { describe, expect, it } from 'vitest'

import { resolveSearchPreset, slugify, SPEC_BODY_TYPES, SPEC_CAR_TYPES, type SearchCatalogue } from './search-presets'

const catalogue: SearchCatalogue = {
  makes: ['Toyota', 'Mercedes-Benz', 'Land Rover'],
  modelsByMake: { Toyota: ['HiLux', 'LandCruiser 300'], 'Mercedes-Benz': ['C-Class'], 'Land Rover': ['Defender'] },
  bodies: ['SUV', 'Cab Chassis', 'Ute'],
}
const resolve = (path: string) => resolveSearchPreset(path.split('/').filter(Boolean), catalogue)

it('slugifies facet values', () => {
  expect(slugify('Mercedes-Benz')).toBe('mercedes-benz')
  expect(slugify('LandCruiser 300')).toBe('landcruiser-300')
  expect(slugify(' Cab  Chassis ')).toBe('cab-chassis')
  expect(slugify('4x4')).toBe('4x4')
})

describe('resolveSearchPreset', () => {
  it.each([
    ['new-used-and-demo-cars', 'New, Used and Demo Cars', {}],
    ['new-and-demo-cars', 'New and Demo Cars', { car_type: ['new', 'demo'] }],
    ['used-cars', 'Used Cars', { car_type: ['used'] }],
    ['new-cars', 'New Cars', { car_type: ['new'] }],
    ['demo-cars', 'Demo Cars', { car_type: ['demo'] }],
    ['7-seaters', '7 Seater Cars', { seats: ['7'] }],
  ])('maps /search/%s', (slug, title, refinements) => {
    expect(resolve(slug)).toEqual({
      search: { query: '', page: 1, hitsPerPage: 21, sortBy: 'relevance', refinements, ranges: {} },
      title,
      canonicalPath: `/search/${slug}`,
    })
  })
  it('maps a make, a make and model, and a body by the site facet values', () => {
    expect(resolve('mercedes-benz')).toMatchObject({
      search: { refinements: { make: ['Mercedes-Benz'] } },
      title: 'Mercedes-Benz Cars',
      canonicalPath: '/search/mercedes-benz',
    })
    expect(resolve('toyota/landcruiser-300')).toMatchObject({
      search: { refinements: { make: ['Toyota'], model: ['LandCruiser 300'] } },
      title: 'Toyota LandCruiser 300 Cars',
      canonicalPath: '/search/toyota/landcruiser-300',
    })
    expect(resolve('suv')).toMatchObject({
      search: { refinements: { body: ['SUV'] } },
      title: 'SUV Cars',
      canonicalPath: '/search/suv',
    })
    expect(resolve('cab-chassis')).toMatchObject({ search: { refinements: { body: ['Cab Chassis'] } } })
  })
  it('matches slugs case-insensitively, with a lower-case canonical path', () => {
    expect(resolve('Toyota/HiLux')).toMatchObject({
      canonicalPath: '/search/toyota/hilux',
      search: { refinements: { make: ['Toyota'], model: ['HiLux'] } },
    })
    expect(resolve('Used-Cars')).toMatchObject({ canonicalPath: '/search/used-cars' })
  })
  it('prefers a make over a body type of the same slug', () => {
    const clash = { ...catalogue, bodies: [...catalogue.bodies, 'Toyota'] }
    expect(resolveSearchPreset(['toyota'], clash)).toMatchObject({ search: { refinements: { make: ['Toyota'] } } })
  })
  it('is null for unknown slugs (a 404)', () => {
    expect(resolve('')).toBeNull()
    expect(resolve('ferrari')).toBeNull()
    expect(resolve('toyota/defender')).toBeNull()
    expect(resolve('ferrari/f40')).toBeNull()
    expect(resolve('suv/toyota')).toBeNull()
    expect(resolve('used-cars/toyota')).toBeNull()
    expect(resolve('toyota/hilux/sr5')).toBeNull()
  })
})

describe('spec body types and car types (#17)', () => {
  const empty: SearchCatalogue = { makes: [], modelsByMake: {}, bodies: [] }
  it.each(SPEC_BODY_TYPES.map((body) => [slugify(body), body]))(
    '/search/%s is a preset on a site that stocks none',
    (slug, body) => {
      expect(resolveSearchPreset([slug], empty)).toMatchObject({
        search: { refinements: { body: [body] } },
        canonicalPath: `/search/${slug}`,
      })
    },
  )
  it('takes the spec spelling run together (cabChassis) to the hyphenated canonical path', () => {
    expect(resolveSearchPreset(['cabChassis'], empty)).toMatchObject({ canonicalPath: '/search/cab-chassis' })
    expect(resolveSearchPreset(['peoplemover'], empty)).toMatchObject({ canonicalPath: '/search/people-mover' })
  })
  it("keeps the site's own spelling of a body over the spec's", () => {
    expect(resolveSearchPreset(['ute'], { ...empty, bodies: ['UTE'] })).toMatchObject({
      search: { refinements: { body: ['UTE'] } },
    })
  })
  it.each(SPEC_CAR_TYPES)('/search/%s-cars is a preset', (type) => {
    expect(resolveSearchPreset([`${type}-cars`], empty)).toMatchObject({
      search: { refinements: { car_type: [type] } },
    })
  })
  it('still 404s a slug that is no body, make or preset', () => {
    expect(resolveSearchPreset(['spaceship'], empty)).toBeNull()
  })
})
