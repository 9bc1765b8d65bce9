import { soldListedSince } from '../../domain/sold-listing'
import type { WordMatch } from '../site-columns'
import {
  RANGE_ATTRIBUTES,
  REFINEMENT_ATTRIBUTES,
  type CarDocument,
  type FacetCounts,
  type FacetStats,
  type RangeAttribute,
  type RefinementAttribute,
  type SearchQuery,
} from '../types'
import { ARRAY_FIELDS, quoteIdent, searchedColumns } from './schema'

/**
 * The SQL the Postgres search engine reads with: the vocabulary lookup behind typo tolerance, and a whole
 * search (filters, disjunctive facet counts, range stats and the page's documents) in one statement.
 * Pure: statements and their parameters, run by index.ts.
 */

/**
 * How close a word must be to a word of a car to match it (pg_trgm word similarity). pg_trgm's default,
 * 0.6, misses one-letter typos in short words ('toyta' is 0.5 from 'toyota'); 0.45 keeps them.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.45

export type Statement = { sql: string; values: unknown[] }

/** Collects SQL parameters and hands out their $n placeholders. */
class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** The words of a query that are looked up (at most 10, lower case). */
export const queryWords = (text: string): string[] =>
  text.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10)

/** Each query word's vocabulary words a typo away, with their similarity: rows (n, word, score). */
export function wordLookup(words: string[], vocabulary: string): Statement {
  const params = new Params()
  const lookups = words.map((word, n) => {
    const value = params.add(word)
    return `SELECT ${n} AS n, word, word_similarity(${value}, word)::float8 AS score FROM ${vocabulary} WHERE ${value} <% word`
  })
  return { sql: lookups.join(' UNION ALL '), values: params.values }
}

/** The lookup's rows as each query word with its similar words. */
export const wordMatchesOf = (words: string[], rows: Array<Record<string, unknown>>): WordMatch[] =>
  words.map((word, n) => ({
    word,
    similar: new Map(rows.filter((row) => row.n === n).map((row) => [row.word as string, row.score as number])),
  }))

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
  for (const [attribute, values] of Object.entries(query.refinements) as Array<
    [RefinementAttribute, string[] | undefined]
  >) {
    if (!values || values.length === 0) continue
    const column = quoteIdent(REFINEMENT_ATTRIBUTES[attribute])
    const list = params.add(values)
    refinements.set(
      attribute,
      ARRAY_FIELDS.has(REFINEMENT_ATTRIBUTES[attribute])
        ? `${column} && ${list}::text[]`
        : `${column} = ANY(${list}::text[])`,
    )
  }
  const ranges = new Map<RangeAttribute, string>()
  for (const [attribute, range] of Object.entries(query.ranges) as Array<
    [RangeAttribute, { min?: number; max?: number } | undefined]
  >) {
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

/** A whole search of `table` in one statement: its one row is read by `searchResultOf`. */
export function searchStatement(query: SearchQuery, words: WordMatch[], table: string): Statement {
  const params = new Params()
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
    facetSelects.push(
      `SELECT ${params.add(attribute)}::text AS attribute, ${value} AS value, count(*)::int AS n FROM ${from} GROUP BY ${value}`,
    )
  }
  const statSelects = RANGE_ATTRIBUTES.flatMap((attribute) => {
    const rest = and([...allRefinements, ...[...ranges].filter(([a]) => a !== attribute).map(([, c]) => c)])
    return [
      `min(${attribute}) FILTER (WHERE ${rest}) AS "${attribute}_min"`,
      `max(${attribute}) FILTER (WHERE ${rest}) AS "${attribute}_max"`,
    ]
  })
  // Only what filtering, facets and sorting read is materialised; hit documents are fetched by id at the end.
  const columns = searchedColumns(words.length > 0)

  const sql = `
      WITH base AS MATERIALIZED (SELECT ${columns.join(', ')} FROM ${table} WHERE ${and(base)}),
      m AS ${matches === 'TRUE' ? 'NOT MATERIALIZED (SELECT * FROM base)' : `MATERIALIZED (SELECT * FROM base WHERE ${matches})`},
      page AS (SELECT array_agg(id) AS ids FROM (SELECT id FROM m ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) p)
      SELECT
        (SELECT coalesce(json_agg(t.doc ORDER BY x.n), '[]'::json)
           FROM page, unnest(page.ids) WITH ORDINALITY AS x(id, n) JOIN ${table} t ON t.id = x.id) AS hits,
        (SELECT count(*)::int FROM m) AS count,
        ${facetSelects.length > 0 ? `(SELECT coalesce(json_agg(f), '[]'::json) FROM (${facetSelects.join(' UNION ALL ')}) f WHERE f.value IS NOT NULL)` : `'[]'::json`} AS facets,
        (SELECT row_to_json(s) FROM (SELECT ${statSelects.join(', ')} FROM base) s) AS stats`
  return { sql, values: params.values }
}

/** The search statement's row as hits, count, facet counts (each facet's top values) and range stats. */
export function searchResultOf(
  query: SearchQuery,
  result: Record<string, unknown>,
): { hits: CarDocument[]; count: number; facets: FacetCounts; facetStats: FacetStats } {
  const row = result as {
    hits: CarDocument[]
    count: number
    facets: Array<{ attribute: RefinementAttribute; value: string; n: number }>
    stats: Record<string, number | null>
  }
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
    if (min !== null && min !== undefined && max !== null && max !== undefined)
      facetStats[attribute] = { min: Number(min), max: Number(max) }
  }
  return { hits: row.hits, count: row.count, facets, facetStats }
}
