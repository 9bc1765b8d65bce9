import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads'

import { describe, expect, it } from 'vitest'

import { FIXTURE_NOW as NOW, baseQuery } from './conformance'
import {
  SiteColumns,
  buildColumns,
  refinementFields,
  snapshotBuffers,
  type ColumnRow,
  type ColumnsSnapshot,
  type WordMatch,
} from './site-columns'

/**
 * The in-memory search path on its own. The conformance suite runs it against PostgreSQL too
 * (tests/integration/search-postgres.test.ts); these cases pin its one-pass counting directly.
 */
const FIELDS = refinementFields(new Set(['categories', 'filtered_features']))

function row(id: number, values: Partial<ColumnRow>): ColumnRow {
  const text = [values.make, values.simple_body].filter(Boolean).join(' ').toLowerCase()
  return {
    search_text: text,
    words: text.split(' '),
    id,
    price: null,
    subscription_price: null,
    km: null,
    year: null,
    show_on_dealer_website: true,
    sold_date_timestamp: null,
    image_count: 1,
    custom_rank: 0,
    created_at: String(NOW - id),
    status: 'in_stock',
    car_type: 'used',
    categories: [],
    filtered_features: [],
    ...values,
  }
}

const ROWS = [
  row(1, { make: 'Kia', simple_body: 'SUV', price: 20_000, categories: ['Family', 'SUV'] }),
  row(2, { make: 'Kia', simple_body: 'Hatch', price: 15_000, categories: ['City'] }),
  row(3, { make: 'Mazda', simple_body: 'SUV', price: 30_000, categories: ['Family'] }),
  row(4, { make: 'Mazda', simple_body: 'Ute', price: null }),
  row(5, { make: 'Ford', simple_body: 'SUV', price: 40_000, status: 'sold', sold_date_timestamp: NOW - 10 * 86_400 }),
  row(6, { make: 'Ford', simple_body: 'SUV', price: 45_000, show_on_dealer_website: false }),
]
const cars = new SiteColumns(ROWS, FIELDS)
const query = (overrides: Parameters<typeof baseQuery>[1]) =>
  baseQuery(1, { facets: { make: 10, body: 10, categories: 10 }, ...overrides })

describe('SiteColumns', () => {
  it('counts a refined facet over the cars that pass every other filter (disjunctive facets)', () => {
    const result = cars.search(query({ refinements: { make: ['Kia'], body: ['SUV'] } }))
    expect(result.ids).toEqual([1])
    expect(result.facets.make).toEqual({ Kia: 1, Mazda: 1 })
    expect(result.facets.body).toEqual({ Hatch: 1, SUV: 1 })
    expect(result.facets.categories).toEqual({ Family: 1, SUV: 1 })
  })

  it('reports each range attribute over the cars passing every other filter, ignoring cars without a value', () => {
    const result = cars.search(query({ ranges: { price: { min: 16_000 } } }))
    expect(result.ids.sort()).toEqual([1, 3])
    expect(result.facetStats.price).toEqual({ min: 15_000, max: 30_000 })
  })

  it('matches list fields when any value is chosen and leaves out hidden and long-sold cars', () => {
    expect(cars.search(query({ refinements: { categories: ['City', 'SUV'] } })).ids.sort()).toEqual([1, 2])
    expect(cars.search(query({ refinements: { make: ['Ford'] } })).count).toBe(0)
  })

  it('pages through a sort order with cars without a price last', () => {
    const sorted = [1, 2].map((page) => cars.search(query({ sortBy: 'price_asc', hitsPerPage: 2, page })).ids)
    expect(sorted).toEqual([
      [2, 1],
      [3, 4],
    ])
    expect(cars.search(query({ sortBy: 'price_asc', hitsPerPage: 2, page: 3 })).ids).toEqual([])
  })

  it('matches a word in the text (relevance 1) or a similar word of the car (its similarity), every word', () => {
    const suv: WordMatch = { word: 'suv', similar: new Map() }
    expect(cars.search(query({ query: 'suv' }), [suv]).ids).toEqual([1, 3])
    // 'mazd' is in Mazda's text; 'kai' is a typo of 'kia' (similarity as the vocabulary lookup gave it).
    const typo: WordMatch = {
      word: 'kai',
      similar: new Map([
        ['kia', 0.5],
        ['ute', 0.1],
      ]),
    }
    expect(cars.search(query({ query: 'kai' }), [typo]).ids).toEqual([1, 2, 4])
    expect(cars.search(query({ query: 'kai suv' }), [typo, suv]).ids).toEqual([1])
    expect(cars.search(query({ query: 'mazd kai' }), [{ word: 'mazd', similar: new Map() }, typo]).ids).toEqual([4])
  })
})

describe('SiteColumns built elsewhere', () => {
  it('answers the same after its snapshot crossed a thread boundary, its arrays moved rather than copied', () => {
    const snapshot = buildColumns(ROWS, FIELDS)
    const buffers = snapshotBuffers(snapshot)
    const { port1, port2 } = new MessageChannel()
    port1.postMessage(snapshot, buffers)
    const moved = new SiteColumns(receiveMessageOnPort(port2)!.message as ColumnsSnapshot)
    port1.close()
    expect(buffers.every((buffer) => buffer.byteLength === 0)).toBe(true) // transferred: the sender's are detached
    const typo: WordMatch = { word: 'kai', similar: new Map([['kia', 0.5]]) }
    const queries: Array<[Parameters<typeof query>[0], WordMatch[]]> = [
      [{ refinements: { make: ['Kia'], body: ['SUV'] } }, []],
      [{ ranges: { price: { min: 16_000 } }, sortBy: 'price_desc' }, []],
      [{ refinements: { categories: ['City', 'SUV'] }, sortBy: 'latest' }, []],
      [{ query: 'kai' }, [typo]],
      [{ query: 'suv' }, [{ word: 'suv', similar: new Map() }]],
    ]
    for (const [overrides, words] of queries)
      expect(moved.search(query(overrides), words)).toEqual(cars.search(query(overrides), words))
    expect(moved.size).toBe(cars.size)
    expect(moved.bytes).toBe(cars.bytes)
  })

  it('finds a word in any text, never across two texts', () => {
    const joined = new SiteColumns([row(1, { make: 'Kia' }), row(2, { make: 'Abc' })], FIELDS)
    // The texts are 'kia' and 'abc'; 'aab' would span them if they were joined without a separator.
    expect(joined.search(query({ query: 'iaab' }), [{ word: 'iaab', similar: new Map() }]).count).toBe(0)
    expect(joined.search(query({ query: 'bc' }), [{ word: 'bc', similar: new Map() }]).ids).toEqual([2])
  })
})
