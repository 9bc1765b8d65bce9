import type { Pool, PoolClient } from 'pg'

import { refinementFields } from '../site-columns'
import { RANGE_ATTRIBUTES, REFINEMENT_ATTRIBUTES, type CarDocument, type RangeAttribute } from '../types'

/**
 * The Postgres search engine's tables: `{table}` (one row per car: typed columns for filters and sorts,
 * the car's text and its word list, and the whole document), `{table}_versions` (each site's data
 * version), `{table}_vocabulary` (every word of every car, for typo tolerance) and `{table}_next` (where a
 * reindex stages the new set). They are made by the
 * migration migrations/20261124_035033_search_tables.ts (its `searchTablesSql`); the engine makes no DDL.
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

/** The engine's table names, from the search table's. */
export type Tables = { table: string; versions: string; vocabulary: string; next: string }

export function tablesOf(table: string): Tables {
  if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`Invalid search table name '${table}'`)
  return { table, versions: `${table}_versions`, vocabulary: `${table}_vocabulary`, next: `${table}_next` }
}

/**
 * Checks that the engine's tables exist (the migrations made them), with a clear error if they don't:
 * the engine never makes them itself.
 */
export async function checkSchema(pool: Pool, { table, versions, vocabulary, next }: Tables): Promise<void> {
  const { rows } = await pool.query(
    `SELECT name FROM unnest($1::text[]) AS name WHERE to_regclass(quote_ident(name)) IS NULL`,
    [[table, versions, vocabulary, next]],
  )
  if (rows.length > 0)
    throw new Error(
      `Search: table(s) ${rows.map((r) => r.name).join(', ')} missing; run the migrations (npm run payload migrate)`,
    )
}
