import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { COLUMNS_MAX_BYTES_DEFAULT, PostgresSearchIndex } from './postgres'
import type { SearchIndex } from './types'

/**
 * One engine per process, on globalThis: Next bundles this module once for its pages and again for its route
 * handlers, and each copy would otherwise build in-memory columns of its own, at its own pace (twice the
 * memory, and a page a version behind the API it follows).
 */
const shared = globalThis as typeof globalThis & {
  __dealerSearchIndexes?: {
    deployed: WeakMap<Payload, Promise<SearchIndex>>
    current: WeakMap<Payload, Promise<SearchIndex>>
  }
}
const engines = (shared.__dealerSearchIndexes ??= { deployed: new WeakMap(), current: new WeakMap() })
const instances = engines.deployed

/** SEARCH_COLUMNS_MAX_BYTES: the memory cap of this process's in-memory search columns, in bytes. */
export function columnsMaxBytes(value = process.env.SEARCH_COLUMNS_MAX_BYTES): number {
  if (value === undefined || value.trim() === '') return COLUMNS_MAX_BYTES_DEFAULT
  const bytes = Number(value)
  if (!Number.isSafeInteger(bytes) || bytes < 0) {
    console.error(`SEARCH_COLUMNS_MAX_BYTES must be a whole number of bytes; '${value}' ignored`)
    return COLUMNS_MAX_BYTES_DEFAULT
  }
  return bytes
}

/**
 * The search engine of this deployment: Meilisearch when MEILI_HOST is set, else the Postgres-backed
 * engine on the platform's own database. The Meilisearch client is loaded only when it is used.
 */
export function searchIndex(payload: Payload): Promise<SearchIndex> {
  let index = instances.get(payload)
  if (!index) {
    const host = process.env.MEILI_HOST
    index = host
      ? import('./meilisearch').then(
          ({ MeilisearchIndex }) => new MeilisearchIndex({ host, apiKey: process.env.MEILI_API_KEY }),
        )
      : Promise.resolve(
          new PostgresSearchIndex({
            pool: (payload.db as unknown as PostgresAdapter).pool,
            maxColumnBytes: columnsMaxBytes(),
          }),
        )
    instances.set(payload, index)
  }
  return index
}

const current = engines.current

/**
 * The engine for jobs that must see the last write, such as the saved-search matcher after an import's sync:
 * Meilisearch as it is (its writes wait for their tasks), the Postgres engine in SQL with no result cache,
 * never a previous version's in-memory columns (which serve pages while new ones build).
 */
export function currentSearchIndex(payload: Payload): Promise<SearchIndex> {
  if (process.env.MEILI_HOST) return searchIndex(payload)
  let index = current.get(payload)
  if (!index) {
    index = Promise.resolve(
      new PostgresSearchIndex({
        pool: (payload.db as unknown as PostgresAdapter).pool,
        columns: 'off',
        cacheEntries: 0,
      }),
    )
    current.set(payload, index)
  }
  return index
}
