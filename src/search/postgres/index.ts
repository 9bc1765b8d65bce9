import type { Pool } from 'pg'

import type { ColumnSearch, WordMatch } from '../site-columns'
import type { CarDocument, SearchIndex, SearchQuery, SearchResult } from '../types'
import { ResultCache, SiteColumnsCache, type ColumnsMode, type ReloadTiming } from './cache'
import { buildSiteColumns, ColumnsGone } from './columns-builder'
import {
  queryWords,
  searchResultOf,
  searchStatement,
  WORD_SIMILARITY_THRESHOLD,
  wordLookup,
  wordMatchesOf,
} from './query'
import { checkSchema, tablesOf, type Tables } from './schema'
import { applyStaged, inTransaction, removeDocuments, siteVersion, upsertDocuments, writeDocuments } from './writes'

export type { ColumnsMode, ReloadTiming } from './cache'
export { stopColumnsWorkers } from './columns-builder'

/** The default memory cap of a process's search columns, in bytes (about 40 MB per 100k cars). */
export const COLUMNS_MAX_BYTES_DEFAULT = 512 * 2 ** 20

/**
 * The default search engine: one table in the platform's PostgreSQL, owned by the sync job, with typed
 * columns for filters and sorts and free text typo tolerant through pg_trgm. A search runs on the site's
 * in-memory columns (site-columns.ts: filters, disjunctive facet counts and stats in one pass), held and
 * searched in a worker thread, with only the text match and the hits' documents read from SQL on the
 * request thread. After a write the previous columns keep serving while new ones are built in another
 * worker thread (reloads debounced while an import writes batch after batch);
 * before a site's first columns exist its searches run wholly in SQL, in one statement. Both paths answer
 * the same conformance suite.
 *
 * The tables come from a migration (schema.ts); writes.ts changes them, each write with its sites' version
 * bumps in one transaction; cache.ts is what the process keeps, columns-builder.ts builds, holds and searches
 * columns off the request thread, and query.ts is the SQL a search reads with.
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
  /**
   * How this engine's searches ran: on current columns, on the previous columns while new ones were built,
   * or in SQL (before a site's first columns), how many column builds it started (the benchmark's and
   * tests' view of the debounce), and how many column searches ran in the worker thread rather than on
   * the request thread.
   */
  readonly searched = { columns: 0, previousColumns: 0, sql: 0, builds: 0, inWorker: 0 }

  constructor({
    pool,
    table = 'search_cars',
    cacheEntries = 500,
    columns = 'background',
    maxColumnBytes = COLUMNS_MAX_BYTES_DEFAULT,
    reload,
  }: {
    pool: Pool
    table?: string
    cacheEntries?: number
    columns?: ColumnsMode
    /** The memory cap of this engine's in-memory columns, in bytes (SEARCH_COLUMNS_MAX_BYTES). */
    maxColumnBytes?: number
    reload?: ReloadTiming
  }) {
    this.tables = tablesOf(table)
    this.pool = pool
    this.cache = cacheEntries === 0 ? null : new ResultCache(cacheEntries)
    this.columns = new SiteColumnsCache(
      columns,
      maxColumnBytes,
      (siteId) => {
        this.searched.builds += 1
        return buildSiteColumns(this.pool, this.tables, siteId)
      },
      reload,
    )
  }

  /** Checks that the migrations made the engine's tables (it makes none itself). */
  configure(): Promise<void> {
    this.configured ??= checkSchema(this.pool, this.tables).catch((error) => {
      this.configured = null
      throw error
    })
    return this.configured
  }

  /** Writes documents and bumps their sites' versions in one transaction. */
  async upsert(documents: CarDocument[]): Promise<void> {
    if (documents.length === 0) return
    await this.configure()
    await inTransaction(this.pool, (client) => upsertDocuments(client, this.tables, documents))
  }

  /** Deletes documents and bumps their sites' versions in one transaction. */
  async remove(ids: number[]): Promise<void> {
    if (ids.length === 0) return
    await this.configure()
    await inTransaction(this.pool, (client) => removeDocuments(client, this.tables, ids))
  }

  /** The bytes this engine's in-memory columns hold (bounded by `maxColumnBytes`). */
  columnsBytes(): number {
    return this.columns.bytesHeld()
  }

  async count(): Promise<number> {
    await this.configure()
    const { rows } = await this.pool.query(`SELECT count(*)::int AS n FROM ${this.tables.table}`)
    return rows[0].n
  }

  /**
   * Rebuilds the index with no DDL: the new set is staged in `{table}_next` (made by the migration), then
   * applied to the live table in one transaction (applyStaged). Searches see the old set until then.
   */
  async reindexAll(documents: AsyncIterable<CarDocument[]>): Promise<{ documents: number }> {
    await this.configure()
    const { next, vocabulary } = this.tables
    await this.pool.query(`DELETE FROM ${next}`)
    let total = 0
    for await (const batch of documents) {
      await writeDocuments(this.pool, next, vocabulary, batch)
      total += batch.length
    }
    await inTransaction(this.pool, (client) => applyStaged(client, this.tables))
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
    if (!this.cache) return (await this.compute(query, version, started)).result
    const key = `${version}:${JSON.stringify(query)}`
    const hit = this.cache.get(key)
    if (hit) return { ...hit, ms: Math.round(performance.now() - started) }
    const { result, current } = await this.compute(query, version, started)
    // A result from the previous columns is not the current version's: it is not kept under its key.
    if (current) this.cache.set(key, result)
    return result
  }

  /**
   * Searches the site's columns (in the worker thread that holds them), or in SQL when there are none yet,
   * they are too big, or their worker failed. Columns released between the look-up and the search (new
   * ones just arrived) are looked up once more.
   */
  private async compute(
    query: SearchQuery,
    version: string,
    started: number,
  ): Promise<{ result: SearchResult; current: boolean }> {
    const words = await this.wordMatches(query.query)
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const held = await this.columns.get(query.siteId, version)
      if (!held) break
      let found: ColumnSearch
      try {
        found = await held.columns.search(query, words)
      } catch (error) {
        if (error instanceof ColumnsGone) continue
        console.error(`Search: searching site ${query.siteId}'s columns failed; searching in SQL`, error)
        break
      }
      if (held.version === version) this.searched.columns += 1
      else this.searched.previousColumns += 1
      if (held.columns.inWorker) this.searched.inWorker += 1
      return { result: await this.resultOf(found, query, started), current: held.version === version }
    }
    this.searched.sql += 1
    return { result: await this.searchSql(query, words, started), current: true }
  }

  /** Each query word, with the vocabulary's words a typo away from it and their similarity. */
  private async wordMatches(text: string): Promise<WordMatch[]> {
    const words = queryWords(text)
    if (words.length === 0) return []
    const { sql, values } = wordLookup(words, this.tables.vocabulary)
    return wordMatchesOf(words, await this.readOnly(sql, values))
  }

  /** A columns search's answer, with its hits' documents read from the table. */
  private async resultOf(found: ColumnSearch, query: SearchQuery, started: number): Promise<SearchResult> {
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

  private async searchSql(query: SearchQuery, words: WordMatch[], started: number): Promise<SearchResult> {
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
