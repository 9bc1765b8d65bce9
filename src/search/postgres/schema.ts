import type { Pool, PoolClient } from 'pg'

import { refinementFields } from '../site-columns'
import { RANGE_ATTRIBUTES, REFINEMENT_ATTRIBUTES, type CarDocument, type RangeAttribute } from '../types'

/**
 * The Postgres search engine's tables: `{table}` (one row per car: typed columns for filters and sorts,
 * the car's text and its word list, and the whole document), `{table}_versions` (each site's data
 * version) and `{table}_vocabulary` (every word of every car, for typo tolerance).
 */

export type Db = Pool | PoolClient

export const ARRAY_FIELDS = new Set<string>(['categories', 'filtered_features'])
/** Document fields stored as text columns for refinement (numbers compare by their string form). */
export const REFINEMENT_COLUMNS = [...new Set(Object.values(REFINEMENT_ATTRIBUTES))]
export const REFINEMENT_FIELDS = refinementFields(ARRAY_FIELDS)

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`

/** The distinct words of a car's search text (letters and digits), the one definition both search paths use. */
export const WORDS_OF = (text: string) =>
  `ARRAY(SELECT DISTINCT w FROM regexp_split_to_table(${text}, '[^[:alnum:]]+') AS w WHERE w <> '')`

/**
 * The typed columns, document field -> SQL type: every range attribute (src/domain/search-rules.ts), and
 * what visibility and sorting read. A range attribute without a column here does not compile.
 */
const TYPED_COLUMNS = {
  price: 'double precision',
  subscription_price: 'double precision',
  km: 'double precision',
  year: 'integer',
  show_on_dealer_website: 'boolean NOT NULL',
  sold_date_timestamp: 'bigint',
  image_count: 'integer NOT NULL',
  custom_rank: 'double precision NOT NULL',
  created_at: 'bigint NOT NULL',
} as const satisfies Record<RangeAttribute, string> & Partial<Record<keyof CarDocument, string>>
export const TYPED_FIELDS = Object.keys(TYPED_COLUMNS) as Array<keyof typeof TYPED_COLUMNS>

function columnDefinitions(): string {
  const refinement = REFINEMENT_COLUMNS.map(
    (field) => `${quoteIdent(field)} ${ARRAY_FIELDS.has(field) ? "text[] NOT NULL DEFAULT '{}'" : 'text'}`,
  )
  return [
    'id integer PRIMARY KEY',
    'site_id integer NOT NULL',
    ...refinement,
    ...TYPED_FIELDS.map((field) => `${field} ${TYPED_COLUMNS[field]}`),
    'search_text text NOT NULL',
    "words text[] NOT NULL DEFAULT '{}'",
    'doc jsonb NOT NULL',
  ].join(',\n  ')
}

/** The columns a write fills (`words` is computed from `search_text` in SQL). */
export const WRITTEN_COLUMNS = ['id', 'site_id', ...REFINEMENT_COLUMNS, ...TYPED_FIELDS, 'search_text', 'doc'].map(
  quoteIdent,
)

/** What the in-memory columns of a site are loaded from: everything a search filters, counts or sorts on. */
export const COLUMN_FIELDS = ['id', ...REFINEMENT_COLUMNS.map(quoteIdent), ...TYPED_FIELDS, 'search_text', 'words']

/** What the SQL search path materialises: what filtering, facets and sorting read (hit documents are fetched by id). */
export const searchedColumns = (withWords: boolean) => [
  'id',
  ...REFINEMENT_COLUMNS.map(quoteIdent),
  ...RANGE_ATTRIBUTES,
  'custom_rank',
  'created_at',
  ...(withWords ? ['search_text', 'words'] : []),
]

/** Indexes of the search table, named {table}_idx{i}. */
export const INDEXES = [
  `(site_id, custom_rank DESC)`,
  `(site_id, created_at DESC)`,
  `(site_id, price)`,
  // No pending list: a search never pays for flushing one (seen as a 1 s outlier at 100k cars).
  `USING gin (search_text gin_trgm_ops) WITH (fastupdate = off)`,
  `USING gin (words) WITH (fastupdate = off)`,
]

/** The engine's table names, from the search table's. */
export type Tables = { table: string; versions: string; vocabulary: string }

export function tablesOf(table: string): Tables {
  if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`Invalid search table name '${table}'`)
  return { table, versions: `${table}_versions`, vocabulary: `${table}_vocabulary` }
}

/** Creates a search table (`table`: the live one, or the next one a reindex fills) and its indexes. */
export async function createTable(client: Db, table: string): Promise<void> {
  await client.query(`CREATE TABLE IF NOT EXISTS ${table} (\n  ${columnDefinitions()}\n)`)
  for (const [i, definition] of INDEXES.entries()) {
    await client.query(`CREATE INDEX IF NOT EXISTS ${table}_idx${i} ON ${table} ${definition}`)
  }
}

/** Creates the engine's tables, or brings older ones up to date (idempotent). */
export async function createSchema(pool: Pool, { table, versions, vocabulary }: Tables): Promise<void> {
  await pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm')
  const { rows } = await pool.query(
    `SELECT to_regclass($1) IS NOT NULL AS search, to_regclass($2) IS NOT NULL AS vocabulary,
       EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name = 'words') AS words`,
    [table, vocabulary],
  )
  const existing = rows[0] as { search: boolean; vocabulary: boolean; words: boolean }
  if (existing.search && !existing.words) {
    // A search table made before word lists: add them once.
    await pool.query(`ALTER TABLE ${table} ADD COLUMN words text[] NOT NULL DEFAULT '{}'`)
    await pool.query(`UPDATE ${table} SET words = ${WORDS_OF('search_text')}`)
  }
  await createTable(pool, table)
  await pool.query(`CREATE TABLE IF NOT EXISTS ${versions} (site_id integer PRIMARY KEY, version bigint NOT NULL)`)
  await pool.query(`CREATE TABLE IF NOT EXISTS ${vocabulary} (word text PRIMARY KEY)`)
  await pool.query(
    `CREATE INDEX IF NOT EXISTS ${vocabulary}_trgm ON ${vocabulary} USING gin (word gin_trgm_ops) WITH (fastupdate = off)`,
  )
  if (!existing.vocabulary)
    await pool.query(`INSERT INTO ${vocabulary} SELECT DISTINCT unnest(words) FROM ${table} ON CONFLICT DO NOTHING`)
}
