import type { Pool, PoolClient } from 'pg'

import { soldListedSince } from '../domain/sold-listing'

import { SiteColumns, refinementFields, type ColumnRow, type WordMatch } from './site-columns'
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
 * The default search engine: one table in the platform's PostgreSQL, owned by the sync job, with typed
 * columns for filters and sorts and free text typo tolerant through pg_trgm. A search runs on the site's
 * in-memory columns (site-columns.ts: filters, disjunctive facet counts and stats in one pass) while they
 * match the site's data version, with only the text match and the hits' documents read from SQL; otherwise
 * it runs wholly in SQL, in one statement. Both paths answer the same conformance suite.
 */

const ARRAY_FIELDS = new Set<string>(['categories', 'filtered_features'])
/** Document fields stored as text columns for refinement (numbers compare by their string form). */
const REFINEMENT_COLUMNS = [...new Set(Object.values(REFINEMENT_ATTRIBUTES))]
/**
 * How close a word must be to a word of a car to match it (pg_trgm word similarity). pg_trgm's default,
 * 0.6, misses one-letter typos in short words ('toyta' is 0.5 from 'toyota'); 0.45 keeps them.
 */
const WORD_SIMILARITY_THRESHOLD = 0.45

const REFINEMENT_FIELDS = refinementFields(ARRAY_FIELDS)

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`

function columnDefinitions(): string {
  const refinement = REFINEMENT_COLUMNS.map((field) => `${quoteIdent(field)} ${ARRAY_FIELDS.has(field) ? "text[] NOT NULL DEFAULT '{}'" : 'text'}`)
  return [
    'id integer PRIMARY KEY',
    'site_id integer NOT NULL',
    ...refinement,
    'price double precision',
    'subscription_price double precision',
    'km double precision',
    'year integer',
    'show_on_dealer_website boolean NOT NULL',
    'sold_date_timestamp bigint',
    'image_count integer NOT NULL',
    'custom_rank double precision NOT NULL',
    'created_at bigint NOT NULL',
    'search_text text NOT NULL',
    "words text[] NOT NULL DEFAULT '{}'",
    'doc jsonb NOT NULL',
  ].join(',\n  ')
}

type Row = Record<string, unknown>

function toRow(doc: CarDocument): Row {
  const row: Row = {
    id: doc.id,
    site_id: doc.site_id,
    price: doc.price,
    subscription_price: doc.subscription_price,
    km: doc.km,
    year: doc.year,
    show_on_dealer_website: doc.show_on_dealer_website,
    sold_date_timestamp: doc.sold_date_timestamp,
    image_count: doc.image_count,
    custom_rank: doc.custom_rank,
    created_at: doc.created_at,
    search_text: TEXT_SEARCH_FIELDS.map((field) => doc[field] ?? '')
      .filter(Boolean)
      .join(' ')
      .toLowerCase(),
    doc,
  }
  for (const field of REFINEMENT_COLUMNS) {
    const value = doc[field]
    row[field] = ARRAY_FIELDS.has(field) ? value : value === null || value === undefined ? null : String(value)
  }
  return row
}

/** Collects SQL parameters and hands out their $n placeholders. */
class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** The distinct words of a car's search text (letters and digits), the one definition both search paths use. */
const WORDS_OF = (text: string) => `ARRAY(SELECT DISTINCT w FROM regexp_split_to_table(${text}, '[^[:alnum:]]+') AS w WHERE w <> '')`

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`

/** Each query word must be in the car's text, or one of the car's words must be a typo away from it. */
function wordConditions(matches: WordMatch[], params: Params): string[] {
  return matches.map(({ word, similar }) => {
    const like = `search_text LIKE ${params.add(likePattern(word))}`
    return similar.size === 0 ? like : `(${like} OR words && ${params.add([...similar.keys()])}::text[])`
  })
}

/** How well a car's text matches: per query word 1 when it is in the text, else its most similar word's similarity. */
function relevance(matches: WordMatch[], params: Params): string {
  return matches
    .map(({ word, similar }) => {
      const typo = `(SELECT max(s.score) FROM unnest(${params.add([...similar.keys()])}::text[], ${params.add([...similar.values()])}::float8[]) AS s(word, score) WHERE s.word = ANY(words))`
      return `CASE WHEN search_text LIKE ${params.add(likePattern(word))} THEN 1::float8 ELSE coalesce(${typo}, 0) END`
    })
    .join(' + ')
}

type Conditions = {
  base: string[]
  refinements: Map<RefinementAttribute, string>
  ranges: Map<RangeAttribute, string>
}

function buildConditions(query: SearchQuery, params: Params, words: WordMatch[]): Conditions {
  const { visibility } = query
  const base = [`site_id = ${params.add(query.siteId)}`, 'show_on_dealer_website']
  base.push(
    `(status <> 'sold' OR (sold_date_timestamp IS NOT NULL AND sold_date_timestamp >= ${params.add(
      soldListedSince(visibility.now, visibility.includeSoldCarsDays),
    )}))`,
  )
  if (visibility.hideCarsWithoutPhotos) base.push('image_count > 0')
  if (query.sortBy === 'price_asc' && visibility.excludeZeroPriceOnPriceAsc) base.push('price > 0')
  base.push(...wordConditions(words, params))

  const refinements = new Map<RefinementAttribute, string>()
  for (const [attribute, values] of Object.entries(query.refinements) as Array<[RefinementAttribute, string[] | undefined]>) {
    if (!values || values.length === 0) continue
    const column = quoteIdent(REFINEMENT_ATTRIBUTES[attribute])
    const list = params.add(values)
    refinements.set(attribute, ARRAY_FIELDS.has(REFINEMENT_ATTRIBUTES[attribute]) ? `${column} && ${list}::text[]` : `${column} = ANY(${list}::text[])`)
  }
  const ranges = new Map<RangeAttribute, string>()
  for (const [attribute, range] of Object.entries(query.ranges) as Array<[RangeAttribute, { min?: number; max?: number } | undefined]>) {
    if (!range || (range.min === undefined && range.max === undefined)) continue
    const parts: string[] = []
    if (range.min !== undefined) parts.push(`${attribute} >= ${params.add(range.min)}`)
    if (range.max !== undefined) parts.push(`${attribute} <= ${params.add(range.max)}`)
    ranges.set(attribute, `(${parts.join(' AND ')})`)
  }
  return { base, refinements, ranges }
}

const and = (parts: string[]) => (parts.length === 0 ? 'TRUE' : parts.join(' AND '))

function orderBy(query: SearchQuery, words: WordMatch[], params: Params): string {
  switch (query.sortBy) {
    case 'latest':
      return 'created_at DESC, id DESC'
    case 'price_desc':
      return 'price DESC NULLS LAST, id'
    case 'price_asc':
      return 'price ASC NULLS LAST, id'
    default: {
      if (words.length === 0) return 'custom_rank DESC, id'
      return `(${relevance(words, params)}) DESC, custom_rank DESC, id`
    }
  }
}

/** What the in-memory columns of a site are loaded from: everything a search filters, counts or sorts on. */
const COLUMN_FIELDS = ['id', ...REFINEMENT_COLUMNS.map(quoteIdent), ...RANGE_ATTRIBUTES, 'show_on_dealer_website', 'sold_date_timestamp', 'image_count', 'custom_rank', 'created_at', 'search_text', 'words']

/**
 * How searches run: `background` (the default) searches a site's in-memory columns when they are current
 * and reloads them in the background after a write, searching in SQL meanwhile; `always` waits for the
 * load; `off` always searches in SQL.
 */
export type ColumnsMode = 'background' | 'always' | 'off'

/** Indexes of the search table, named {table}_idx{i}. */
const INDEXES = [
  `(site_id, custom_rank DESC)`,
  `(site_id, created_at DESC)`,
  `(site_id, price)`,
  // No pending list: a search never pays for flushing one (seen as a 1 s outlier at 100k cars).
  `USING gin (search_text gin_trgm_ops) WITH (fastupdate = off)`,
  `USING gin (words) WITH (fastupdate = off)`,
]

/** How long a cached result may be served: bounds the drift of time-based visibility (the sold window). */
const CACHE_TTL_MS = 60_000
/** Row of the versions table that counts whole-index rebuilds (site ids start at 1). */
const ALL_SITES = 0

export class PostgresSearchIndex implements SearchIndex {
  readonly engine = 'postgres' as const
  private readonly pool: Pool
  private readonly table: string
  private readonly versions: string
  /**
   * Every word of every car's text, for typo tolerance: a query word is looked up here (pg_trgm word
   * similarity), then cars holding one of the similar words match. It only grows; a word no car holds any
   * more matches nothing.
   */
  private readonly vocabulary: string
  private configured: Promise<void> | null = null
  /**
   * Recent results, keyed by the site's data version and the query. Every write bumps the written sites'
   * versions in Postgres, so a result is never served after a change, whichever process made it.
   */
  private readonly cache = new Map<string, { result: SearchResult; expires: number }>()
  private readonly cacheEntries: number
  private readonly columnsMode: ColumnsMode
  /** Sites' columns, least recently used first, at most `maxColumnRows` cars in all (the site in use stays). */
  private readonly columns = new Map<number, { version: string; columns: SiteColumns }>()
  private readonly loading = new Map<number, Promise<void>>()
  private readonly maxColumnRows: number

  constructor({
    pool,
    table = 'search_cars',
    cacheEntries = 500,
    columns = 'background',
    maxColumnRows = 1_000_000,
  }: {
    pool: Pool
    table?: string
    cacheEntries?: number
    columns?: ColumnsMode
    maxColumnRows?: number
  }) {
    if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`Invalid search table name '${table}'`)
    this.pool = pool
    this.table = table
    this.versions = `${table}_versions`
    this.vocabulary = `${table}_vocabulary`
    this.cacheEntries = cacheEntries
    this.columnsMode = columns
    this.maxColumnRows = maxColumnRows
  }

  private async bumpVersions(client: Pool | PoolClient, siteIds: number[]): Promise<void> {
    if (siteIds.length === 0) return
    await client.query(
      `INSERT INTO ${this.versions} (site_id, version) SELECT DISTINCT unnest($1::int[]), 1
       ON CONFLICT (site_id) DO UPDATE SET version = ${this.versions}.version + 1`,
      [siteIds],
    )
  }

  private async createTable(client: Pool | PoolClient, table: string): Promise<void> {
    await client.query(`CREATE TABLE IF NOT EXISTS ${table} (\n  ${columnDefinitions()}\n)`)
    for (const [i, definition] of INDEXES.entries()) {
      await client.query(`CREATE INDEX IF NOT EXISTS ${table}_idx${i} ON ${table} ${definition}`)
    }
  }

  configure(): Promise<void> {
    this.configured ??= (async () => {
      await this.pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm')
      const { rows } = await this.pool.query(
        `SELECT to_regclass($1) IS NOT NULL AS search, to_regclass($2) IS NOT NULL AS vocabulary,
           EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name = 'words') AS words`,
        [this.table, this.vocabulary],
      )
      const existing = rows[0] as { search: boolean; vocabulary: boolean; words: boolean }
      if (existing.search && !existing.words) {
        // A search table made before word lists: add them once.
        await this.pool.query(`ALTER TABLE ${this.table} ADD COLUMN words text[] NOT NULL DEFAULT '{}'`)
        await this.pool.query(`UPDATE ${this.table} SET words = ${WORDS_OF('search_text')}`)
      }
      await this.createTable(this.pool, this.table)
      await this.pool.query(`CREATE TABLE IF NOT EXISTS ${this.versions} (site_id integer PRIMARY KEY, version bigint NOT NULL)`)
      await this.pool.query(`CREATE TABLE IF NOT EXISTS ${this.vocabulary} (word text PRIMARY KEY)`)
      await this.pool.query(`CREATE INDEX IF NOT EXISTS ${this.vocabulary}_trgm ON ${this.vocabulary} USING gin (word gin_trgm_ops) WITH (fastupdate = off)`)
      if (!existing.vocabulary) await this.pool.query(`INSERT INTO ${this.vocabulary} SELECT DISTINCT unnest(words) FROM ${this.table} ON CONFLICT DO NOTHING`)
    })().catch((error) => {
      this.configured = null
      throw error
    })
    return this.configured
  }

  private async write(client: Pool | PoolClient, table: string, documents: CarDocument[]): Promise<void> {
    const columns = ['id', 'site_id', ...REFINEMENT_COLUMNS, 'price', 'subscription_price', 'km', 'year', 'show_on_dealer_website', 'sold_date_timestamp', 'image_count', 'custom_rank', 'created_at', 'search_text', 'doc'].map(quoteIdent)
    const updates = [...columns, 'words'].filter((c) => c !== '"id"').map((c) => `${c} = EXCLUDED.${c}`)
    for (let i = 0; i < documents.length; i += 1000) {
      const rows = documents.slice(i, i + 1000).map(toRow)
      // The cars, and their words into the vocabulary typo tolerance looks words up in.
      await client.query(
        `WITH input AS (SELECT ${columns.map((c) => `r.${c}`).join(', ')}, ${WORDS_OF('r.search_text')} AS words FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb) AS r),
         written AS (INSERT INTO ${table} (${columns.join(', ')}, words) SELECT * FROM input ON CONFLICT (id) DO UPDATE SET ${updates.join(', ')})
         INSERT INTO ${this.vocabulary} (word) SELECT DISTINCT unnest(words) FROM input ON CONFLICT DO NOTHING`,
        [JSON.stringify(rows)],
      )
    }
  }

  async upsert(documents: CarDocument[]): Promise<void> {
    await this.configure()
    // Old site ids too: a car that moved to another site changes both.
    const { rows } = await this.pool.query(`SELECT DISTINCT site_id FROM ${this.table} WHERE id = ANY($1::int[])`, [documents.map((d) => d.id)])
    await this.write(this.pool, this.table, documents)
    await this.bumpVersions(this.pool, [...rows.map((r) => r.site_id as number), ...documents.map((d) => d.site_id)])
  }

  async remove(ids: number[]): Promise<void> {
    if (ids.length === 0) return
    await this.configure()
    const { rows } = await this.pool.query(`DELETE FROM ${this.table} WHERE id = ANY($1::int[]) RETURNING site_id`, [ids])
    await this.bumpVersions(this.pool, rows.map((r) => r.site_id as number))
  }

  async count(): Promise<number> {
    await this.configure()
    const { rows } = await this.pool.query(`SELECT count(*)::int AS n FROM ${this.table}`)
    return rows[0].n
  }

  async reindexAll(documents: AsyncIterable<CarDocument[]>): Promise<{ documents: number }> {
    await this.configure()
    const next = `${this.table}_next`
    const old = `${this.table}_old`
    await this.pool.query(`DROP TABLE IF EXISTS ${next}`)
    await this.createTable(this.pool, next)
    let total = 0
    for await (const batch of documents) {
      await this.write(this.pool, next, batch)
      total += batch.length
    }
    // One transaction: searches see the old table or the new one, never a half-built or missing one.
    const client = await this.pool.connect()
    try {
      await client.query('BEGIN')
      await client.query(`DROP TABLE IF EXISTS ${old}`)
      await client.query(`ALTER TABLE ${this.table} RENAME TO ${old}`)
      await client.query(`ALTER TABLE ${next} RENAME TO ${this.table}`)
      for (let i = 0; i < INDEXES.length; i += 1) {
        await client.query(`ALTER INDEX IF EXISTS ${this.table}_idx${i} RENAME TO ${old}_idx${i}`)
        await client.query(`ALTER INDEX IF EXISTS ${next}_idx${i} RENAME TO ${this.table}_idx${i}`)
      }
      await client.query(`DROP TABLE ${old}`)
      await this.bumpVersions(client, [ALL_SITES])
      await client.query('COMMIT')
    } catch (error) {
      await client.query('ROLLBACK')
      throw error
    } finally {
      client.release()
    }
    return { documents: total }
  }

  /** The site's data version, as a key: every write to the site (or a whole rebuild) changes it. */
  private async version(siteId: number, client: Pool | PoolClient = this.pool): Promise<string> {
    const { rows } = await client.query(
      `SELECT coalesce(max(version) FILTER (WHERE site_id = $1), 0) AS site, coalesce(max(version) FILTER (WHERE site_id = ${ALL_SITES}), 0) AS all
       FROM ${this.versions} WHERE site_id IN ($1, ${ALL_SITES})`,
      [siteId],
    )
    return `${rows[0].site}:${rows[0].all}`
  }

  async search(request: SearchQuery): Promise<SearchResult> {
    const started = performance.now()
    await this.configure()
    // Time-based visibility is computed per whole minute, so that a minute's searches can share results.
    const query = this.cacheEntries === 0 ? request : { ...request, visibility: { ...request.visibility, now: Math.floor(request.visibility.now / 60) * 60 } }
    const version = await this.version(query.siteId)
    if (this.cacheEntries === 0) return this.compute(query, version, started)
    const key = `${version}:${JSON.stringify(query)}`
    const hit = this.cache.get(key)
    this.cache.delete(key)
    if (hit && hit.expires > Date.now()) {
      this.cache.set(key, hit) // most recently used last
      return { ...hit.result, ms: Math.round(performance.now() - started) }
    }
    const result = await this.compute(query, version, started)
    this.cache.set(key, { result, expires: Date.now() + CACHE_TTL_MS })
    while (this.cache.size > this.cacheEntries) this.cache.delete(this.cache.keys().next().value as string)
    return result
  }

  private async compute(query: SearchQuery, version: string, started: number): Promise<SearchResult> {
    const columns = await this.siteColumns(query.siteId, version)
    return columns ? this.searchColumns(columns, query, started) : this.query(query, started)
  }

  /**
   * The site's columns at `version`, or null while they load (the search then runs in SQL). A site whose
   * version moved on is reloaded in the background; `columns: 'always'` waits for the load instead.
   */
  private async siteColumns(siteId: number, version: string): Promise<SiteColumns | null> {
    if (this.columnsMode === 'off') return null
    const held = this.columns.get(siteId)
    if (held && held.version === version) {
      this.columns.delete(siteId)
      this.columns.set(siteId, held) // most recently used last
      return held.columns
    }
    let loading = this.loading.get(siteId)
    if (!loading) {
      loading = this.loadColumns(siteId)
        .catch((error: unknown) => {
          console.error(`Search: loading the columns of site ${siteId} failed; searching in SQL meanwhile`, error)
        })
        .finally(() => this.loading.delete(siteId))
      this.loading.set(siteId, loading)
    }
    if (this.columnsMode === 'always') {
      await loading
      const loaded = this.columns.get(siteId)
      return loaded && loaded.version === version ? loaded.columns : null
    }
    return null
  }

  private async loadColumns(siteId: number): Promise<void> {
    const client = await this.pool.connect()
    try {
      // One snapshot: the version read is the version of the rows read.
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
      const version = await this.version(siteId, client)
      const { rows } = await client.query(`SELECT ${COLUMN_FIELDS.join(', ')} FROM ${this.table} WHERE site_id = $1`, [siteId])
      await client.query('COMMIT')
      this.columns.delete(siteId)
      this.columns.set(siteId, { version, columns: new SiteColumns(rows as ColumnRow[], REFINEMENT_FIELDS) })
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined)
      throw error
    } finally {
      client.release()
    }
    let held = 0
    for (const entry of this.columns.values()) held += entry.columns.size
    for (const [site, entry] of this.columns) {
      if (held <= this.maxColumnRows || site === siteId) break
      this.columns.delete(site)
      held -= entry.columns.size
    }
  }

  /** Each query word, with the vocabulary's words a typo away from it and their similarity. */
  private async wordMatches(text: string): Promise<WordMatch[]> {
    const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10)
    if (words.length === 0) return []
    const params = new Params()
    const lookups = words.map((word, n) => {
      const value = params.add(word)
      return `SELECT ${n} AS n, word, word_similarity(${value}, word)::float8 AS score FROM ${this.vocabulary} WHERE ${value} <% word`
    })
    const rows = await this.readOnly(lookups.join(' UNION ALL '), params.values)
    return words.map((word, n) => ({
      word,
      similar: new Map(rows.filter((row) => row.n === n).map((row) => [row.word as string, row.score as number])),
    }))
  }

  private async searchColumns(columns: SiteColumns, query: SearchQuery, started: number): Promise<SearchResult> {
    const found = columns.search(query, await this.wordMatches(query.query))
    let hits: CarDocument[] = []
    if (found.ids.length > 0) {
      const { rows } = await this.pool.query(`SELECT id, doc FROM ${this.table} WHERE id = ANY($1::int[])`, [found.ids])
      const docs = new Map(rows.map((row) => [row.id as number, row.doc as CarDocument]))
      hits = found.ids.flatMap((id) => docs.get(id) ?? [])
    }
    return {
      hits,
      page: query.page,
      pages: Math.ceil(found.count / query.hitsPerPage),
      count: found.count,
      facets: found.facets,
      facetStats: found.facetStats,
      ms: Math.round(performance.now() - started),
    }
  }

  /** Runs one read-only statement with this engine's word similarity threshold. */
  private async readOnly(sql: string, values: unknown[]): Promise<Array<Record<string, unknown>>> {
    const client = await this.pool.connect()
    try {
      // The threshold is per session; SET LOCAL keeps it to this search's transaction.
      await client.query(`BEGIN READ ONLY; SET LOCAL pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`)
      const { rows } = await client.query(sql, values)
      await client.query('COMMIT')
      return rows
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined)
      throw error
    } finally {
      client.release()
    }
  }

  private async query(query: SearchQuery, started: number): Promise<SearchResult> {
    const params = new Params()
    const words = await this.wordMatches(query.query)
    const { base, refinements, ranges } = buildConditions(query, params, words)
    const allRefinements = [...refinements.values()]
    const allRanges = [...ranges.values()]
    const matches = and([...allRefinements, ...allRanges])
    const limit = params.add(query.hitsPerPage)
    const offset = params.add((query.page - 1) * query.hitsPerPage)
    const order = orderBy(query, words, params)

    const others = (attribute: RefinementAttribute) =>
      and([...[...refinements].filter(([a]) => a !== attribute).map(([, c]) => c), ...allRanges])
    // Facets without a refinement of their own count over the matches: one pass, grouping sets. A refined
    // facet (disjunctive) and array facets (one row per element) each get their own pass.
    const asked = Object.keys(query.facets) as RefinementAttribute[]
    const isArray = (a: RefinementAttribute) => ARRAY_FIELDS.has(REFINEMENT_ATTRIBUTES[a])
    const grouped = asked.filter((a) => !isArray(a) && !refinements.has(a))
    const facetSelects: string[] = []
    if (grouped.length > 0) {
      const columns = grouped.map((a) => quoteIdent(REFINEMENT_ATTRIBUTES[a]))
      const label = grouped.map((a, i) => `WHEN GROUPING(${columns[i]}) = 0 THEN ${params.add(a)}`).join(' ')
      facetSelects.push(`SELECT CASE ${label} END AS attribute, COALESCE(${columns.join(', ')}) AS value, count(*)::int AS n
        FROM m GROUP BY GROUPING SETS (${columns.map((c) => `(${c})`).join(', ')})`)
    }
    for (const attribute of asked.filter((a) => !grouped.includes(a))) {
      const column = quoteIdent(REFINEMENT_ATTRIBUTES[attribute])
      const source = refinements.has(attribute) ? `base WHERE ${others(attribute)}` : 'm'
      const value = isArray(attribute) ? 'v' : column
      const from = isArray(attribute) ? `(SELECT unnest(${column}) AS v FROM ${source}) e` : source
      facetSelects.push(`SELECT ${params.add(attribute)}::text AS attribute, ${value} AS value, count(*)::int AS n FROM ${from} GROUP BY ${value}`)
    }
    const statSelects = RANGE_ATTRIBUTES.flatMap((attribute) => {
      const rest = and([...allRefinements, ...[...ranges].filter(([a]) => a !== attribute).map(([, c]) => c)])
      return [`min(${attribute}) FILTER (WHERE ${rest}) AS "${attribute}_min"`, `max(${attribute}) FILTER (WHERE ${rest}) AS "${attribute}_max"`]
    })
    // Only what filtering, facets and sorting read is materialised; hit documents are fetched by id at the end.
    const columns = ['id', ...REFINEMENT_COLUMNS.map(quoteIdent), 'price', 'subscription_price', 'km', 'year', 'custom_rank', 'created_at', ...(words.length > 0 ? ['search_text', 'words'] : [])]

    const sql = `
      WITH base AS MATERIALIZED (SELECT ${columns.join(', ')} FROM ${this.table} WHERE ${and(base)}),
      m AS ${matches === 'TRUE' ? 'NOT MATERIALIZED (SELECT * FROM base)' : `MATERIALIZED (SELECT * FROM base WHERE ${matches})`},
      page AS (SELECT array_agg(id) AS ids FROM (SELECT id FROM m ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) p)
      SELECT
        (SELECT coalesce(json_agg(t.doc ORDER BY x.n), '[]'::json)
           FROM page, unnest(page.ids) WITH ORDINALITY AS x(id, n) JOIN ${this.table} t ON t.id = x.id) AS hits,
        (SELECT count(*)::int FROM m) AS count,
        ${facetSelects.length > 0 ? `(SELECT coalesce(json_agg(f), '[]'::json) FROM (${facetSelects.join(' UNION ALL ')}) f WHERE f.value IS NOT NULL)` : `'[]'::json`} AS facets,
        (SELECT row_to_json(s) FROM (SELECT ${statSelects.join(', ')} FROM base) s) AS stats`
    const rows = await this.readOnly(sql, params.values)
    const row = rows[0] as { hits: CarDocument[]; count: number; facets: Array<{ attribute: RefinementAttribute; value: string; n: number }>; stats: Record<string, number | null> }

    const facets: FacetCounts = {}
    for (const [attribute, max] of Object.entries(query.facets) as Array<[RefinementAttribute, number]>) {
      const values = row.facets
        .filter((f) => f.attribute === attribute)
        .sort((a, b) => b.n - a.n || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
        .slice(0, max)
      facets[attribute] = Object.fromEntries(values.map((f) => [f.value, f.n]))
    }
    const facetStats: FacetStats = {}
    for (const attribute of RANGE_ATTRIBUTES) {
      const min = row.stats[`${attribute}_min`]
      const max = row.stats[`${attribute}_max`]
      if (min !== null && min !== undefined && max !== null && max !== undefined) facetStats[attribute] = { min: Number(min), max: Number(max) }
    }
    return {
      hits: row.hits,
      page: query.page,
      pages: Math.ceil(row.count / query.hitsPerPage),
      count: row.count,
      facets,
      facetStats,
      ms: Math.round(performance.now() - started),
    }
  }
}
