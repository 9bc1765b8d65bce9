import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, TaskConfig } from 'payload'

import { announcePageChanges } from '../lib/platform/db/page-changes'

import { TimeSlicer } from '../lib/platform/time-slice'
import type { Car } from '../payload-types'
import { toCarDocument } from '../search/car-document'
import { searchIndex } from '../search/engine'
import type { CarDocument } from '../search/types'

/** Cars read from the database in one step of a sync. */
const READ_PAGE = 100

/**
 * Mirrors cars into the search index: each id is read fresh from Postgres (the source of truth) and
 * upserted, or removed when the car is gone. Safe to run any number of times for the same ids.
 */
export async function syncCars(payload: Payload, carIds: number[]): Promise<{ upserted: number; removed: number }> {
  const index = await searchIndex(payload)
  await index.configure()
  // Read a page at a time with a turn of the event loop between pages: Payload's read of a car (its
  // fields' hooks) resumes as microtasks, so 500 cars at once held the event loop for one long step.
  const docs: Car[] = []
  const slicer = new TimeSlicer()
  for (let i = 0; i < carIds.length; i += READ_PAGE) {
    const page = carIds.slice(i, i + READ_PAGE)
    const found = await payload.find({
      collection: 'cars',
      where: { id: { in: page } },
      limit: page.length,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    docs.push(...found.docs)
    await slicer.pause()
  }
  const siteIds = [
    ...new Set(docs.map((car) => (typeof car.site === 'object' && car.site ? car.site.id : car.site))),
  ].filter((id): id is number => typeof id === 'number')
  const sites = await payload.find({
    collection: 'sites',
    where: { id: { in: siteIds } },
    limit: siteIds.length || 1,
    depth: 0,
    overrideAccess: true,
  })
  const siteById = new Map(sites.docs.map((site) => [site.id, site]))
  const documents: CarDocument[] = []
  for (const car of docs) {
    const site = siteById.get(typeof car.site === 'object' && car.site ? car.site.id : (car.site as number))
    if (site) documents.push(toCarDocument(car, site))
    if (slicer.due()) await slicer.pause()
  }
  const found = new Set(documents.map((doc) => doc.id))
  const gone = carIds.filter((id) => !found.has(id))
  if (documents.length > 0) await index.upsert(documents)
  if (gone.length > 0) await index.remove(gone)
  // Search pages show the index: once it has changed, no instance may serve a page from before (an engine
  // outside PostgreSQL changes no table that would announce it).
  if (documents.length > 0 || gone.length > 0)
    await announcePageChanges((payload.db as unknown as PostgresAdapter).pool)
  return { upserted: documents.length, removed: gone.length }
}

export const syncCarsTask: TaskConfig<{ input: { carIds: number[] }; output: { upserted: number; removed: number } }> =
  {
    slug: 'syncCars',
    label: 'Sync cars into search',
    inputSchema: [{ name: 'carIds', type: 'json', required: true }],
    retries: 10,
    handler: async ({ input, req }) => ({ output: await syncCars(req.payload, input.carIds.map(Number)) }),
  }
