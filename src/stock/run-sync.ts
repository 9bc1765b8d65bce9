import type { Payload } from 'payload'

import { SEARCH_QUEUE } from './sync-queue'

/**
 * Works the search queue until it is empty (scripts have no server whose cron would). Jobs that keep
 * failing stay queued with their error, for the server to retry; this stops when a pass makes no progress.
 */
export async function drainSearchQueue(payload: Payload, onProgress?: (remaining: number) => void): Promise<void> {
  for (;;) {
    const { totalDocs } = await payload.count({
      collection: 'payload-jobs',
      where: {
        and: [
          { queue: { equals: SEARCH_QUEUE } },
          { completedAt: { exists: false } },
          { hasError: { not_equals: true } },
        ],
      },
      overrideAccess: true,
    })
    onProgress?.(totalDocs)
    if (totalDocs === 0) return
    const result = await payload.jobs.run({ queue: SEARCH_QUEUE, limit: 10, overrideAccess: true, silent: true })
    if (!result || (result as { noJobsRemaining?: boolean }).noJobsRemaining) return
  }
}
