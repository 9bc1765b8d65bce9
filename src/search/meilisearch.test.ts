import {
  Index,
  Meilisearch,
  MeilisearchApiError,
  type EnqueuedTask,
  type EnqueuedTaskPromise,
  type MultiSearchResult,
  type Task,
} from 'meilisearch'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { baseQuery, fixtureDocument, FIXTURE_NOW, type QueryOverrides } from './conformance'
import {
  MEILI_SETTINGS,
  MeilisearchIndex,
  meiliFilter,
  meiliSearchPlan,
  meiliSearchResult,
  meiliSort,
  meiliString,
} from './meilisearch'
import { RANGE_ATTRIBUTES, REFINEMENT_ATTRIBUTES, type CarDocument } from './types'

const query = (overrides: QueryOverrides = {}) => baseQuery(12, overrides)
// FIXTURE_NOW - 7 days: baseQuery's default sold window.
const SOLD_SINCE = FIXTURE_NOW - 7 * 86_400
const SITE = [
  'site_id = 12',
  'show_on_dealer_website = true',
  `(status != "sold" OR sold_date_timestamp >= ${SOLD_SINCE})`,
]

describe('meiliFilter', () => {
  it('always filters by site and visibility', () => {
    expect(SOLD_SINCE).toBe(1_799_395_200)
    expect(meiliFilter(query())).toEqual([
      'site_id = 12',
      'show_on_dealer_website = true',
      '(status != "sold" OR sold_date_timestamp >= 1799395200)',
    ])
  })

  it('moves the sold window with includeSoldCarsDays', () => {
    expect(meiliFilter(query({ visibility: { includeSoldCarsDays: 30 } }))[2]).toBe(
      '(status != "sold" OR sold_date_timestamp >= 1797408000)',
    )
    expect(meiliFilter(query({ visibility: { includeSoldCarsDays: 0 } }))[2]).toBe(
      '(status != "sold" OR sold_date_timestamp >= 1800000000)',
    )
  })

  it('hides cars without photos when the site asks', () => {
    expect(meiliFilter(query({ visibility: { hideCarsWithoutPhotos: true } }))).toEqual([...SITE, 'image_count > 0'])
  })

  it('leaves out $0 and unpriced cars on price_asc only when the site asks', () => {
    const exclude = { excludeZeroPriceOnPriceAsc: true }
    expect(meiliFilter(query({ sortBy: 'price_asc', visibility: exclude }))).toEqual([...SITE, 'price > 0'])
    expect(meiliFilter(query({ sortBy: 'price_asc' }))).toEqual(SITE)
    expect(meiliFilter(query({ sortBy: 'price_desc', visibility: exclude }))).toEqual(SITE)
    expect(meiliFilter(query({ sortBy: 'relevance', visibility: exclude }))).toEqual(SITE)
    expect(
      meiliFilter(query({ sortBy: 'price_asc', visibility: { ...exclude, hideCarsWithoutPhotos: true } })),
    ).toEqual([...SITE, 'image_count > 0', 'price > 0'])
  })

  it('adds one refinement as an IN list', () => {
    expect(meiliFilter(query({ refinements: { make: ['Toyota'] } }))).toEqual([...SITE, 'make IN ["Toyota"]'])
  })

  it('ORs several values of one attribute inside its IN list', () => {
    expect(meiliFilter(query({ refinements: { make: ['Toyota', 'Mazda'] } }))).toEqual([
      ...SITE,
      'make IN ["Toyota", "Mazda"]',
    ])
  })

  it('ANDs several attributes, by document field, in canonical order whatever the key order', () => {
    const filter = meiliFilter(
      query({
        refinements: {
          body: ['SUV'],
          seats: ['7'],
          categories: ['4x4', '7 Seater'],
          make: ['Toyota'],
          fuel: ['Diesel'],
        },
      }),
    )
    expect(filter).toEqual([
      ...SITE,
      'make IN ["Toyota"]',
      'categories IN ["4x4", "7 Seater"]',
      'seats IN ["7"]',
      'simple_body IN ["SUV"]',
      'simple_fuel IN ["Diesel"]',
    ])
  })

  it('ignores an attribute with no values', () => {
    expect(meiliFilter(query({ refinements: { make: [], model: ['Hilux'] } }))).toEqual([...SITE, 'model IN ["Hilux"]'])
  })

  it('adds range bounds: min only, max only, both', () => {
    expect(meiliFilter(query({ ranges: { price: { min: 10000 } } }))).toEqual([...SITE, 'price >= 10000'])
    expect(meiliFilter(query({ ranges: { km: { max: 50000 } } }))).toEqual([...SITE, 'km <= 50000'])
    expect(meiliFilter(query({ ranges: { price: { min: 10000, max: 20000 } } }))).toEqual([
      ...SITE,
      'price >= 10000',
      'price <= 20000',
    ])
    expect(meiliFilter(query({ ranges: { price: { min: 0 } } }))).toEqual([...SITE, 'price >= 0'])
  })

  it('puts ranges after refinements, in range attribute order, and skips a range without bounds', () => {
    const filter = meiliFilter(
      query({
        ranges: { year: { min: 2015 }, km: {}, subscription_price: { max: 199.5 } },
        refinements: { make: ['Kia'] },
      }),
    )
    expect(filter).toEqual([...SITE, 'make IN ["Kia"]', 'subscription_price <= 199.5', 'year >= 2015'])
  })

  it('leaves out one refinement for its disjunctive facet count, keeping everything else', () => {
    const q = query({ refinements: { make: ['Toyota'], body: ['Ute'] }, ranges: { price: { max: 30000 } } })
    expect(meiliFilter(q, { refinement: 'make' })).toEqual([...SITE, 'simple_body IN ["Ute"]', 'price <= 30000'])
    expect(meiliFilter(q, { refinement: 'body' })).toEqual([...SITE, 'make IN ["Toyota"]', 'price <= 30000'])
    expect(meiliFilter(q, { refinement: 'model' })).toEqual(meiliFilter(q))
  })

  it('leaves out one range for its facet stats, keeping the other ranges and the $0 rule', () => {
    const q = query({
      sortBy: 'price_asc',
      visibility: { excludeZeroPriceOnPriceAsc: true },
      ranges: { price: { min: 1000, max: 9000 }, km: { max: 100 } },
    })
    expect(meiliFilter(q, { range: 'price' })).toEqual([...SITE, 'price > 0', 'km <= 100'])
    expect(meiliFilter(q, { range: 'km' })).toEqual([...SITE, 'price > 0', 'price >= 1000', 'price <= 9000'])
  })

  it('quotes values and escapes double quotes and backslashes inside them', () => {
    const filter = meiliFilter(
      query({ refinements: { model: ['Land "Cruiser"', 'back\\slash', 'ends with \\', '\\"', "it's"] } }),
    )
    expect(filter.at(-1)).toBe(String.raw`model IN ["Land \"Cruiser\"", "back\\slash", "ends with \\", "\\\"", "it's"]`)
  })

  it('keeps filter syntax inside values as plain text', () => {
    expect(meiliFilter(query({ refinements: { make: ['Toyota" OR site_id = 13 OR make = "x'] } })).at(-1)).toBe(
      String.raw`make IN ["Toyota\" OR site_id = 13 OR make = \"x"]`,
    )
  })

  it('refuses numbers a filter cannot hold', () => {
    expect(() => meiliFilter(query({ ranges: { price: { min: Number.NaN } } }))).toThrow(/Invalid number/)
    expect(() => meiliFilter(query({ ranges: { price: { max: Number.POSITIVE_INFINITY } } }))).toThrow(/Invalid number/)
  })
})

describe('meiliString', () => {
  it.each([
    ['Toyota', '"Toyota"'],
    ['', '""'],
    ['say "hi"', String.raw`"say \"hi\""`],
    ['C:\\cars', String.raw`"C:\\cars"`],
    ['\\', String.raw`"\\"`],
    ['\\"', String.raw`"\\\""`],
  ])('%j → %s', (value, expected) => {
    expect(meiliString(value)).toBe(expected)
  })
})

describe('meiliSort', () => {
  it.each([
    ['relevance', []],
    ['latest', ['created_at:desc']],
    ['price_desc', ['price:desc']],
    ['price_asc', ['price:asc']],
  ] as const)('%s → %j', (sortBy, expected) => {
    expect(meiliSort({ sortBy })).toEqual(expected)
  })
})

describe('MEILI_SETTINGS', () => {
  it('can filter every attribute the filters use, and sort and search the right fields', () => {
    expect(new Set(MEILI_SETTINGS.filterableAttributes)).toEqual(
      new Set([
        'site_id',
        ...Object.values(REFINEMENT_ATTRIBUTES),
        ...RANGE_ATTRIBUTES,
        'show_on_dealer_website',
        'status',
        'sold_date_timestamp',
        'image_count',
      ]),
    )
    expect(MEILI_SETTINGS.sortableAttributes).toEqual(['custom_rank', 'created_at', 'price'])
    expect(MEILI_SETTINGS.searchableAttributes).toEqual([
      'name',
      'make',
      'model',
      'badge',
      'series',
      'colour',
      'simple_body',
      'stocknum',
    ])
    expect(MEILI_SETTINGS.rankingRules).toEqual([
      'sort',
      'words',
      'typo',
      'proximity',
      'attribute',
      'exactness',
      'custom_rank:desc',
    ])
    expect(MEILI_SETTINGS.faceting).toEqual({ maxValuesPerFacet: 1000, sortFacetValuesBy: { '*': 'count' } })
    expect(MEILI_SETTINGS.pagination).toEqual({ maxTotalHits: 100_000 })
  })
})

describe('meiliSearchPlan', () => {
  it('sends one query when nothing is refined or ranged', () => {
    const plan = meiliSearchPlan('cars', query({ facets: { make: 30 } }))
    expect(plan).toEqual({
      queries: [
        {
          indexUid: 'cars',
          q: '',
          matchingStrategy: 'all',
          filter: SITE,
          page: 1,
          hitsPerPage: 21,
          facets: ['make', 'price', 'subscription_price', 'km', 'year'],
        },
      ],
      refinedFacets: [],
      activeRanges: [],
    })
  })

  it('adds a query per refined facet without its refinement, and per active range without its range', () => {
    const plan = meiliSearchPlan(
      'cars',
      query({
        query: '  hilux  ',
        sortBy: 'price_desc',
        page: 2,
        hitsPerPage: 10,
        refinements: { make: ['Toyota'], body: ['Ute'], colour: ['White'] },
        ranges: { price: { max: 50000 }, year: { min: 2018 } },
        facets: { make: 30, body: 4, seats: 50 },
      }),
    )
    const common = { indexUid: 'cars', q: 'hilux', matchingStrategy: 'all' }
    expect(plan.refinedFacets).toEqual(['make', 'body'])
    expect(plan.activeRanges).toEqual(['price', 'year'])
    expect(plan.queries).toEqual([
      {
        ...common,
        filter: [
          ...SITE,
          'make IN ["Toyota"]',
          'colour IN ["White"]',
          'simple_body IN ["Ute"]',
          'price <= 50000',
          'year >= 2018',
        ],
        sort: ['price:desc'],
        page: 2,
        hitsPerPage: 10,
        facets: ['seats', 'subscription_price', 'km'],
      },
      {
        ...common,
        filter: [...SITE, 'colour IN ["White"]', 'simple_body IN ["Ute"]', 'price <= 50000', 'year >= 2018'],
        facets: ['make'],
        limit: 0,
      },
      {
        ...common,
        filter: [...SITE, 'make IN ["Toyota"]', 'colour IN ["White"]', 'price <= 50000', 'year >= 2018'],
        facets: ['simple_body'],
        limit: 0,
      },
      {
        ...common,
        filter: [...SITE, 'make IN ["Toyota"]', 'colour IN ["White"]', 'simple_body IN ["Ute"]', 'year >= 2018'],
        facets: ['price'],
        limit: 0,
      },
      {
        ...common,
        filter: [...SITE, 'make IN ["Toyota"]', 'colour IN ["White"]', 'simple_body IN ["Ute"]', 'price <= 50000'],
        facets: ['year'],
        limit: 0,
      },
    ])
  })
})

type Response = MultiSearchResult<CarDocument>
const response = (overrides: Partial<Response> = {}): Response => ({
  indexUid: 'cars',
  hits: [],
  processingTimeMs: 1,
  query: '',
  ...overrides,
})

describe('meiliSearchResult', () => {
  it('reads hits, paging, facets and stats from the query that owns each', () => {
    const q = query({
      hitsPerPage: 2,
      page: 2,
      refinements: { make: ['Toyota'] },
      ranges: { price: { min: 1 } },
      facets: { make: 2, body: 10, colour: 5 },
    })
    const plan = meiliSearchPlan('cars', q)
    const car = fixtureDocument({ id: 1, site_id: 12, make: 'Toyota' })
    const result = meiliSearchResult(q, plan, [
      response({
        hits: [car],
        totalHits: 5,
        facetDistribution: { simple_body: { Ute: 2, Hatch: 3, SUV: 3, Van: 0 }, price: { '10': 1 } },
        facetStats: { km: { min: 5, max: 50 }, year: { min: 2010, max: 2020 } },
      }),
      response({ facetDistribution: { make: { Mazda: 4, Toyota: 5, Ford: 4 } } }),
      response({ facetStats: { price: { min: 0, max: 90000 } } }),
    ])
    expect(result).toEqual({
      hits: [car],
      page: 2,
      pages: 3,
      count: 5,
      facets: { make: { Toyota: 5, Ford: 4 }, body: { Hatch: 3, SUV: 3, Ute: 2 }, colour: {} },
      facetStats: { price: { min: 0, max: 90000 }, km: { min: 5, max: 50 }, year: { min: 2010, max: 2020 } },
    })
    expect(Object.keys(result.facets.body ?? {})).toEqual(['Hatch', 'SUV', 'Ute'])
  })

  it('refuses an answer with a missing response', () => {
    const q = query({ refinements: { make: ['Toyota'] }, facets: { make: 2 } })
    expect(() => meiliSearchResult(q, meiliSearchPlan('cars', q), [response()])).toThrow(/1 of the 2 queries/)
  })
})

/** A task the fake server already finished, as the client's methods return it. */
function enqueued(overrides: Partial<Task> = {}): EnqueuedTaskPromise {
  const task: Task = {
    uid: 1,
    batchUid: 1,
    indexUid: 'cars',
    status: 'succeeded',
    type: 'settingsUpdate',
    enqueuedAt: '2026-01-01T00:00:00Z',
    canceledBy: null,
    error: null,
    duration: null,
    startedAt: null,
    finishedAt: null,
    ...overrides,
  }
  const summary: EnqueuedTask = {
    taskUid: task.uid,
    indexUid: task.indexUid,
    status: 'enqueued',
    type: task.type,
    enqueuedAt: task.enqueuedAt,
  }
  return Object.assign(Promise.resolve(summary), { waitTask: async () => task })
}

const apiError = (code: string) =>
  new MeilisearchApiError(new globalThis.Response(null, { status: 404 }), {
    message: `${code} happened`,
    code,
    type: 'invalid_request',
    link: '',
  })

describe('MeilisearchIndex (client mocked)', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  const meili = () => new MeilisearchIndex({ host: 'http://meili.invalid', apiKey: 'key' })

  it('rejects index names Meilisearch would refuse', () => {
    expect(() => new MeilisearchIndex({ host: 'http://meili.invalid', indexName: 'cars; drop' })).toThrow(
      /Invalid Meilisearch index name/,
    )
    expect(meili().indexName).toBe('cars')
  })

  it('configure creates the index, applies the settings, and is done once', async () => {
    const createIndex = vi
      .spyOn(Meilisearch.prototype, 'createIndex')
      .mockImplementation(() => enqueued({ type: 'indexCreation' }))
    const updateSettings = vi.spyOn(Index.prototype, 'updateSettings').mockImplementation(() => enqueued())
    const index = meili()
    await index.configure()
    await index.configure()
    expect(createIndex).toHaveBeenCalledTimes(1)
    expect(createIndex).toHaveBeenCalledWith('cars', { primaryKey: 'id' })
    expect(updateSettings).toHaveBeenCalledTimes(1)
    expect(updateSettings).toHaveBeenCalledWith(MEILI_SETTINGS)
  })

  it('configure accepts an index that already exists', async () => {
    vi.spyOn(Meilisearch.prototype, 'createIndex').mockImplementation(() =>
      enqueued({
        type: 'indexCreation',
        status: 'failed',
        error: { code: 'index_already_exists', message: 'exists', type: 'invalid_request', link: '' },
      }),
    )
    vi.spyOn(Index.prototype, 'updateSettings').mockImplementation(() => enqueued())
    await expect(meili().configure()).resolves.toBeUndefined()
  })

  it('configure throws when the settings task fails, and tries again next time', async () => {
    vi.spyOn(Meilisearch.prototype, 'createIndex').mockImplementation(() => enqueued({ type: 'indexCreation' }))
    const updateSettings = vi
      .spyOn(Index.prototype, 'updateSettings')
      .mockImplementationOnce(() =>
        enqueued({
          uid: 7,
          status: 'failed',
          error: { code: 'invalid_settings_ranking_rules', message: 'bad rule', type: 'invalid_request', link: '' },
        }),
      )
      .mockImplementation(() => enqueued())
    const index = meili()
    await expect(index.configure()).rejects.toThrow(/task 7 \(settingsUpdate on cars\) failed: bad rule/)
    await expect(index.configure()).resolves.toBeUndefined()
    expect(updateSettings).toHaveBeenCalledTimes(2)
  })

  it('upsert sends documents in batches of 1000 and fails on a failed task', async () => {
    vi.spyOn(Meilisearch.prototype, 'createIndex').mockImplementation(() => enqueued({ type: 'indexCreation' }))
    vi.spyOn(Index.prototype, 'updateSettings').mockImplementation(() => enqueued())
    const addDocuments = vi
      .spyOn(Index.prototype, 'addDocuments')
      .mockImplementationOnce(() => enqueued({ type: 'documentAdditionOrUpdate' }))
      .mockImplementationOnce(() =>
        enqueued({
          type: 'documentAdditionOrUpdate',
          status: 'failed',
          error: { code: 'x', message: 'disk full', type: 'internal', link: '' },
        }),
      )
    const docs = Array.from({ length: 1500 }, (_, i) => fixtureDocument({ id: i + 1, site_id: 1 }))
    await expect(meili().upsert(docs)).rejects.toThrow(/disk full/)
    expect(addDocuments.mock.calls.map(([batch, options]) => [batch.length, options])).toEqual([
      [1000, { primaryKey: 'id' }],
      [500, { primaryKey: 'id' }],
    ])
  })

  it('reindexAll fills a new index, swaps it in, and deletes the old documents', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1234)
    const createIndex = vi
      .spyOn(Meilisearch.prototype, 'createIndex')
      .mockImplementation(() => enqueued({ type: 'indexCreation' }))
    const updateSettings = vi.spyOn(Index.prototype, 'updateSettings').mockImplementation(() => enqueued())
    const targets: string[] = []
    const addDocuments = vi.spyOn(Index.prototype, 'addDocuments').mockImplementation(function (this: Index) {
      targets.push(this.uid)
      return enqueued({ type: 'documentAdditionOrUpdate' })
    })
    const swapIndexes = vi
      .spyOn(Meilisearch.prototype, 'swapIndexes')
      .mockImplementation(() => enqueued({ type: 'indexSwap' }))
    const deleteIndex = vi
      .spyOn(Meilisearch.prototype, 'deleteIndex')
      .mockImplementation(() => enqueued({ type: 'indexDeletion' }))
    async function* batches() {
      yield [fixtureDocument({ id: 1, site_id: 1 }), fixtureDocument({ id: 2, site_id: 1 })]
      yield [fixtureDocument({ id: 3, site_id: 2 })]
    }
    await expect(meili().reindexAll(batches())).resolves.toEqual({ documents: 3 })
    expect(createIndex.mock.calls.map(([uid]) => uid)).toEqual(['cars', 'cars_1234'])
    expect(updateSettings).toHaveBeenCalledTimes(2)
    expect(addDocuments.mock.calls.map(([batch]) => batch.map((doc) => doc.id))).toEqual([[1, 2], [3]])
    expect(targets).toEqual(['cars_1234', 'cars_1234'])
    expect(swapIndexes).toHaveBeenCalledWith([{ indexes: ['cars', 'cars_1234'], rename: false }])
    expect(deleteIndex).toHaveBeenCalledWith('cars_1234')
    expect(swapIndexes.mock.invocationCallOrder[0]).toBeLessThan(deleteIndex.mock.invocationCallOrder[0] ?? 0)
  })

  it('reindexAll that fails leaves the live index alone and drops the half-built one', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1234)
    vi.spyOn(Meilisearch.prototype, 'createIndex').mockImplementation(() => enqueued({ type: 'indexCreation' }))
    vi.spyOn(Index.prototype, 'updateSettings').mockImplementation(() => enqueued())
    vi.spyOn(Index.prototype, 'addDocuments').mockImplementation(() => enqueued({ type: 'documentAdditionOrUpdate' }))
    const swapIndexes = vi
      .spyOn(Meilisearch.prototype, 'swapIndexes')
      .mockImplementation(() => enqueued({ type: 'indexSwap' }))
    const deleteIndex = vi
      .spyOn(Meilisearch.prototype, 'deleteIndex')
      .mockImplementation(() => enqueued({ type: 'indexDeletion' }))
    async function* failing(): AsyncIterable<CarDocument[]> {
      yield [fixtureDocument({ id: 1, site_id: 1 })]
      throw new Error('database went away')
    }
    await expect(meili().reindexAll(failing())).rejects.toThrow('database went away')
    expect(swapIndexes).not.toHaveBeenCalled()
    expect(deleteIndex).toHaveBeenCalledWith('cars_1234')
  })

  it('search sends the plan in one multiSearch and times it', async () => {
    const car = fixtureDocument({ id: 9, site_id: 12, make: 'Kia' })
    const multiSearch = vi.spyOn(Meilisearch.prototype, 'multiSearch').mockResolvedValue({
      results: [
        response({
          hits: [car],
          totalHits: 1,
          facetDistribution: { make: { Kia: 1 } },
          facetStats: { km: { min: 1, max: 1 } },
        }),
      ],
    })
    const q = query({ query: 'kia', facets: { make: 30 } })
    const result = await meili().search(q)
    expect(multiSearch).toHaveBeenCalledWith({ queries: meiliSearchPlan('cars', q).queries })
    expect(result).toMatchObject({
      hits: [car],
      page: 1,
      pages: 1,
      count: 1,
      facets: { make: { Kia: 1 } },
      facetStats: { km: { min: 1, max: 1 } },
    })
    expect(result.ms).toBeGreaterThanOrEqual(0)
  })

  it('search answers an empty result before the index exists, and passes other errors on', async () => {
    const multiSearch = vi
      .spyOn(Meilisearch.prototype, 'multiSearch')
      .mockRejectedValueOnce(apiError('index_not_found'))
    const result = await meili().search(query({ facets: { make: 30 } }))
    expect(result).toMatchObject({ hits: [], count: 0, pages: 0, page: 1, facets: { make: {} }, facetStats: {} })
    multiSearch.mockRejectedValueOnce(apiError('invalid_search_filter'))
    await expect(meili().search(query())).rejects.toThrow(/invalid_search_filter happened/)
  })

  it('count reads the index stats, and is 0 before the index exists', async () => {
    const getStats = vi.spyOn(Index.prototype, 'getStats').mockResolvedValueOnce({
      numberOfDocuments: 42,
      indexSize: 0,
      usedIndexSize: 0,
      isIndexing: false,
      fieldDistribution: {},
      numberOfEmbeddedDocuments: 0,
      numberOfEmbeddings: 0,
      rawDocumentDbSize: 0,
      avgDocumentSize: 0,
    })
    expect(await meili().count()).toBe(42)
    getStats.mockRejectedValueOnce(apiError('index_not_found'))
    expect(await meili().count()).toBe(0)
  })

  it('remove deletes by id and skips an empty list', async () => {
    vi.spyOn(Meilisearch.prototype, 'createIndex').mockImplementation(() => enqueued({ type: 'indexCreation' }))
    vi.spyOn(Index.prototype, 'updateSettings').mockImplementation(() => enqueued())
    const deleteDocuments = vi
      .spyOn(Index.prototype, 'deleteDocuments')
      .mockImplementation(() => enqueued({ type: 'documentDeletion' }))
    const index = meili()
    await index.remove([])
    expect(deleteDocuments).not.toHaveBeenCalled()
    await index.remove([3, 4])
    expect(deleteDocuments).toHaveBeenCalledWith([3, 4])
  })
})
