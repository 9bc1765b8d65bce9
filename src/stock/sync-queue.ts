import type { PayloadRequest } from 'payload'

export const SEARCH_QUEUE = 'search'
/** Cars per sync job: large enough for bulk imports, small enough to retry cheaply. */
export const SYNC_BATCH = 500

/**
 * Queues search-index syncs for these cars through Payload's jobs queue, inside the caller's transaction:
 * a car change that commits always has its sync queued (at least once); the job is idempotent by car id.
 */
export async function enqueueCarSync(req: PayloadRequest, carIds: Array<number | string>): Promise<void> {
  const ids = [...new Set(carIds.map(Number))]
  for (let i = 0; i < ids.length; i += SYNC_BATCH) {
    await req.payload.jobs.queue({
      task: 'syncCars',
      input: { carIds: ids.slice(i, i + SYNC_BATCH) },
      queue: SEARCH_QUEUE,
      req,
    })
  }
}
