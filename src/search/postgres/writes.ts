import type { Pool, PoolClient } from 'pg'

import { TEXT_SEARCH_FIELDS, type CarDocument } from '../types'
import {
  ARRAY_FIELDS,
  COLUMN_FIELDS,
  REFINEMENT_COLUMNS,
  TYPED_FIELDS,
  WORDS_OF,
  WRITTEN_COLUMNS,
  type Db,
  type Tables,
} from './schema'

/**
 * Writing the Postgres search engine's tables: documents in (with their words into the vocabulary), and
 * the sites' data versions every write bumps in the same transaction, so that no process serves a result
 * or columns after a change, and a write that fails or dies half-way leaves both untouched.
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

/** Runs `work` in one transaction on a client of its own: all of it commits, or none of it. */
export async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

/**
 * Upserts documents and bumps the versions of the sites they are in and were in (a car that moved
 * changes both), in the caller's transaction.
 */
export async function upsertDocuments(client: PoolClient, tables: Tables, documents: CarDocument[]): Promise<void> {
  const { rows } = await client.query(`SELECT DISTINCT site_id FROM ${tables.table} WHERE id = ANY($1::int[])`, [
    documents.map((d) => d.id),
  ])
  await writeDocuments(client, tables.table, tables.vocabulary, documents)
  await bumpVersions(client, tables.versions, [
    ...rows.map((r) => r.site_id as number),
    ...documents.map((d) => d.site_id),
  ])
}

/** Deletes documents by id and bumps their sites' versions, in the caller's transaction. */
export async function removeDocuments(client: PoolClient, tables: Tables, ids: number[]): Promise<void> {
  const { rows } = await client.query(`DELETE FROM ${tables.table} WHERE id = ANY($1::int[]) RETURNING site_id`, [ids])
  await bumpVersions(
    client,
    tables.versions,
    rows.map((r) => r.site_id as number),
  )
}

/**
 * Applies a reindex staged in `next` to the live table, in the caller's transaction: cars not staged are
 * deleted, changed ones replaced (unchanged rows are left alone, so their indexes are not rewritten), and
 * every site's version moves on. Readers see the old set or the new one, never a mix.
 */
export async function applyStaged(client: PoolClient, tables: Tables): Promise<void> {
  const { table, next } = tables
  await client.query(`DELETE FROM ${table} t WHERE NOT EXISTS (SELECT 1 FROM ${next} n WHERE n.id = t.id)`)
  const columns = [...WRITTEN_COLUMNS, 'words']
  const updates = columns.filter((c) => c !== '"id"').map((c) => `${c} = EXCLUDED.${c}`)
  await client.query(
    `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${columns.join(', ')} FROM ${next}
     ON CONFLICT (id) DO UPDATE SET ${updates.join(', ')} WHERE ${table}.doc IS DISTINCT FROM EXCLUDED.doc`,
  )
  await client.query(`DELETE FROM ${next}`)
  await bumpVersions(client, tables.versions, [ALL_SITES])
}

/** A site's rows as its in-memory columns read them, and the version they are at: one snapshot. */
export async function readSiteRows(
  client: PoolClient,
  { table, versions }: Tables,
  siteId: number,
): Promise<{ version: string; rows: Array<Record<string, unknown>> }> {
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
  try {
    const version = await siteVersion(client, versions, siteId)
    const { rows } = await client.query(`SELECT ${COLUMN_FIELDS.join(', ')} FROM ${table} WHERE site_id = $1`, [siteId])
    await client.query('COMMIT')
    return { version, rows }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  }
}
