import type { Pool } from 'pg'

import { TEXT_SEARCH_FIELDS, type CarDocument } from '../types'
import {
  ARRAY_FIELDS,
  INDEXES,
  REFINEMENT_COLUMNS,
  TYPED_FIELDS,
  WORDS_OF,
  WRITTEN_COLUMNS,
  type Db,
  type Tables,
} from './schema'

/**
 * Writing the Postgres search engine's tables: documents in (with their words into the vocabulary), and
 * the sites' data versions every write bumps, so that no process serves a result or columns after a change.
 */

/** Row of the versions table that counts whole-index rebuilds (site ids start at 1). */
export const ALL_SITES = 0

type Row = Record<string, unknown>

function toRow(doc: CarDocument): Row {
  const row: Row = {
    id: doc.id,
    site_id: doc.site_id,
    ...Object.fromEntries(TYPED_FIELDS.map((field) => [field, doc[field]])),
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

/** Inserts or replaces documents in `table` (the live search table or the next one), and adds their words to the vocabulary. */
export async function writeDocuments(
  client: Db,
  table: string,
  vocabulary: string,
  documents: CarDocument[],
): Promise<void> {
  const columns = WRITTEN_COLUMNS
  const updates = [...columns, 'words'].filter((c) => c !== '"id"').map((c) => `${c} = EXCLUDED.${c}`)
  for (let i = 0; i < documents.length; i += 1000) {
    const rows = documents.slice(i, i + 1000).map(toRow)
    // The cars, and their words into the vocabulary typo tolerance looks words up in.
    await client.query(
      `WITH input AS (SELECT ${columns.map((c) => `r.${c}`).join(', ')}, ${WORDS_OF('r.search_text')} AS words FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb) AS r),
       written AS (INSERT INTO ${table} (${columns.join(', ')}, words) SELECT * FROM input ON CONFLICT (id) DO UPDATE SET ${updates.join(', ')})
       INSERT INTO ${vocabulary} (word) SELECT DISTINCT unnest(words) FROM input ON CONFLICT DO NOTHING`,
      [JSON.stringify(rows)],
    )
  }
}

export async function bumpVersions(client: Db, versions: string, siteIds: number[]): Promise<void> {
  if (siteIds.length === 0) return
  await client.query(
    `INSERT INTO ${versions} (site_id, version) SELECT DISTINCT unnest($1::int[]), 1
     ON CONFLICT (site_id) DO UPDATE SET version = ${versions}.version + 1`,
    [siteIds],
  )
}

/** The site's data version, as a key: every write to the site (or a whole rebuild) changes it. */
export async function siteVersion(client: Db, versions: string, siteId: number): Promise<string> {
  const { rows } = await client.query(
    `SELECT coalesce(max(version) FILTER (WHERE site_id = $1), 0) AS site, coalesce(max(version) FILTER (WHERE site_id = ${ALL_SITES}), 0) AS all
     FROM ${versions} WHERE site_id IN ($1, ${ALL_SITES})`,
    [siteId],
  )
  return `${rows[0].site}:${rows[0].all}`
}

/**
 * Swaps a fully written `next` table in for the live one, in one transaction: searches see the old table
 * or the new one, never a half-built or missing one. Every site's version moves on.
 */
export async function swapIn(pool: Pool, { table, versions }: Tables, next: string): Promise<void> {
  const old = `${table}_old`
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    await client.query(`DROP TABLE IF EXISTS ${old}`)
    await client.query(`ALTER TABLE ${table} RENAME TO ${old}`)
    await client.query(`ALTER TABLE ${next} RENAME TO ${table}`)
    for (let i = 0; i < INDEXES.length; i += 1) {
      await client.query(`ALTER INDEX IF EXISTS ${table}_idx${i} RENAME TO ${old}_idx${i}`)
      await client.query(`ALTER INDEX IF EXISTS ${next}_idx${i} RENAME TO ${table}_idx${i}`)
    }
    await client.query(`DROP TABLE ${old}`)
    await bumpVersions(client, versions, [ALL_SITES])
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  } finally {
    client.release()
  }
}
