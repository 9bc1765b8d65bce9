import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { PostgresSearchIndex } from './postgres'
import type { SearchIndex } from './types'

const instances = new WeakMap<Payload, Promise<SearchIndex>>()

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
      : Promise.resolve(new PostgresSearchIndex({ pool: (payload.db as unknown as PostgresAdapter).pool }))
    instances.set(payload, index)
  }
  return index
}
