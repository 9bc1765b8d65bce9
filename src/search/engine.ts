import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { COLUMNS_MAX_BYTES_DEFAULT, PostgresSearchIndex } from './postgres'
import type { SearchIndex } from './types'

const instances = new WeakMap<Payload, Promise<SearchIndex>>()

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
