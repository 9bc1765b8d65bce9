import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload } from 'payload'

import { announcePageChanges } from '../lib/platform/db/page-changes'
import { enqueueCarSync } from '../stock/sync-queue'
import { toCarDocument } from './car-document'
import { searchIndex } from './engine'
import type { CarDocument } from './types'

const PAGE = 1000

/** Every car of every site as search documents, a page at a time. */
async function* allDocuments(payload: Payload): AsyncIterable<CarDocument[]> {
  const sites = await payload.find({ collection: 'sites', limit: 0, pagination: false, depth: 0, overrideAccess: true })
  const siteById = new Map(sites.docs.map((site) => [site.id, site]))
  let lastId = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: 'cars',
      where: { id: { greater_than: lastId } },
      sort: 'id',
      limit: PAGE,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    if (docs.length === 0) return
    lastId = docs[docs.length - 1]!.id
    yield docs.flatMap((car) => {
      const site = siteById.get(typeof car.site === 'object' && car.site ? car.site.id : (car.site as number))
      return site ? [toCarDocument(car, site)] : []
    })
  }
}

/**
 * Rebuilds the search index from Postgres with no downtime: a new index is filled and swapped in at once.
 * Cars changed while it was being built are queued for sync again, so nothing changed meanwhile is lost.
 */
export async function reindexAll(payload: Payload): Promise<{ documents: number; requeued: number }> {
  const startedAt = new Date(Date.now() - 1000).toISOString()
  const index = await searchIndex(payload)
  const { documents } = await index.reindexAll(allDocuments(payload))
  await announcePageChanges((payload.db as unknown as PostgresAdapter).pool)
  const changed = await payload.find({
    collection: 'cars',
    where: { updatedAt: { greater_than_equal: startedAt } },
    limit: 0,
    pagination: false,
    depth: 0,
    select: {},
    overrideAccess: true,
  })
  if (changed.docs.length > 0)
    await enqueueCarSync(
      await createLocalReq({}, payload),
      changed.docs.map((car) => car.id),
    )
  return { documents, requeued: changed.docs.length }
}
