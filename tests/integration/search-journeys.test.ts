import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { dashboardFigures } from '../../src/dashboard/aggregates'
import { countSearchPage } from '../../src/dashboard/counters'
import { groupModels, modelPickerMakes } from '../../src/domain/model-picker'
import { displayedCount } from '../../src/domain/result-count'
import { resolveSearchPreset } from '../../src/domain/search-presets'
import { pageBeyondEnd } from '../../src/domain/search-pages'
import { parseSearchParams } from '../../src/domain/search-url'
import { dealerToday } from '../../src/domain/site-settings'
import type { PublicSite } from '../../src/lib/data/site-lookup'
import { searchSite, siteCatalogue, siteModelsByMake } from '../../src/search/site-search'
import { importStock, type FeedInput } from '../../src/stock/import'
import { drainSearchQueue } from '../../src/stock/run-sync'
import { createTestSite, seededPayload } from './platform'

/** #17 search and cards: the count, presets, the model picker and pages, on the real engine and database. */
let payload: Payload
let site: PublicSite

const car = (id: string, make: string, model: string, car_type: string, simple_body = 'Hatchback') => ({
  id,
  name: `2021 ${make} ${model} ${id}`,
  year: 2021,
  make,
  model,
  car_type,
  simple_body,
  status: 'in_stock',
  price: 25000,
  km: 20000,
  images: ['https://images.example/car.jpg'],
})

beforeAll(async () => {
  payload = await seededPayload()
  site = await createTestSite(payload, 'Journey Test Motors', 'journey-test-motors')
  const feed: FeedInput[] = [
    car('J1', 'Mazda', '3', 'used'),
    car('J2', 'Mazda', '3', 'used'),
    car('J3', 'Mazda', 'CX-5', 'new', 'SUV'),
    car('J4', 'BMW', 'Other', 'used', 'Sedan'),
    car('J5', 'BMW', '3 Series', 'demo', 'Sedan'),
  ].map((data, index) => ({ row: index + 1, data }))
  await importStock(payload, { siteId: site.id, mode: 'full', source: 'cli', format: 'json', who: 'test' }, feed)
  await drainSearchQueue(payload)
})

async function search(query: string) {
  const parsed = parseSearchParams(new URLSearchParams(query))
  if (!parsed.ok) throw new Error(parsed.error)
  return { search: parsed.search, result: await searchSite(payload, site, parsed.search) }
}

describe('search journeys (#17)', () => {
  it('shows the number of matching cars, not a sum over the refined (disjunctive) car type facet', async () => {
    const { search: used, result } = await search('refinementList[car_type][0]=used')
    expect(result.count).toBe(3)
    expect(result.countCapped).toBe(false)
    // The car type facet ignores its own refinement: its sum is every car of the site.
    expect(Object.values(result.facets.car_type ?? {}).reduce((a, b) => a + b, 0)).toBe(5)
    const shown = displayedCount(
      {
        count: result.count,
        countCapped: result.countCapped,
        facetValueCounts: result.facets.car_type,
        selectedValues: used.refinements.car_type,
      },
      null,
    )
    expect(shown).toBe(3)
  })

  it('resolves every spec body type as a preset, also one the site does not stock', async () => {
    const catalogue = await siteCatalogue(payload, site)
    expect(resolveSearchPreset(['cab-chassis'], catalogue)).toMatchObject({
      search: { refinements: { body: ['Cab Chassis'] } },
    })
    expect(resolveSearchPreset(['4x4'], catalogue)).toMatchObject({ canonicalPath: '/search/4x4' })
    const { result } = await search('refinementList[body][0]=Cab Chassis')
    expect(result.count).toBe(0)
  })

  it('groups models under their make, with counts within the search', async () => {
    const { search: all, result } = await search('')
    const makes = modelPickerMakes(result.facets.make ?? {}, [])
    expect(makes).toEqual(['Mazda', 'BMW'])
    const groups = groupModels(makes, await siteModelsByMake(payload, site, all, makes), [])
    expect(groups).toEqual([
      {
        make: 'Mazda',
        models: [
          ['3', 2],
          ['CX-5', 1],
        ],
      },
      {
        make: 'BMW',
        models: [
          ['3 Series', 1],
          ['Other', 1],
        ],
      },
    ])
    const { search: used } = await search('refinementList[car_type][0]=used&refinementList[model][0]=3')
    expect(await siteModelsByMake(payload, site, used, ['BMW'])).toEqual({ BMW: { Other: 1 } })
  })

  it('sends a page past the end to the last page', async () => {
    const { result } = await search('hitsPerPage=2&page=9')
    expect(result.hits).toEqual([])
    expect(result.pages).toBe(3)
    expect(pageBeyondEnd(9, result.pages)).toBe(3)
    const { result: last } = await search('hitsPerPage=2&page=3')
    expect(last.hits).toHaveLength(1)
  })

  it('counts a shopper\u2019s search in the demand the dashboard reads: first pages only, none found too', async () => {
    const pool = (payload.db as unknown as PostgresAdapter).pool
    // What the search page does with each search it shows (src/components/search/search-page.tsx).
    const shown = async (query: string) => {
      const { search: asked, result } = await search(query)
      await countSearchPage(pool, site.id, asked, result.count)
      return result.count
    }
    expect(await shown('refinementList[make][0]=Mazda&range[price]=20000:30000')).toBe(3)
    expect(await shown('refinementList[make][0]=Mazda&range[price]=20000:30000&hitsPerPage=2&page=2')).toBe(3)
    expect(await shown('refinementList[make][0]=Ferrari&refinementList[body][0]=SUV')).toBe(0)
    expect(await shown('refinementList[make][0]=BMW&refinementList[model][0]=3 Series')).toBe(1)
    const now = new Date()
    const { demand } = await dashboardFigures(pool, {
      siteIds: [site.id],
      days: 30,
      now,
      today: dealerToday('Australia/Brisbane', now),
    })
    expect(demand.make).toEqual([
      { value: 'BMW', count: 1 },
      { value: 'Ferrari', count: 1 },
      { value: 'Mazda', count: 1 },
    ])
    expect(demand.model).toEqual([{ value: '3 Series', count: 1 }])
    expect(demand.body).toEqual([{ value: 'SUV', count: 1 }])
    expect(demand.price_band).toEqual([{ value: '20000-30000', count: 1 }])
    expect(demand.zero_results).toEqual([{ value: 'Ferrari SUV', count: 1 }])
  })
})
