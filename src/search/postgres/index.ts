import type { Pool } from 'pg'

import { SiteColumns, type ColumnRow, type WordMatch } from '../site-columns'
import type { CarDocument, SearchIndex, SearchQuery, SearchResult } from '../types'
import { ResultCache, SiteColumnsCache, type ColumnsMode } from './cache'
import {
  queryWords,
  searchResultOf,
  searchStatement,
  WORD_SIMILARITY_THRESHOLD,
  wordLookup,
  wordMatchesOf,
} from './query'
import { COLUMN_FIELDS, createSchema, createTable, REFINEMENT_FIELDS, tablesOf, type Tables } from './schema'
import { bumpVersions, siteVersion, swapIn, writeDocuments } from './writes'

export type { ColumnsMode } from './cache'

/**
 * The default search engine: one table in the platform's PostgreSQL, owned by the sync job, with typed
 * columns for filters and sorts and free text typo tolerant through pg_trgm. A search runs on the site's
 * in-memory columns (site-columns.ts: filters, disjunctive facet counts and stats in one pass) while they
 * match the site's data version, with only the text match and the hits' documents read from SQL; otherwise
 * it runs wholly in SQL, in one statement. Both paths answer the same conformance suite.
 *
 * schema.ts holds the tables, writes.ts what changes them, cache.ts what the process keeps and query.ts
 * the SQL a search reads with.
 */
export class PostgresSearchIndex implements SearchIndex {
  readonly engine = 'postgres' as const
  readonly countLimit = null
  private readonly pool: Pool
  /**
   * The search table, its sites' data versions, and every word of every car's text, for typo tolerance: a
   * query word is looked up in the vocabulary (pg_trgm word similarity), then cars holding one of the
   * similar words match. It only grows; a word no car holds any more matches nothing.
   */
  private readonly tables: Tables
  private configured: Promise<void> | null = null
  /**
   * Recent results, keyed by the site's data version and the query. Every write bumps the written sites'
   * versions in Postgres, so a result is never served after a change, whichever process made it.
   */
  private readonly cache: ResultCache | null
  private readonly columns: SiteColumnsCache

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
    this.tables = tablesOf(table)
    this.pool = pool
    this.cache = cacheEntries === 0 ? null : new ResultCache(cacheEntries)
    this.columns = new SiteColumnsCache(columns, maxColumnRows, (siteId) => this.loadColumns(siteId))
  }

  configure(): Promise<void> {
    this.configured ??= createSchema(this.pool, this.tables).catch((error) => {
      this.configured = null
      throw error
    })
    return this.configured
  }

  async upsert(documents: CarDocument[]): Promise<void> {
    await this.configure()
    const { table, versions, vocabulary } = this.tables
    // Old site ids too: a car that moved to another site changes both.
    const { rows } = await this.pool.query(`SELECT DISTINCT site_id FROM ${table} WHERE id = ANY($1::int[])`, [
      documents.map((d) => d.id),
    ])
    await writeDocuments(this.pool, table, vocabulary, documents)
    await bumpVersions(this.pool, versions, [
      ...rows.map((r) => r.site_id as number),
      ...documents.map((d) => d.site_id),
    ])
  }

  async remove(ids: number[]): Promise<void> {
    if (ids.length === 0) return
    await this.configure()
    const { rows } = await this.pool.query(
      `DELETE FROM ${this.tables.table} WHERE id = ANY($1::int[]) RETURNING site_id`,
      [ids],
    )
    await bumpVersions(
      this.pool,
      this.tables.versions,
      rows.map((r) => r.site_id as number),
    )
  }

  async count(): Promise<number> {
    await this.configure()
    const { rows } = await this.pool.query(`SELECT count(*)::int AS n FROM ${this.tables.table}`)
    return rows[0].n
  }

  async reindexAll(documents: AsyncIterable<CarDocument[]>): Promise<{ documents: number }> {
    await this.configure()
    const next = `${this.tables.table}_next`
    await this.pool.query(`DROP TABLE IF EXISTS ${next}`)
    await createTable(this.pool, next)
    let total = 0
    for await (const batch of documents) {
      await writeDocuments(this.pool, next, this.tables.vocabulary, batch)
      total += batch.length
    }
    await swapIn(this.pool, this.tables, next)
    return { documents: total }
  }

  async search(request: SearchQuery): Promise<SearchResult> {
    const started = performance.now()
    await this.configure()
    // Time-based visibility is computed per whole minute, so that a minute's searches can share results.
    const query = this.cache
      ? { ...request, visibility: { ...request.visibility, now: Math.floor(request.visibility.now / 60) * 60 } }
      : request
    const version = await siteVersion(this.pool, this.tables.versions, query.siteId)
    if (!this.cache) return this.compute(query, version, started)
    const key = `${version}:${JSON.stringify(query)}`
    const hit = this.cache.get(key)
    if (hit) return { ...hit, ms: Math.round(performance.now() - started) }
    const result = await this.compute(query, version, started)
    this.cache.set(key, result)
    return result
  }

  private async compute(query: SearchQuery, version: string, started: number): Promise<SearchResult> {
    const columns = await this.columns.get(query.siteId, version)
    return columns ? this.searchColumns(columns, query, started) : this.searchSql(query, started)
  }

  private async loadColumns(siteId: number): Promise<{ version: string; columns: SiteColumns }> {
    const client = await this.pool.connect()
    try {
      // One snapshot: the version read is the version of the rows read.
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
      const version = await siteVersion(client, this.tables.versions, siteId)
      const { rows } = await client.query(
        `SELECT ${COLUMN_FIELDS.join(', ')} FROM ${this.tables.table} WHERE site_id = $1`,
        [siteId],
      )
      await client.query('COMMIT')
      return { version, columns: new SiteColumns(rows as ColumnRow[], REFINEMENT_FIELDS) }
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined)
      throw error
    } finally {
      client.release()
    }
  }

  /** Each query word, with the vocabulary's words a typo away from it and their similarity. */
  private async wordMatches(text: string): Promise<WordMatch[]> {
    const words = queryWords(text)
    if (words.length === 0) return []
    const { sql, values } = wordLookup(words, this.tables.vocabulary)
    return wordMatchesOf(words, await this.readOnly(sql, values))
  }

  private async searchColumns(columns: SiteColumns, query: SearchQuery, started: number): Promise<SearchResult> {
    const found = columns.search(query, await this.wordMatches(query.query))
    let hits: CarDocument[] = []
    if (found.ids.length > 0) {
      const { rows } = await this.pool.query(`SELECT id, doc FROM ${this.tables.table} WHERE id = ANY($1::int[])`, [
        found.ids,
      ])
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

  private async searchSql(query: SearchQuery, started: number): Promise<SearchResult> {
    const words = await this.wordMatches(query.query)
    const { sql, values } = searchStatement(query, words, this.tables.table)
    const rows = await this.readOnly(sql, values)
    const { hits, count, facets, facetStats } = searchResultOf(query, rows[0] as Record<string, unknown>)
    return {
      hits,
      page: query.page,
      pages: Math.ceil(count / query.hitsPerPage),
      count,
      facets,
      facetStats,
      ms: Math.round(performance.now() - started),
    }
  }
}
