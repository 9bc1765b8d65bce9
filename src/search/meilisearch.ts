import {
  ErrorStatusCode,
  Meilisearch,
  MeilisearchApiError,
  type EnqueuedTaskPromise,
  type MultiSearchParams,
  type MultiSearchQuery,
  type MultiSearchResult,
  type Settings,
  type Task,
} from 'meilisearch'

import { soldListedSince } from '../domain/sold-listing'

import {
  RANGE_ATTRIBUTES,
  REFINEMENT_ATTRIBUTES,
  TEXT_SEARCH_FIELDS,
  type CarDocument,
  type FacetCounts,
  type FacetStats,
  type RangeAttribute,
  type RefinementAttribute,
  type SearchIndex,
  type SearchQuery,
  type SearchResult,
} from './types'

/**
 * The Meilisearch engine: one index (default `cars`) shared by every site, each search filtered by site.
 * Disjunctive facet counts and per-range facet stats need one query each with a different filter; they go
 * in one `multiSearch` round trip with the hits query.
 */

/** Documents per `addDocuments` request: well under Meilisearch's default 100 MB payload limit. */
const BATCH_SIZE = 1000
/** Settings changes and big batches on a busy instance take a while; the client's default is 5 s. */
const TASK_TIMEOUT_MS = 10 * 60_000
/**
 * Facet values Meilisearch returns per attribute, most frequent first; our limits (at most 50 today) are
 * applied after ordering, so this only needs to stay well above them.
 */
export const MEILI_MAX_VALUES_PER_FACET = 1000
/** `totalHits` is exact only up to this; a site with more matching cars would see a capped count. */
export const MEILI_MAX_TOTAL_HITS = 100_000

const REFINEMENT_KEYS = Object.keys(REFINEMENT_ATTRIBUTES) as RefinementAttribute[]

export const MEILI_SETTINGS: Settings = {
  searchableAttributes: [...TEXT_SEARCH_FIELDS],
  filterableAttributes: [
    ...new Set<string>([
      'site_id',
      ...Object.values(REFINEMENT_ATTRIBUTES),
      ...RANGE_ATTRIBUTES,
      'show_on_dealer_website',
      'status',
      'sold_date_timestamp',
      'image_count',
    ]),
  ],
  sortableAttributes: ['custom_rank', 'created_at', 'price'],
  // `sort` goes first: a chosen sort (latest, price) orders every match strictly, instead of only breaking
  // ties between equally relevant ones. Relevance sends no sort, so for it the rule is a no-op and custom_rank
  // breaks the ties the text rules leave.
  rankingRules: ['sort', 'words', 'typo', 'proximity', 'attribute', 'exactness', 'custom_rank:desc'],
  // By count, so the values cut by maxValuesPerFacet are the rarest, never the most frequent.
  faceting: { maxValuesPerFacet: MEILI_MAX_VALUES_PER_FACET, sortFacetValuesBy: { '*': 'count' } },
  pagination: { maxTotalHits: MEILI_MAX_TOTAL_HITS },
}

/** A string as a Meilisearch filter value: double-quoted, with backslashes and double quotes escaped. */
export function meiliString(value: string): string {
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
}

function meiliNumber(value: number): string {
  // Exponent notation (1e+21) is not a valid filter value, and NaN would silently match nothing.
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) throw new Error(`Invalid number in search filter: ${value}`)
  return String(value)
}

export type FilterExclusion = { refinement?: RefinementAttribute; range?: RangeAttribute }

const hasBound = (range: { min?: number; max?: number } | undefined): range is { min?: number; max?: number } =>
  range !== undefined && (range.min !== undefined || range.max !== undefined)

/**
 * The AND-list of filter expressions for a search: site, visibility, then refinements and ranges in their
 * canonical order (so equal queries give equal filters). `exclude` leaves out one attribute's own
 * refinement or range, for its disjunctive facet counts or its facet stats.
 */
export function meiliFilter(query: SearchQuery, exclude: FilterExclusion = {}): string[] {
  const { visibility } = query
  const soldSince = soldListedSince(visibility.now, visibility.includeSoldCarsDays)
  const filter = [
    `site_id = ${meiliNumber(query.siteId)}`,
    'show_on_dealer_website = true',
    // A null sold_date_timestamp fails the comparison, so sold cars without a date stay hidden.
    `(status != "sold" OR sold_date_timestamp >= ${meiliNumber(soldSince)})`,
  ]
  if (visibility.hideCarsWithoutPhotos) filter.push('image_count > 0')
  // Also drops null prices: a null never compares greater than 0.
  if (query.sortBy === 'price_asc' && visibility.excludeZeroPriceOnPriceAsc) filter.push('price > 0')
  for (const attribute of REFINEMENT_KEYS) {
    const values = query.refinements[attribute]
    if (attribute === exclude.refinement || !values || values.length === 0) continue
    // IN compares numbers by value too, so seats IN ["7"] matches seats 7; on arrays it matches any element.
    filter.push(`${REFINEMENT_ATTRIBUTES[attribute]} IN [${values.map(meiliString).join(', ')}]`)
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = query.ranges[attribute]
    if (attribute === exclude.range || !hasBound(range)) continue
    if (range.min !== undefined) filter.push(`${attribute} >= ${meiliNumber(range.min)}`)
    if (range.max !== undefined) filter.push(`${attribute} <= ${meiliNumber(range.max)}`)
  }
  return filter
}

/**
 * The sort of a search. Relevance sends none: the ranking rules already end with custom_rank:desc. Meilisearch
 * puts documents whose sort field is null after all others in both directions, as the null-price rule wants.
 */
export function meiliSort(query: Pick<SearchQuery, 'sortBy'>): string[] {
  switch (query.sortBy) {
    case 'latest':
      return ['created_at:desc']
    case 'price_desc':
      return ['price:desc']
    case 'price_asc':
      return ['price:asc']
    case 'relevance':
      return []
  }
}

/** The queries of one search: hits first, then one per refined facet, then one per active range. */
export type MeiliSearchPlan = {
  queries: MultiSearchQuery[]
  /** Facets counted by their own query (at 1 + position), without their own refinement. */
  refinedFacets: RefinementAttribute[]
  /** Ranges whose stats come from their own query (after the facet ones), without their own range. */
  activeRanges: RangeAttribute[]
}

export function meiliSearchPlan(indexUid: string, query: SearchQuery): MeiliSearchPlan {
  const q = query.query.trim()
  const requested = (Object.keys(query.facets) as RefinementAttribute[]).filter((attribute) =>
    Object.hasOwn(REFINEMENT_ATTRIBUTES, attribute),
  )
  const refinedFacets = requested.filter((attribute) => (query.refinements[attribute]?.length ?? 0) > 0)
  const activeRanges = RANGE_ATTRIBUTES.filter((attribute) => hasBound(query.ranges[attribute]))
  const sort = meiliSort(query)
  const common = { indexUid, q, matchingStrategy: 'all' } as const

  const hits: MultiSearchQuery = {
    ...common,
    filter: meiliFilter(query),
    ...(sort.length > 0 ? { sort } : {}),
    page: query.page,
    hitsPerPage: query.hitsPerPage,
    facets: [
      ...requested
        .filter((attribute) => !refinedFacets.includes(attribute))
        .map((attribute) => REFINEMENT_ATTRIBUTES[attribute]),
      // Asked as facets only for their facetStats; the distribution that comes with them is ignored.
      ...RANGE_ATTRIBUTES.filter((attribute) => !activeRanges.includes(attribute)),
    ],
  }
  const facetQueries = refinedFacets.map((attribute): MultiSearchQuery => ({
    ...common,
    filter: meiliFilter(query, { refinement: attribute }),
    facets: [REFINEMENT_ATTRIBUTES[attribute]],
    limit: 0,
  }))
  const statQueries = activeRanges.map((attribute): MultiSearchQuery => ({
    ...common,
    filter: meiliFilter(query, { range: attribute }),
    facets: [attribute],
    limit: 0,
  }))
  return { queries: [hits, ...facetQueries, ...statQueries], refinedFacets, activeRanges }
}

/** Most frequent values first, ties by value (code unit order), at most `limit`. */
function topValues(distribution: Record<string, number>, limit: number): Record<string, number> {
  const entries = Object.entries(distribution)
    .filter(([, count]) => count > 0)
    .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
  return Object.fromEntries(entries.slice(0, Math.max(0, limit)))
}

/** Assembles a search result (all but `ms`) from the responses to `plan.queries`, in their order. */
export function meiliSearchResult(
  query: SearchQuery,
  plan: MeiliSearchPlan,
  results: ReadonlyArray<MultiSearchResult<CarDocument>>,
): Omit<SearchResult, 'ms'> {
  const main = results[0]
  if (!main || results.length !== plan.queries.length) {
    throw new Error(`Meilisearch answered ${results.length} of the ${plan.queries.length} queries of a search`)
  }
  const facets: FacetCounts = {}
  for (const [attribute, limit] of Object.entries(query.facets) as Array<[RefinementAttribute, number | undefined]>) {
    if (limit === undefined || !Object.hasOwn(REFINEMENT_ATTRIBUTES, attribute)) continue
    const position = plan.refinedFacets.indexOf(attribute)
    const source = position === -1 ? main : results[1 + position]
    facets[attribute] = topValues(source?.facetDistribution?.[REFINEMENT_ATTRIBUTES[attribute]] ?? {}, limit)
  }
  const facetStats: FacetStats = {}
  for (const attribute of RANGE_ATTRIBUTES) {
    const position = plan.activeRanges.indexOf(attribute)
    const source = position === -1 ? main : results[1 + plan.refinedFacets.length + position]
    const stats = source?.facetStats?.[attribute]
    if (stats) facetStats[attribute] = { min: stats.min, max: stats.max }
  }
  const count = main.totalHits ?? main.estimatedTotalHits ?? 0
  return {
    hits: main.hits,
    page: query.page,
    pages: Math.ceil(count / query.hitsPerPage),
    count,
    facets,
    facetStats,
  }
}

function emptyResult(query: SearchQuery): Omit<SearchResult, 'ms'> {
  const facets: FacetCounts = {}
  for (const attribute of Object.keys(query.facets) as RefinementAttribute[]) facets[attribute] = {}
  return { hits: [], page: query.page, pages: 0, count: 0, facets, facetStats: {} }
}

const isIndexNotFound = (error: unknown) =>
  error instanceof MeilisearchApiError && error.cause?.code === ErrorStatusCode.INDEX_NOT_FOUND

function taskError(task: Task): Error {
  return new Error(
    `Meilisearch task ${task.uid} (${task.type}${task.indexUid ? ` on ${task.indexUid}` : ''}) ${task.status}: ${task.error?.message ?? 'no error given'}`,
  )
}

/** Waits for a task; `waitTask` resolves with failed and canceled tasks too, which must not pass silently. */
async function succeeded(task: EnqueuedTaskPromise): Promise<Task> {
  const done = await task.waitTask({ timeout: TASK_TIMEOUT_MS })
  if (done.status !== 'succeeded') throw taskError(done)
  return done
}

export class MeilisearchIndex implements SearchIndex {
  readonly engine = 'meilisearch' as const
  readonly countLimit = MEILI_MAX_TOTAL_HITS
  readonly indexName: string
  private readonly client: Meilisearch
  private configured: Promise<void> | null = null

  constructor({ host, apiKey, indexName = 'cars' }: { host: string; apiKey?: string; indexName?: string }) {
    // Meilisearch index uids allow these characters only; reindexAll appends `_<timestamp>`.
    if (!/^[A-Za-z0-9_-]{1,350}$/.test(indexName)) throw new Error(`Invalid Meilisearch index name '${indexName}'`)
    this.indexName = indexName
    this.client = new Meilisearch({ host, apiKey, defaultWaitOptions: { timeout: TASK_TIMEOUT_MS } })
  }

  /** Creates `uid` if missing and applies the settings, before any documents reach it. */
  private async prepare(uid: string): Promise<void> {
    const created = await this.client.createIndex(uid, { primaryKey: 'id' }).waitTask({ timeout: TASK_TIMEOUT_MS })
    if (created.status !== 'succeeded' && created.error?.code !== ErrorStatusCode.INDEX_ALREADY_EXISTS)
      throw taskError(created)
    await succeeded(this.client.index(uid).updateSettings(MEILI_SETTINGS))
  }

  configure(): Promise<void> {
    this.configured ??= this.prepare(this.indexName).catch((error: unknown) => {
      this.configured = null
      throw error
    })
    return this.configured
  }

  async upsert(documents: CarDocument[]): Promise<void> {
    if (documents.length === 0) return
    await this.configure()
    const index = this.client.index<CarDocument>(this.indexName)
    const tasks: EnqueuedTaskPromise[] = []
    for (let i = 0; i < documents.length; i += BATCH_SIZE) {
      const task = index.addDocuments(documents.slice(i, i + BATCH_SIZE), { primaryKey: 'id' })
      // Enqueued one after the other, so a car repeated across batches ends as its last version.
      await task
      tasks.push(task)
    }
    for (const task of tasks) await succeeded(task)
  }

  async remove(ids: number[]): Promise<void> {
    if (ids.length === 0) return
    await this.configure()
    await succeeded(this.client.index(this.indexName).deleteDocuments(ids))
  }

  async count(): Promise<number> {
    try {
      return (await this.client.index(this.indexName).getStats()).numberOfDocuments
    } catch (error) {
      if (isIndexNotFound(error)) return 0
      throw error
    }
  }

  async reindexAll(documents: AsyncIterable<CarDocument[]>): Promise<{ documents: number }> {
    // The live index must exist for the swap; creating it also covers the very first reindex.
    await this.configure()
    const next = `${this.indexName}_${Date.now()}`
    let total = 0
    try {
      await this.prepare(next)
      const index = this.client.index<CarDocument>(next)
      const tasks: EnqueuedTaskPromise[] = []
      for await (const batch of documents) {
        for (let i = 0; i < batch.length; i += BATCH_SIZE) {
          const task = index.addDocuments(batch.slice(i, i + BATCH_SIZE), { primaryKey: 'id' })
          await task
          tasks.push(task)
        }
        total += batch.length
      }
      for (const task of tasks) await succeeded(task)
      // Atomic: every search sees either the old documents or the complete new set.
      await succeeded(this.client.swapIndexes([{ indexes: [this.indexName, next], rename: false }]))
    } catch (error) {
      // Best effort: a half-built index must not linger, but the original error is the one to report.
      await this.client.deleteIndex(next).catch(() => undefined)
      throw error
    }
    // After the swap `next` holds the previous documents.
    await succeeded(this.client.deleteIndex(next))
    return { documents: total }
  }

  // No configure() here: applying settings waits behind whatever the task queue holds (a reindex, say), and a
  // search must not. Writers configure; a missing index reads as an empty stock.
  async search(query: SearchQuery): Promise<SearchResult> {
    const started = performance.now()
    const plan = meiliSearchPlan(this.indexName, query)
    let result: Omit<SearchResult, 'ms'>
    try {
      const { results } = await this.client.multiSearch<MultiSearchParams, CarDocument>({ queries: plan.queries })
      result = meiliSearchResult(query, plan, results)
    } catch (error) {
      // Before the first sync there is no index yet: that is an empty stock, not an outage.
      if (!isIndexNotFound(error)) throw error
      result = emptyResult(query)
    }
    return { ...result, ms: Math.round(performance.now() - started) }
  }
}
