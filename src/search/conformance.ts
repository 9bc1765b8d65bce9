import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { HITS_PER_PAGE_DEFAULT, type CarDocument, type SearchIndex, type SearchQuery, type SearchResult } from './types'
import { carTitle } from '@/domain/car-title'

/**
 * The behaviour every SearchIndex adapter must share, as vitest cases: an adapter's integration test calls
 * `searchIndexConformance(() => makeIndex())` inside its own describe. The suite owns the whole index (it
 * calls reindexAll), so hand it an index, table or prefix of its own.
 *
 * Fixture values are chosen so that every asserted order is fully determined by the data (distinct prices,
 * dates and ranks) and so that no search word is a typo away from a word of another car in either engine.
 */

/** "Now" of every fixture query, epoch seconds. */
export const FIXTURE_NOW = 1_800_000_000
const DAY = 86_400
const SITE_A = 101
const SITE_B = 202
const SITE_WITHOUT_CARS = 303

/** A complete car document: the given fields, and plain values (null, empty, visible, in stock) for the rest. */
export function fixtureDocument(overrides: Partial<CarDocument> & { id: number; site_id: number }): CarDocument {
  const { id } = overrides
  const year = overrides.year ?? null
  const make = overrides.make ?? null
  const model = overrides.model ?? null
  return {
    slug: `car-${id}`,
    name: carTitle({ year, make, model }) || `Car ${id}`,
    year,
    make,
    model,
    badge: null,
    series: null,
    price: null,
    before_price: null,
    offer_price: null,
    subscription_price: null,
    preorder: false,
    price_type: null,
    km: null,
    stocknum: `STK${String(id).padStart(4, '0')}`,
    car_type: 'used',
    status: 'in_stock',
    reserved: false,
    sold_date_timestamp: null,
    show_on_dealer_website: true,
    tag: null,
    certified: false,
    created_at: FIXTURE_NOW - DAY,
    simple_body: null,
    simple_transmission: null,
    simple_fuel: null,
    drive: null,
    colour: null,
    seats: null,
    doors: null,
    engine_size: null,
    city: null,
    state: null,
    item_type: null,
    dealership_id: null,
    dealership_slug: null,
    dealership_name: null,
    location_name: null,
    categories: [],
    filtered_features: [],
    weekly_price_range: null,
    price_range: null,
    weekly_payment: null,
    finance_lender: null,
    primary_image_url: `https://images.example/cars/${id}/1.jpg`,
    thumbnails: [`https://images.example/cars/${id}/1-thumb.jpg`],
    image_count: 1,
    custom_rank: 0,
    ...overrides,
  }
}

export type QueryOverrides = Partial<Omit<SearchQuery, 'siteId' | 'visibility'>> & {
  visibility?: Partial<SearchQuery['visibility']>
}

/** A search of one site with no text, filters or facets, relevance first, at FIXTURE_NOW with a 7-day sold window. */
export function baseQuery(siteId: number, overrides: QueryOverrides = {}): SearchQuery {
  const { visibility, ...rest } = overrides
  return {
    siteId,
    query: '',
    page: 1,
    hitsPerPage: HITS_PER_PAGE_DEFAULT,
    sortBy: 'relevance',
    refinements: {},
    ranges: {},
    facets: {},
    ...rest,
    visibility: {
      now: FIXTURE_NOW,
      includeSoldCarsDays: 7,
      hideCarsWithoutPhotos: false,
      excludeZeroPriceOnPriceAsc: false,
      ...visibility,
    },
  }
}

const ago = (days: number) => FIXTURE_NOW - days * DAY

/*
 * Site A shows 1, 2, 3, 4, 5, 6, 7, 11 by default; 8, 9, 10 are hidden; 12, 13 belong to site B.
 *
 *  id  make        model      price  km     year  seats  rank  listed   notes
 *   1  Toyota      Hilux      45000  30000  2020  5      50    -10d     series GUN126R, subscription 300
 *   2  Toyota      Corolla    22000  45000  2019  5      40    -20d     badge Ascent
 *   3  Mazda       CX-9       38000  20000  2021  7      30    -5d      coming soon, stock MZ9472, subscription 250
 *   4  Ford        Ranger     35000  80000  2018  5      20    -30d     badge XLT
 *   5  Land Rover  Range Rv.  null   60000  2017  5      90    -15d     price on application
 *   6  Kia         Carnival   0      10000  2023  8      10    -2d      "Platinum" in its name only
 *   7  Hyundai     i30        18000  90000  2016  5      5     -40d     sold exactly 7 days ago
 *  11  Volkswagen  Golf       27000  null   2020  5      15    -8d      no photos, colour Turquoise
 *   8  Nissan      Navara     sold 30 days ago          9  Subaru Forester  sold, no sold date
 *  10  Honda       Civic      not shown on the website
 */
const FIXTURES: CarDocument[] = [
  fixtureDocument({
    id: 1,
    site_id: SITE_A,
    year: 2020,
    make: 'Toyota',
    model: 'Hilux',
    badge: 'SR5',
    series: 'GUN126R',
    colour: 'White',
    simple_body: 'Ute',
    price: 45000,
    subscription_price: 300,
    km: 30000,
    seats: 5,
    categories: ['Ute', '4x4'],
    custom_rank: 50,
    created_at: ago(10),
  }),
  fixtureDocument({
    id: 2,
    site_id: SITE_A,
    year: 2019,
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent',
    colour: 'Red',
    simple_body: 'Hatch',
    price: 22000,
    km: 45000,
    seats: 5,
    categories: ['Hatch'],
    custom_rank: 40,
    created_at: ago(20),
  }),
  fixtureDocument({
    id: 3,
    site_id: SITE_A,
    year: 2021,
    make: 'Mazda',
    model: 'CX-9',
    badge: 'Touring',
    colour: 'Blue',
    simple_body: 'SUV',
    status: 'coming_soon',
    stocknum: 'MZ9472',
    price: 38000,
    subscription_price: 250,
    km: 20000,
    seats: 7,
    categories: ['SUV', '7 Seater'],
    custom_rank: 30,
    created_at: ago(5),
  }),
  fixtureDocument({
    id: 4,
    site_id: SITE_A,
    year: 2018,
    make: 'Ford',
    model: 'Ranger',
    badge: 'XLT',
    colour: 'Silver',
    simple_body: 'Ute',
    price: 35000,
    km: 80000,
    seats: 5,
    categories: ['Ute', '4x4'],
    custom_rank: 20,
    created_at: ago(30),
  }),
  fixtureDocument({
    id: 5,
    site_id: SITE_A,
    year: 2017,
    make: 'Land Rover',
    model: 'Range Rover',
    badge: 'HSE',
    colour: 'Black',
    simple_body: 'SUV',
    price: null,
    price_type: 'poa',
    km: 60000,
    seats: 5,
    categories: ['SUV', '4x4'],
    custom_rank: 90,
    created_at: ago(15),
  }),
  fixtureDocument({
    id: 6,
    site_id: SITE_A,
    year: 2023,
    make: 'Kia',
    model: 'Carnival',
    name: '2023 Kia Carnival Platinum',
    colour: 'Grey',
    simple_body: 'People Mover',
    car_type: 'new',
    price: 0,
    km: 10000,
    seats: 8,
    categories: ['People Mover', '7 Seater'],
    custom_rank: 10,
    created_at: ago(2),
  }),
  fixtureDocument({
    id: 7,
    site_id: SITE_A,
    year: 2016,
    make: 'Hyundai',
    model: 'i30',
    badge: 'Active',
    colour: 'Blue',
    simple_body: 'Hatch',
    status: 'sold',
    sold_date_timestamp: ago(7),
    price: 18000,
    km: 90000,
    seats: 5,
    categories: ['Hatch'],
    custom_rank: 5,
    created_at: ago(40),
  }),
  fixtureDocument({
    id: 8,
    site_id: SITE_A,
    year: 2019,
    make: 'Nissan',
    model: 'Navara',
    simple_body: 'Ute',
    status: 'sold',
    sold_date_timestamp: ago(30),
    price: 30000,
    km: 70000,
    seats: 5,
    categories: ['Ute'],
    custom_rank: 60,
    created_at: ago(50),
  }),
  fixtureDocument({
    id: 9,
    site_id: SITE_A,
    year: 2018,
    make: 'Subaru',
    model: 'Forester',
    simple_body: 'SUV',
    status: 'sold',
    sold_date_timestamp: null,
    price: 29000,
    km: 65000,
    seats: 5,
    categories: ['SUV'],
    custom_rank: 70,
    created_at: ago(45),
  }),
  fixtureDocument({
    id: 10,
    site_id: SITE_A,
    year: 2021,
    make: 'Honda',
    model: 'Civic',
    simple_body: 'Hatch',
    show_on_dealer_website: false,
    price: 25000,
    km: 15000,
    seats: 5,
    categories: ['Hatch'],
    custom_rank: 80,
    created_at: ago(3),
  }),
  fixtureDocument({
    id: 11,
    site_id: SITE_A,
    year: 2020,
    make: 'Volkswagen',
    model: 'Golf',
    colour: 'Turquoise',
    simple_body: 'Hatch',
    price: 27000,
    km: null,
    seats: 5,
    categories: ['Hatch'],
    image_count: 0,
    primary_image_url: null,
    thumbnails: [],
    custom_rank: 15,
    created_at: ago(8),
  }),
  fixtureDocument({
    id: 12,
    site_id: SITE_B,
    year: 2022,
    make: 'Toyota',
    model: 'Hilux',
    badge: 'Workmate',
    simple_body: 'Ute',
    price: 40000,
    km: 25000,
    seats: 5,
    categories: ['Ute'],
    custom_rank: 25,
    created_at: ago(4),
  }),
  fixtureDocument({
    id: 13,
    site_id: SITE_B,
    year: 2021,
    make: 'Mitsubishi',
    model: 'Triton',
    simple_body: 'Ute',
    price: 33000,
    km: 40000,
    seats: 5,
    categories: ['Ute', '4x4'],
    custom_rank: 35,
    created_at: ago(6),
  }),
]

const fixture = (id: number): CarDocument => {
  const doc = FIXTURES.find((car) => car.id === id)
  if (!doc) throw new Error(`No fixture car ${id}`)
  return doc
}

async function* batches(...groups: CarDocument[][]): AsyncIterable<CarDocument[]> {
  for (const group of groups) yield group
}

/** Hit ids in the order returned. */
const ids = (result: SearchResult) => result.hits.map((hit) => hit.id)
/** Hit ids as a set, for cases about which cars match rather than their order. */
const idSet = (result: SearchResult) => ids(result).sort((a, b) => a - b)
/** The result without its timing, to compare whole results. */
const withoutMs = ({ ms: _ms, ...result }: SearchResult) => result

export function searchIndexConformance(makeIndex: () => Promise<SearchIndex>): void {
  let index: SearchIndex
  const search = (overrides: QueryOverrides = {}, siteId = SITE_A) => index.search(baseQuery(siteId, overrides))
  const loadFixtures = async () => {
    expect(await index.reindexAll(batches(FIXTURES.slice(0, 7), FIXTURES.slice(7)))).toEqual({
      documents: FIXTURES.length,
    })
  }

  beforeAll(async () => {
    index = await makeIndex()
  })

  // Searches never write, so one load serves every case of this block.
  describe('search', () => {
    beforeAll(loadFixtures)

    describe('sites', () => {
      it('returns only the cars of the searched site', async () => {
        expect(idSet(await search())).toEqual([1, 2, 3, 4, 5, 6, 7, 11])
        expect(idSet(await search({}, SITE_B))).toEqual([12, 13])
      })

      it('never counts another site’s cars in facets, stats or text matches', async () => {
        const result = await search({ query: 'toyota', facets: { make: 30 } })
        expect(idSet(result)).toEqual([1, 2])
        expect(result.facets.make).toEqual({ Toyota: 2 })
        const all = await search({ facets: { make: 30 } })
        expect(all.facets.make).not.toHaveProperty('Mitsubishi')
        expect(all.facetStats.price).toEqual({ min: 0, max: 45000 })
      })

      it('answers a site without cars with nothing', async () => {
        const result = await search({ facets: { make: 30 } }, SITE_WITHOUT_CARS)
        expect(withoutMs(result)).toEqual({
          hits: [],
          page: 1,
          pages: 0,
          count: 0,
          facets: { make: {} },
          facetStats: {},
        })
      })
    })

    describe('visibility', () => {
      it('hides cars not shown on the dealer website, whatever the query', async () => {
        expect(ids(await search())).not.toContain(10)
        expect(ids(await search({ query: 'civic' }))).toEqual([])
        expect(ids(await search({ refinements: { make: ['Honda'] } }))).toEqual([])
      })

      it('shows a sold car while its sold date is inside the window, boundary included', async () => {
        expect(ids(await search({ visibility: { includeSoldCarsDays: 7 } }))).toContain(7)
        expect(ids(await search({ visibility: { includeSoldCarsDays: 6 } }))).not.toContain(7)
        expect(ids(await search({ visibility: { includeSoldCarsDays: 0 } }))).not.toContain(7)
      })

      it('hides a car sold before the window, and shows it when the window reaches it', async () => {
        expect(ids(await search())).not.toContain(8)
        expect(ids(await search({ visibility: { includeSoldCarsDays: 60 } }))).toContain(8)
      })

      it('hides a sold car without a sold date, however long the window', async () => {
        expect(ids(await search({ visibility: { includeSoldCarsDays: 100_000 } }))).not.toContain(9)
      })

      it('hides cars without photos only when the site asks', async () => {
        expect(ids(await search())).toContain(11)
        const hidden = await search({ visibility: { hideCarsWithoutPhotos: true }, facets: { make: 30 } })
        expect(idSet(hidden)).toEqual([1, 2, 3, 4, 5, 6, 7])
        expect(hidden.facets.make).not.toHaveProperty('Volkswagen')
      })

      it('leaves hidden cars out of facet counts', async () => {
        const result = await search({ facets: { status: 10, make: 30 } })
        expect(result.facets.status).toEqual({ in_stock: 6, coming_soon: 1, sold: 1 })
        expect(result.facets.make).not.toHaveProperty('Nissan')
        expect(result.facets.make).not.toHaveProperty('Subaru')
        expect(result.facets.make).not.toHaveProperty('Honda')
      })
    })

    describe('refinements', () => {
      it('matches one value', async () => {
        expect(idSet(await search({ refinements: { make: ['Toyota'] } }))).toEqual([1, 2])
      })

      it('ORs the values of one attribute', async () => {
        expect(idSet(await search({ refinements: { make: ['Toyota', 'Mazda'] } }))).toEqual([1, 2, 3])
      })

      it('ANDs different attributes', async () => {
        expect(idSet(await search({ refinements: { make: ['Toyota', 'Ford'], body: ['Ute'] } }))).toEqual([1, 4])
        expect(idSet(await search({ refinements: { make: ['Toyota'], body: ['SUV'] } }))).toEqual([])
      })

      it('compares numeric fields by their string form', async () => {
        expect(idSet(await search({ refinements: { seats: ['7'] } }))).toEqual([3])
        expect(idSet(await search({ refinements: { seats: ['7', '8'] } }))).toEqual([3, 6])
      })

      it('matches array fields when any element equals a value', async () => {
        expect(idSet(await search({ refinements: { categories: ['4x4'] } }))).toEqual([1, 4, 5])
        expect(idSet(await search({ refinements: { categories: ['SUV', 'People Mover'] } }))).toEqual([3, 5, 6])
      })

      it('refines by status among visible cars only', async () => {
        expect(idSet(await search({ refinements: { status: ['sold'] } }))).toEqual([7])
      })

      it('matches nothing for an unknown value, and ignores an empty value list', async () => {
        expect(ids(await search({ refinements: { make: ['Lada'] } }))).toEqual([])
        expect(idSet(await search({ refinements: { make: [] } }))).toEqual([1, 2, 3, 4, 5, 6, 7, 11])
      })
    })

    describe('ranges', () => {
      it('applies min only, max only, and both, inclusively', async () => {
        expect(idSet(await search({ ranges: { price: { min: 35000 } } }))).toEqual([1, 3, 4])
        expect(idSet(await search({ ranges: { price: { max: 18000 } } }))).toEqual([6, 7])
        expect(idSet(await search({ ranges: { price: { min: 22000, max: 38000 } } }))).toEqual([2, 3, 4, 11])
        expect(idSet(await search({ ranges: { year: { min: 2020 } } }))).toEqual([1, 3, 6, 11])
      })

      it('never matches a car whose field is null', async () => {
        expect(idSet(await search({ ranges: { price: { min: 0 } } }))).toEqual([1, 2, 3, 4, 6, 7, 11])
        expect(idSet(await search({ ranges: { km: { max: 50000 } } }))).toEqual([1, 2, 3, 6])
        expect(idSet(await search({ ranges: { subscription_price: { min: 0 } } }))).toEqual([1, 3])
      })

      it('ANDs ranges with each other and with refinements', async () => {
        expect(idSet(await search({ ranges: { price: { min: 20000 }, km: { max: 50000 } } }))).toEqual([1, 2, 3])
        expect(idSet(await search({ refinements: { body: ['Hatch'] }, ranges: { price: { max: 25000 } } }))).toEqual([
          2, 7,
        ])
      })
    })

    describe('text', () => {
      it('finds cars by a word, case-insensitively', async () => {
        expect(idSet(await search({ query: 'toyota' }))).toEqual([1, 2])
        expect(idSet(await search({ query: 'TOYOTA' }))).toEqual([1, 2])
      })

      it('finds cars by a word one typo away', async () => {
        expect(idSet(await search({ query: 'toyta' }))).toEqual([1, 2])
        expect(idSet(await search({ query: 'toyta hilux' }))).toEqual([1])
      })

      it('finds cars by the prefix of the last word', async () => {
        expect(idSet(await search({ query: 'toyo' }))).toEqual([1, 2])
        expect(idSet(await search({ query: 'toyota hil' }))).toEqual([1])
      })

      it('requires every word to match', async () => {
        expect(idSet(await search({ query: 'toyota hilux' }))).toEqual([1])
        expect(ids(await search({ query: 'toyota carnival' }))).toEqual([])
      })

      it('finds nothing for a word no car is near', async () => {
        const result = await search({ query: 'zzqx', facets: { make: 30 } })
        expect(withoutMs(result)).toEqual({
          hits: [],
          page: 1,
          pages: 0,
          count: 0,
          facets: { make: {} },
          facetStats: {},
        })
      })

      it('trims the query, and treats a blank one as no text filter', async () => {
        expect(idSet(await search({ query: '  toyota  ' }))).toEqual([1, 2])
        expect(idSet(await search({ query: '   ' }))).toEqual([1, 2, 3, 4, 5, 6, 7, 11])
      })

      it.each([
        { field: 'name', query: 'platinum', expected: [6] },
        { field: 'make', query: 'volkswagen', expected: [11] },
        { field: 'model', query: 'carnival', expected: [6] },
        { field: 'badge', query: 'xlt', expected: [4] },
        { field: 'series', query: 'gun126r', expected: [1] },
        { field: 'colour', query: 'turquoise', expected: [11] },
        { field: 'simple_body', query: 'hatch', expected: [2, 7, 11] },
        { field: 'stocknum', query: 'mz9472', expected: [3] },
      ])('searches $field ($query)', async ({ query, expected }) => {
        expect(idSet(await search({ query }))).toEqual(expected)
      })

      it('combines text with refinements and ranges', async () => {
        expect(idSet(await search({ query: 'toyota', refinements: { body: ['Hatch'] } }))).toEqual([2])
        expect(idSet(await search({ query: 'toyota', ranges: { price: { min: 30000 } } }))).toEqual([1])
      })
    })

    describe('sorts', () => {
      it('relevance without a query: custom_rank descending', async () => {
        expect(ids(await search({ sortBy: 'relevance' }))).toEqual([5, 1, 2, 3, 4, 11, 6, 7])
      })

      it('relevance with a query: the better text match first, then custom_rank', async () => {
        // Ranger matches exactly, Range Rover (ranked higher) only a typo away.
        expect(ids(await search({ query: 'ranger' }))).toEqual([4, 5])
        // Equally good matches fall back to custom_rank.
        expect(ids(await search({ query: 'toyota' }))).toEqual([1, 2])
      })

      it('latest: created_at descending', async () => {
        expect(ids(await search({ sortBy: 'latest' }))).toEqual([6, 3, 11, 1, 5, 2, 4, 7])
      })

      it('price_desc: price descending, null prices last', async () => {
        expect(ids(await search({ sortBy: 'price_desc' }))).toEqual([1, 3, 4, 11, 2, 7, 6, 5])
      })

      it('price_asc: price ascending, null prices last', async () => {
        expect(ids(await search({ sortBy: 'price_asc' }))).toEqual([6, 7, 2, 11, 4, 3, 1, 5])
      })

      it('price_asc leaves out null and zero prices when the site asks', async () => {
        const result = await search({ sortBy: 'price_asc', visibility: { excludeZeroPriceOnPriceAsc: true } })
        expect(ids(result)).toEqual([7, 2, 11, 4, 3, 1])
        expect(result.count).toBe(6)
      })

      it('the zero-price rule applies to price_asc only', async () => {
        const visibility = { excludeZeroPriceOnPriceAsc: true }
        expect(ids(await search({ sortBy: 'price_desc', visibility }))).toEqual([1, 3, 4, 11, 2, 7, 6, 5])
        expect(idSet(await search({ sortBy: 'relevance', visibility }))).toEqual([1, 2, 3, 4, 5, 6, 7, 11])
      })

      it('a chosen sort orders every match strictly, even with a query', async () => {
        expect(ids(await search({ query: 'ranger', sortBy: 'latest' }))).toEqual([5, 4])
        expect(ids(await search({ query: 'toyota', sortBy: 'price_asc' }))).toEqual([2, 1])
      })
    })

    describe('paging', () => {
      it('splits the matches into 1-based pages', async () => {
        const first = await search({ hitsPerPage: 3, page: 1 })
        expect(first).toMatchObject({ page: 1, pages: 3, count: 8 })
        expect(ids(first)).toEqual([5, 1, 2])
        expect(ids(await search({ hitsPerPage: 3, page: 2 }))).toEqual([3, 4, 11])
        const last = await search({ hitsPerPage: 3, page: 3 })
        expect(ids(last)).toEqual([6, 7])
        expect(last).toMatchObject({ page: 3, pages: 3, count: 8 })
      })

      it('answers a page past the end with no hits and the same count', async () => {
        const result = await search({ hitsPerPage: 3, page: 4 })
        expect(result).toMatchObject({ hits: [], page: 4, pages: 3, count: 8 })
      })

      it('counts an exact number of pages', async () => {
        expect(await search({ hitsPerPage: 4 })).toMatchObject({ pages: 2, count: 8 })
        expect(await search({ hitsPerPage: 8 })).toMatchObject({ pages: 1, count: 8 })
      })

      it('returns the stored documents as hits', async () => {
        const result = await search({ query: 'gun126r' })
        expect(result.hits).toEqual([fixture(1)])
        const noPhotos = await search({ query: 'turquoise' })
        expect(noPhotos.hits).toEqual([fixture(11)])
      })

      it('reports the time taken', async () => {
        const { ms } = await search()
        expect(typeof ms).toBe('number')
        expect(ms).toBeGreaterThanOrEqual(0)
      })
    })

    describe('facets', () => {
      it('counts only the attributes asked for', async () => {
        expect(Object.keys((await search({ facets: { make: 30 } })).facets)).toEqual(['make'])
        expect((await search()).facets).toEqual({})
        expect(Object.keys((await search({ facets: { make: 30, body: 4 } })).facets).sort()).toEqual(['body', 'make'])
      })

      it('orders values by count descending, then value ascending', async () => {
        const result = await search({ facets: { make: 30, categories: 50, body: 20 } })
        expect(Object.entries(result.facets.make ?? {})).toEqual([
          ['Toyota', 2],
          ['Ford', 1],
          ['Hyundai', 1],
          ['Kia', 1],
          ['Land Rover', 1],
          ['Mazda', 1],
          ['Volkswagen', 1],
        ])
        expect(Object.entries(result.facets.categories ?? {})).toEqual([
          ['4x4', 3],
          ['Hatch', 3],
          ['7 Seater', 2],
          ['SUV', 2],
          ['Ute', 2],
          ['People Mover', 1],
        ])
        expect(Object.entries(result.facets.body ?? {})).toEqual([
          ['Hatch', 3],
          ['SUV', 2],
          ['Ute', 2],
          ['People Mover', 1],
        ])
      })

      it('keeps at most the asked number of values, the most frequent', async () => {
        const result = await search({ facets: { make: 3, body: 1 } })
        expect(Object.entries(result.facets.make ?? {})).toEqual([
          ['Toyota', 2],
          ['Ford', 1],
          ['Hyundai', 1],
        ])
        expect(result.facets.body).toEqual({ Hatch: 3 })
      })

      it('counts numeric fields under their string form', async () => {
        expect((await search({ facets: { seats: 10 } })).facets.seats).toEqual({ '5': 6, '7': 1, '8': 1 })
      })

      it('does not count cars whose field is null', async () => {
        expect((await search({ facets: { badge: 10 } })).facets.badge).toEqual({
          Active: 1,
          Ascent: 1,
          HSE: 1,
          SR5: 1,
          Touring: 1,
          XLT: 1,
        })
      })

      it('counts only the cars matching the text, refinements of other attributes and ranges', async () => {
        const text = await search({ query: 'toyota', facets: { make: 30, body: 10 } })
        expect(text.facets).toEqual({ make: { Toyota: 2 }, body: { Hatch: 1, Ute: 1 } })
        const ranged = await search({ ranges: { price: { min: 30000 } }, facets: { make: 30 } })
        expect(ranged.facets.make).toEqual({ Ford: 1, Mazda: 1, Toyota: 1 })
      })

      it('counts an attribute without its own refinement (disjunctive)', async () => {
        const result = await search({ refinements: { make: ['Toyota'] }, facets: { make: 30, body: 10 } })
        expect(idSet(result)).toEqual([1, 2])
        expect(result.count).toBe(2)
        expect(result.facets.make).toEqual({
          Toyota: 2,
          Ford: 1,
          Hyundai: 1,
          Kia: 1,
          'Land Rover': 1,
          Mazda: 1,
          Volkswagen: 1,
        })
        expect(result.facets.body).toEqual({ Hatch: 1, Ute: 1 })
      })

      it('counts each refined attribute under the other attributes’ refinements', async () => {
        const result = await search({
          refinements: { make: ['Toyota', 'Ford'], body: ['Ute'] },
          facets: { make: 30, body: 10 },
        })
        expect(idSet(result)).toEqual([1, 4])
        expect(result.facets.make).toEqual({ Ford: 1, Toyota: 1 })
        expect(result.facets.body).toEqual({ Ute: 2, Hatch: 1 })
      })

      it('keeps ranges and text in the disjunctive counts', async () => {
        const result = await search({
          refinements: { make: ['Toyota'] },
          ranges: { price: { max: 30000 } },
          facets: { make: 30 },
        })
        expect(ids(result)).toEqual([2])
        expect(result.facets.make).toEqual({ Hyundai: 1, Kia: 1, Toyota: 1, Volkswagen: 1 })
        const text = await search({ query: 'toyota', refinements: { make: ['Toyota'] }, facets: { make: 30 } })
        expect(text.facets.make).toEqual({ Toyota: 2 })
      })

      it('counts array fields per element', async () => {
        const result = await search({ refinements: { categories: ['4x4'] }, facets: { categories: 50, body: 10 } })
        expect(result.facets.categories).toEqual({
          '4x4': 3,
          Hatch: 3,
          '7 Seater': 2,
          SUV: 2,
          Ute: 2,
          'People Mover': 1,
        })
        expect(result.facets.body).toEqual({ Ute: 2, SUV: 1 })
      })
    })

    describe('facet stats', () => {
      it('reports min and max of every range attribute over the matching cars, ignoring nulls', async () => {
        expect((await search()).facetStats).toEqual({
          price: { min: 0, max: 45000 },
          subscription_price: { min: 250, max: 300 },
          km: { min: 10000, max: 90000 },
          year: { min: 2016, max: 2023 },
        })
      })

      it('computes each attribute without its own range, but with every other filter', async () => {
        const result = await search({ ranges: { price: { min: 20000 }, km: { max: 50000 } } })
        expect(idSet(result)).toEqual([1, 2, 3])
        expect(result.facetStats).toEqual({
          // km ≤ 50000 only: 1, 2, 3, 6.
          price: { min: 0, max: 45000 },
          // price ≥ 20000 only: 1, 2, 3, 4 (11 has no km).
          km: { min: 20000, max: 80000 },
          subscription_price: { min: 250, max: 300 },
          year: { min: 2019, max: 2021 },
        })
      })

      it('applies refinements and text, and omits attributes no matching car has a value for', async () => {
        expect((await search({ refinements: { make: ['Ford'] } })).facetStats).toEqual({
          price: { min: 35000, max: 35000 },
          km: { min: 80000, max: 80000 },
          year: { min: 2018, max: 2018 },
        })
        expect((await search({ query: 'toyota' })).facetStats).toEqual({
          price: { min: 22000, max: 45000 },
          subscription_price: { min: 300, max: 300 },
          km: { min: 30000, max: 45000 },
          year: { min: 2019, max: 2020 },
        })
        expect((await search({ query: 'zzqx' })).facetStats).toEqual({})
      })
    })
  })

  describe('writes', () => {
    beforeEach(loadFixtures)

    it('counts every document of every site, hidden ones included', async () => {
      expect(await index.count()).toBe(FIXTURES.length)
    })

    it('upsert replaces a document with the same id', async () => {
      await index.upsert([{ ...fixture(2), make: 'Mazda', price: 99999 }])
      expect(await index.count()).toBe(FIXTURES.length)
      const result = await search({ refinements: { make: ['Mazda'] }, facets: { make: 30 } })
      expect(idSet(result)).toEqual([2, 3])
      expect(result.hits.find((hit) => hit.id === 2)?.price).toBe(99999)
      expect(result.facets.make).toMatchObject({ Mazda: 2, Toyota: 1 })
    })

    it('upsert adds new documents, and can move a car to another site', async () => {
      await index.upsert([
        fixtureDocument({ id: 14, site_id: SITE_A, make: 'Suzuki', model: 'Jimny', price: 31000 }),
        { ...fixture(1), site_id: SITE_B },
      ])
      expect(await index.count()).toBe(FIXTURES.length + 1)
      expect(idSet(await search())).toEqual([2, 3, 4, 5, 6, 7, 11, 14])
      expect(idSet(await search({}, SITE_B))).toEqual([1, 12, 13])
    })

    it('upsert of nothing changes nothing', async () => {
      await index.upsert([])
      expect(await index.count()).toBe(FIXTURES.length)
    })

    it('remove deletes by id and ignores absent ids', async () => {
      await index.remove([1, 9999])
      expect(await index.count()).toBe(FIXTURES.length - 1)
      expect(idSet(await search())).toEqual([2, 3, 4, 5, 6, 7, 11])
      await index.remove([])
      await index.remove([9999])
      expect(await index.count()).toBe(FIXTURES.length - 1)
    })

    it('reindexAll replaces every document with the new set and returns its size', async () => {
      const changed = { ...fixture(1), price: 41000 }
      const added = fixtureDocument({
        id: 20,
        site_id: SITE_A,
        make: 'Suzuki',
        model: 'Swift',
        price: 15000,
        custom_rank: 1,
      })
      expect(await index.reindexAll(batches([changed], [added, fixture(12)]))).toEqual({ documents: 3 })
      expect(await index.count()).toBe(3)
      const result = await search({ facets: { make: 30 } })
      expect(ids(result)).toEqual([1, 20])
      expect(result.hits[0]?.price).toBe(41000)
      expect(result.facets.make).toEqual({ Suzuki: 1, Toyota: 1 })
      expect(idSet(await search({}, SITE_B))).toEqual([12])
    })

    it('reindexAll of nothing leaves an empty, searchable index', async () => {
      expect(await index.reindexAll(batches())).toEqual({ documents: 0 })
      expect(await index.count()).toBe(0)
      expect(withoutMs(await search({ facets: { make: 30 } }))).toEqual({
        hits: [],
        page: 1,
        pages: 0,
        count: 0,
        facets: { make: {} },
        facetStats: {},
      })
    })

    it('keeps serving the old documents while reindexAll is building the new set', async () => {
      let release = () => {}
      const gate = new Promise<void>((resolve) => {
        release = resolve
      })
      let firstBatchWritten = () => {}
      const midway = new Promise<void>((resolve) => {
        firstBatchWritten = resolve
      })
      async function* slowly(): AsyncIterable<CarDocument[]> {
        yield [fixtureDocument({ id: 30, site_id: SITE_A, make: 'Suzuki', model: 'Vitara', price: 26000 })]
        // Runs once the adapter asks for the next batch, i.e. after it took the first one.
        firstBatchWritten()
        await gate
        yield [fixtureDocument({ id: 31, site_id: SITE_A, make: 'Suzuki', model: 'Baleno', price: 17000 })]
      }
      const rebuilding = index.reindexAll(slowly())
      try {
        await Promise.race([midway, rebuilding])
        const during = await search()
        expect(idSet(during)).toEqual([1, 2, 3, 4, 5, 6, 7, 11])
        expect(await index.count()).toBe(FIXTURES.length)
      } finally {
        release()
      }
      expect(await rebuilding).toEqual({ documents: 2 })
      expect(idSet(await search())).toEqual([30, 31])
      expect(await index.count()).toBe(2)
    })
  })
}
