import { soldListedSince } from '../domain/sold-listing'

import {
  RANGE_ATTRIBUTES,
  REFINEMENT_ATTRIBUTES,
  type FacetCounts,
  type FacetStats,
  type RangeAttribute,
  type RefinementAttribute,
  type SearchQuery,
} from './types'

/**
 * One site's search table held as columns in memory: dictionary-encoded refinement values, numbers in typed
 * arrays, and every sort order computed once. A search is then one pass over the site's cars that filters,
 * counts every facet (disjunctively) and collects facet stats, at a few nanoseconds per car per facet,
 * where SQL's grouping costs microseconds. The Postgres engine loads it from its search table and keeps it
 * only while the site's data version is unchanged; free text is still matched in SQL (pg_trgm), and the
 * hits' documents are read from the table by id.
 */

/** A row of the search table as the engine loads it: refinement values as text (arrays for array fields). */
export type ColumnRow = Record<string, unknown> & {
  id: number
  price: number | null
  subscription_price: number | null
  km: number | null
  year: number | null
  show_on_dealer_website: boolean
  sold_date_timestamp: number | string | null
  image_count: number
  custom_rank: number
  created_at: number | string
  search_text: string
  words: string[]
}

/**
 * A query word as the engine matches it: a car matches when its text contains the word (relevance 1), or
 * when one of its words is in `similar` (relevance: that word's similarity, the best one).
 */
export type WordMatch = { word: string; similar: Map<string, number> }

/** Which table field each refinement reads, and whether it holds a list of values. */
export type RefinementField = { attribute: RefinementAttribute; column: string; array: boolean }

type Dictionary = { values: string[]; codes: Map<string, number> }
type ScalarColumn = { kind: 'scalar'; dictionary: Dictionary; codes: Int32Array }
/** Values of row i are `values[offsets[i]] .. values[offsets[i + 1] - 1]`. */
type ArrayColumn = { kind: 'array'; dictionary: Dictionary; offsets: Int32Array; values: Int32Array }
type Column = ScalarColumn | ArrayColumn

const NO_VALUE = -1
/** Failure count of a car no search may show: more than one, so it counts for no facet. */
const HIDDEN = 2
const EMPTY = new Int32Array(0)

/** Counts a failure for every car whose value (or none of whose values) is not chosen. */
function markFailures(
  column: Column,
  chosen: Uint8Array,
  failures: Uint8Array,
  lastFailed: Uint8Array,
  filter: number,
): void {
  const size = failures.length
  if (column.kind === 'scalar') {
    const codes = column.codes
    for (let i = 0; i < size; i += 1) {
      if (chosen[codes[i]! + 1] === 0) {
        failures[i]! += 1
        lastFailed[i] = filter
      }
    }
    return
  }
  const { offsets, values } = column
  for (let i = 0; i < size; i += 1) {
    let found = false
    for (let v = offsets[i]!; v < offsets[i + 1]! && !found; v += 1) found = chosen[values[v]! + 1] === 1
    if (!found) {
      failures[i]! += 1
      lastFailed[i] = filter
    }
  }
}

/** Lanes of a scalar tally: consecutive cars count into different lanes, so increments of one value don't wait on each other. */
const LANES = 4

/** Counts the values of the cars at `positions`, by code. */
function tallyOf(
  column: Column,
  positions: Int32Array,
  into: Int32Array = new Int32Array(column.dictionary.values.length),
): Int32Array {
  if (column.kind === 'array') {
    const { offsets, values } = column
    for (let j = 0; j < positions.length; j += 1) {
      const i = positions[j]!
      for (let v = offsets[i]!; v < offsets[i + 1]!; v += 1) into[values[v]!]! += 1
    }
    return into
  }
  // Lane 'no value' (code -1) sits at index 0..LANES-1, so code c of lane l is at (c + 1) * LANES + l.
  const codes = column.codes
  const lanes = new Int32Array((into.length + 1) * LANES)
  let j = 0
  for (; j + LANES <= positions.length; j += LANES) {
    lanes[(codes[positions[j]!]! + 1) * LANES]! += 1
    lanes[(codes[positions[j + 1]!]! + 1) * LANES + 1]! += 1
    lanes[(codes[positions[j + 2]!]! + 1) * LANES + 2]! += 1
    lanes[(codes[positions[j + 3]!]! + 1) * LANES + 3]! += 1
  }
  for (; j < positions.length; j += 1) lanes[(codes[positions[j]!]! + 1) * LANES]! += 1
  for (let code = 0; code < into.length; code += 1) {
    const at = (code + 1) * LANES
    into[code]! += lanes[at]! + lanes[at + 1]! + lanes[at + 2]! + lanes[at + 3]!
  }
  return into
}

/** Widens `from` to the values at `positions` (NaN, no value, is skipped by both comparisons). */
function extent(
  values: Float64Array,
  positions: Int32Array,
  from = { min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY },
): { min: number; max: number } {
  let { min, max } = from
  for (let j = 0; j < positions.length; j += 1) {
    const value = values[positions[j]!]!
    if (value < min) min = value
    if (value > max) max = value
  }
  return { min, max }
}

function encode(dictionary: Dictionary, value: unknown): number {
  if (value === null || value === undefined) return NO_VALUE
  const text = String(value)
  let code = dictionary.codes.get(text)
  if (code === undefined) {
    code = dictionary.values.length
    dictionary.values.push(text)
    dictionary.codes.set(text, code)
  }
  return code
}

function arrayColumn(rows: ColumnRow[], column: string): ArrayColumn {
  const dictionary: Dictionary = { values: [], codes: new Map() }
  const offsets = new Int32Array(rows.length + 1)
  const values: number[] = []
  rows.forEach((row, i) => {
    for (const value of (row[column] as unknown[] | null) ?? [])
      if (value !== null && value !== undefined) values.push(encode(dictionary, value))
    offsets[i + 1] = values.length
  })
  return { kind: 'array', dictionary, offsets, values: Int32Array.from(values) }
}

function numbers(rows: ColumnRow[], read: (row: ColumnRow) => unknown): Float64Array {
  const column = new Float64Array(rows.length)
  for (let i = 0; i < rows.length; i += 1) {
    const value = read(rows[i]!)
    column[i] = value === null || value === undefined ? Number.NaN : Number(value)
  }
  return column
}

/**
 * The column with its dictionary in code-unit order and its codes renumbered to match, so that a word's
 * code is found by binary search: the thread that adopts the columns builds no lookup map of the site's
 * every word (about 100k at 100k cars, 50-100 ms).
 */
function sortedDictionary(column: ArrayColumn): ArrayColumn {
  const { values } = column.dictionary
  const byValue = Array.from(values, (_, code) => code).sort((a, b) =>
    values[a]! < values[b]! ? -1 : values[a]! > values[b]! ? 1 : 0,
  )
  const renumbered = new Int32Array(values.length)
  byValue.forEach((code, rank) => (renumbered[code] = rank))
  const items = column.values.map((code) => renumbered[code]!)
  const sorted = byValue.map((code) => values[code]!)
  return { kind: 'array', dictionary: { values: sorted, codes: new Map() }, offsets: column.offsets, values: items }
}

/** The code of `value` in a dictionary sorted by code units, or NO_VALUE. */
function sortedCode(values: readonly string[], value: string): number {
  let low = 0
  let high = values.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    const at = values[middle]!
    if (at === value) return middle
    if (at < value) low = middle + 1
    else high = middle - 1
  }
  return NO_VALUE
}

/** Positions of rows in an order; ties broken by id as the SQL engine breaks them. */
function order(size: number, compare: (a: number, b: number) => number): Int32Array {
  const positions = Array.from({ length: size }, (_, i) => i)
  positions.sort(compare)
  return Int32Array.from(positions)
}

/** Descending with NaN (null) last, as `ORDER BY x DESC NULLS LAST`. */
const descending = (x: number, y: number) =>
  Number.isNaN(x) ? (Number.isNaN(y) ? 0 : 1) : Number.isNaN(y) ? -1 : y - x
const ascending = (x: number, y: number) => (Number.isNaN(x) ? (Number.isNaN(y) ? 0 : 1) : Number.isNaN(y) ? -1 : x - y)

export type ColumnSearch = {
  /** Car ids of the page's hits, in order. */
  ids: number[]
  count: number
  facets: FacetCounts
  facetStats: FacetStats
}

/**
 * Everything a SiteColumns holds, as plain data: typed arrays (transferable between threads without a copy),
 * the search texts as one string, and dictionaries as value lists. A worker thread builds it from the rows
 * (columns-worker.ts) and the engine's thread takes it over at the cost of rebuilding the small dictionaries'
 * lookup maps, so a whole site's build never runs on the thread that serves requests.
 */
export type ColumnsSnapshot = {
  size: number
  ids: Int32Array
  /** Each distinct table column once, with the refinement attributes that read it. */
  columns: Array<{
    attributes: RefinementAttribute[]
    values: string[]
    codes?: Int32Array
    offsets?: Int32Array
    items?: Int32Array
  }>
  ranges: Record<RangeAttribute, Float64Array>
  shown: Uint8Array
  soldAt: Float64Array
  imageCount: Int32Array
  customRank: Float64Array
  orders: Record<'relevance' | 'latest' | 'price_desc' | 'price_asc', Int32Array>
  /** The distinct search texts joined by NUL; text t is `texts.slice(textStarts[t], textStarts[t + 1] - 1)`. */
  texts: string
  textStarts: Int32Array
  textCodes: Int32Array
  /**
   * Each distinct text's words: a dictionary sorted by code units (a word's code is its rank), and per text
   * `items[offsets[t]] .. items[offsets[t + 1] - 1]`.
   */
  textWords: { values: string[]; offsets: Int32Array; items: Int32Array }
}

const TEXT_SEPARATOR = '\u0000'

/** Builds the snapshot of a site's rows: the costly part (encoding, four sorts), run off the request thread. */
export function buildColumns(rows: ColumnRow[], fields: RefinementField[]): ColumnsSnapshot {
  const texts: Dictionary = { values: [], codes: new Map() }
  const firstOfText: ColumnRow[] = []
  const textCodes = Int32Array.from(rows, (row) => {
    const code = encode(texts, row.search_text)
    if (code === firstOfText.length) firstOfText.push(row)
    return code
  })
  const textWords = sortedDictionary(arrayColumn(firstOfText, 'words'))
  const textStarts = new Int32Array(texts.values.length + 1)
  let at = 0
  texts.values.forEach((text, t) => {
    at += text.length + 1
    textStarts[t + 1] = at
  })
  const columns: ColumnsSnapshot['columns'] = []
  const byColumn = new Map<string, ColumnsSnapshot['columns'][number]>()
  for (const { attribute, column, array } of fields) {
    let built = byColumn.get(column)
    if (!built) {
      if (array) {
        const { dictionary, offsets, values } = arrayColumn(rows, column)
        built = { attributes: [], values: dictionary.values, offsets, items: values }
      } else {
        const dictionary: Dictionary = { values: [], codes: new Map() }
        const codes = Int32Array.from(rows, (row) => encode(dictionary, row[column]))
        built = { attributes: [], values: dictionary.values, codes }
      }
      byColumn.set(column, built)
      columns.push(built)
    }
    built.attributes.push(attribute)
  }
  const ranges = Object.fromEntries(
    RANGE_ATTRIBUTES.map((attribute) => [attribute, numbers(rows, (row) => row[attribute])]),
  ) as Record<RangeAttribute, Float64Array>
  const customRank = numbers(rows, (row) => row.custom_rank)
  const createdAt = numbers(rows, (row) => row.created_at)
  const price = ranges.price
  const ids = Int32Array.from(rows, (row) => row.id)
  return {
    size: rows.length,
    ids,
    columns,
    ranges,
    shown: Uint8Array.from(rows, (row) => (row.show_on_dealer_website ? 1 : 0)),
    soldAt: numbers(rows, (row) => row.sold_date_timestamp),
    imageCount: Int32Array.from(rows, (row) => row.image_count),
    customRank,
    orders: {
      relevance: order(rows.length, (a, b) => customRank[b]! - customRank[a]! || ids[a]! - ids[b]!),
      latest: order(rows.length, (a, b) => createdAt[b]! - createdAt[a]! || ids[b]! - ids[a]!),
      price_desc: order(rows.length, (a, b) => descending(price[a]!, price[b]!) || ids[a]! - ids[b]!),
      price_asc: order(rows.length, (a, b) => ascending(price[a]!, price[b]!) || ids[a]! - ids[b]!),
    },
    texts: texts.values.map((text) => text + TEXT_SEPARATOR).join(''),
    textStarts,
    textCodes,
    textWords: { values: textWords.dictionary.values, offsets: textWords.offsets, items: textWords.values },
  }
}

/** The distinct buffers of a snapshot's typed arrays: what postMessage transfers rather than copies. */
export function snapshotBuffers(snapshot: ColumnsSnapshot): ArrayBuffer[] {
  const arrays: ArrayBufferView[] = [
    snapshot.ids,
    snapshot.shown,
    snapshot.soldAt,
    snapshot.imageCount,
    snapshot.customRank,
    snapshot.textStarts,
    snapshot.textCodes,
    snapshot.textWords.offsets,
    snapshot.textWords.items,
    ...Object.values(snapshot.ranges),
    ...Object.values(snapshot.orders),
    ...snapshot.columns.flatMap((c) => [c.codes, c.offsets, c.items].filter((a) => a !== undefined)),
  ]
  return [...new Set(arrays.map((a) => a.buffer as ArrayBuffer))]
}

const dictionaryOf = (values: string[]): Dictionary => ({ values, codes: new Map(values.map((v, i) => [v, i])) })

export class SiteColumns {
  readonly size: number
  /** An estimate of the memory held, in bytes: typed arrays, texts and dictionaries. */
  readonly bytes: number
  private readonly ids: Int32Array
  private readonly columns: Map<RefinementAttribute, Column>
  private readonly ranges: Record<RangeAttribute, Float64Array>
  private readonly shown: Uint8Array
  private readonly status: ScalarColumn
  private readonly soldAt: Float64Array
  private readonly imageCount: Int32Array
  private readonly customRank: Float64Array
  private readonly orders: Record<'relevance' | 'latest' | 'price_desc' | 'price_asc', Int32Array>
  /** The distinct search texts, NUL-joined, where each text starts, and each car's text (by index). */
  private readonly texts: string
  private readonly textStarts: Int32Array
  private readonly textCodes: Int32Array
  /** The words of the distinct texts: `values` sorted (looked up by binary search, no map), codes per text. */
  private readonly textWords: { values: string[]; offsets: Int32Array; items: Int32Array }

  /** From the site's rows (built here), or from a snapshot built elsewhere (`buildColumns`). */
  constructor(source: ColumnRow[] | ColumnsSnapshot, fields: RefinementField[] = []) {
    const s = Array.isArray(source) ? buildColumns(source, fields) : source
    this.size = s.size
    this.ids = s.ids
    this.columns = new Map()
    let bytes = 0
    const stringBytes = (values: string[]) => values.reduce((n, v) => n + 2 * v.length + 64, 0)
    for (const c of s.columns) {
      const dictionary = dictionaryOf(c.values)
      const column: Column = c.codes
        ? { kind: 'scalar', dictionary, codes: c.codes }
        : { kind: 'array', dictionary, offsets: c.offsets!, values: c.items! }
      for (const attribute of c.attributes) this.columns.set(attribute, column)
      bytes += stringBytes(c.values)
    }
    const status = this.columns.get('status')
    if (status?.kind !== 'scalar') throw new Error('SiteColumns needs the status refinement')
    this.status = status
    this.ranges = s.ranges
    this.shown = s.shown
    this.soldAt = s.soldAt
    this.imageCount = s.imageCount
    this.customRank = s.customRank
    this.orders = s.orders
    this.texts = s.texts
    this.textStarts = s.textStarts
    this.textCodes = s.textCodes
    this.textWords = s.textWords
    bytes += stringBytes(s.textWords.values) + 2 * s.texts.length
    for (const buffer of snapshotBuffers(s)) bytes += buffer.byteLength
    this.bytes = bytes
  }

  /** Which distinct text holds the character at `position` of the joined texts. */
  private textAt(position: number): number {
    let low = 0
    let high = this.textStarts.length - 2
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if (this.textStarts[middle]! <= position) low = middle
      else high = middle - 1
    }
    return low
  }

  /**
   * Each car's relevance for the query words (the sum over words), or NaN when some word matches nothing
   * of it. Computed once per distinct text, then read for each car.
   */
  private textScores(matches: WordMatch[]): Float64Array {
    const textCount = this.textStarts.length - 1
    const textScores = new Float64Array(textCount)
    const { values: words, offsets, items: values } = this.textWords
    for (const { word, similar } of matches) {
      const similarity = new Float64Array(words.length)
      for (const [candidate, score] of similar) {
        const code = sortedCode(words, candidate)
        if (code !== NO_VALUE) similarity[code] = score
      }
      // Texts holding the word: every occurrence in the joined texts (a word holds no NUL, so none spans two).
      const contains = new Uint8Array(textCount)
      if (word.length > 0 && !word.includes(TEXT_SEPARATOR)) {
        for (let at = this.texts.indexOf(word); at !== -1;) {
          const t = this.textAt(at)
          contains[t] = 1
          at = this.texts.indexOf(word, this.textStarts[t + 1]!)
        }
      }
      for (let t = 0; t < textCount; t += 1) {
        if (contains[t] === 1) {
          textScores[t]! += 1
          continue
        }
        let best = 0
        for (let v = offsets[t]!; v < offsets[t + 1]!; v += 1)
          if (similarity[values[v]!]! > best) best = similarity[values[v]!]!
        textScores[t] = best > 0 ? textScores[t]! + best : Number.NaN
      }
    }
    const scores = new Float64Array(this.size)
    for (let i = 0; i < this.size; i += 1) scores[i] = textScores[this.textCodes[i]!]!
    return scores
  }

  /**
   * Filters, counts and pages one search. With query words only the cars they match are found, and
   * relevance sorts by how well they match first.
   */
  search(query: SearchQuery, words: WordMatch[] = []): ColumnSearch {
    const { visibility } = query
    const soldCode = this.status.dictionary.codes.get('sold') ?? NO_VALUE
    const soldSince = soldListedSince(visibility.now, visibility.includeSoldCarsDays)
    const positivePriceOnly = query.sortBy === 'price_asc' && visibility.excludeZeroPriceOnPriceAsc
    const price = this.ranges.price

    // Each car's number of failed filters, and the last one it failed. A hidden car counts as failing two,
    // so it counts nowhere; a car failing exactly one filter still counts for that filter's own facet
    // (disjunctive facets) or range stats.
    const failures = new Uint8Array(this.size)
    const lastFailed = new Uint8Array(this.size)
    const scores = words.length > 0 ? this.textScores(words) : undefined
    for (let i = 0; i < this.size; i += 1) {
      if (
        this.shown[i] === 0 ||
        (this.status.codes[i] === soldCode && !(this.soldAt[i]! >= soldSince)) ||
        (visibility.hideCarsWithoutPhotos && this.imageCount[i]! <= 0) ||
        (positivePriceOnly && !(price[i]! > 0)) ||
        (scores !== undefined && Number.isNaN(scores[i]!))
      ) {
        failures[i] = HIDDEN
      }
    }
    const filters: Array<{ refinement?: RefinementAttribute; range?: RangeAttribute }> = []
    for (const [attribute, values] of Object.entries(query.refinements) as Array<
      [RefinementAttribute, string[] | undefined]
    >) {
      if (!values || values.length === 0) continue
      const column = this.columns.get(attribute)!
      // Indexed by code + 1: index 0 is 'no value', never chosen.
      const chosen = new Uint8Array(column.dictionary.values.length + 1)
      for (const value of values) {
        const code = column.dictionary.codes.get(value)
        if (code !== undefined) chosen[code + 1] = 1
      }
      markFailures(column, chosen, failures, lastFailed, filters.length)
      filters.push({ refinement: attribute })
    }
    for (const [attribute, range] of Object.entries(query.ranges) as Array<
      [RangeAttribute, { min?: number; max?: number } | undefined]
    >) {
      if (!range || (range.min === undefined && range.max === undefined)) continue
      const values = this.ranges[attribute]
      const min = range.min ?? Number.NEGATIVE_INFINITY
      const max = range.max ?? Number.POSITIVE_INFINITY
      const f = filters.length
      for (let i = 0; i < this.size; i += 1) {
        // NaN (no value) fails both comparisons, as NULL does in SQL.
        if (!(values[i]! >= min && values[i]! <= max)) {
          failures[i]! += 1
          lastFailed[i] = f
        }
      }
      filters.push({ range: attribute })
    }

    // The matches, and for each filter the cars failing only it.
    const nearMissCounts = new Int32Array(filters.length)
    let count = 0
    for (let i = 0; i < this.size; i += 1) {
      if (failures[i] === 0) count += 1
      else if (failures[i] === 1) nearMissCounts[lastFailed[i]!]! += 1
    }
    const matches = new Int32Array(count)
    const nearMisses = Array.from(nearMissCounts, (n) => new Int32Array(n))
    const filled = new Int32Array(filters.length)
    for (let i = 0, m = 0; i < this.size; i += 1) {
      if (failures[i] === 0) matches[m++] = i
      else if (failures[i] === 1) nearMisses[lastFailed[i]!]![filled[lastFailed[i]!]!++] = i
    }

    // A facet counts the matches, plus for a refined facet the cars failing only its own refinement.
    const facets: FacetCounts = {}
    for (const [attribute, limit] of Object.entries(query.facets) as Array<[RefinementAttribute, number]>) {
      const column = this.columns.get(attribute)!
      const own = filters.findIndex((filter) => filter.refinement === attribute)
      const tally = tallyOf(column, own === -1 ? EMPTY : nearMisses[own]!, tallyOf(column, matches))
      const values: Array<[string, number]> = []
      for (let code = 0; code < tally.length; code += 1)
        if (tally[code]! > 0) values.push([column.dictionary.values[code]!, tally[code]!])
      values.sort(([a, n], [b, m]) => m - n || (a < b ? -1 : a > b ? 1 : 0))
      facets[attribute] = Object.fromEntries(values.slice(0, limit))
    }
    // Likewise a range attribute's stats, ignoring cars without a value.
    const facetStats: FacetStats = {}
    for (const attribute of RANGE_ATTRIBUTES) {
      const own = filters.findIndex((filter) => filter.range === attribute)
      const stats = extent(
        this.ranges[attribute],
        matches,
        extent(this.ranges[attribute], own === -1 ? EMPTY : nearMisses[own]!),
      )
      if (stats.min <= stats.max) facetStats[attribute] = stats
    }

    const offset = (query.page - 1) * query.hitsPerPage
    const page: number[] = []
    if (scores && query.sortBy === 'relevance') {
      const positions = [...matches]
      positions.sort(
        (a, b) => scores[b]! - scores[a]! || this.customRank[b]! - this.customRank[a]! || this.ids[a]! - this.ids[b]!,
      )
      page.push(...positions.slice(offset, offset + query.hitsPerPage))
    } else if (offset < count) {
      let seen = 0
      for (const i of this.orders[query.sortBy]) {
        if (failures[i] !== 0) continue
        if (seen >= offset) page.push(i)
        seen += 1
        if (page.length === query.hitsPerPage) break
      }
    }
    return { ids: page.map((i) => this.ids[i]!), count, facets, facetStats }
  }
}

/** The refinement fields of the search table, as the engine stores them. */
export function refinementFields(arrayColumns: ReadonlySet<string>): RefinementField[] {
  return (Object.entries(REFINEMENT_ATTRIBUTES) as Array<[RefinementAttribute, string]>).map(([attribute, column]) => ({
    attribute,
    column,
    array: arrayColumns.has(column),
  }))
}
