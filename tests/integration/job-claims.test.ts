/**
 * Two job runners (two Payload instances with pools of their own, as a worker and a web instance or two
 * workers) working the same queue at the same moment run each queued job once (src/lib/platform/job-claims.ts).
 */
import { setTimeout as sleep } from 'node:timers/promises'

import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import config from '../../payload.config'
import { migrateDatabase } from '../../src/lib/platform/bootstrap'

// Every run of a sync job is recorded instead of touching the search index; it takes a moment, as real work does.
const runs: number[] = []
vi.mock('../../src/stock/sync-task', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/stock/sync-task')>()
  return {
    ...original,
    syncCarsTask: {
      ...original.syncCarsTask,
      handler: async ({ input }: { input: { carIds: number[] } }) => {
        runs.push(input.carIds[0]!)
        await sleep(20)
        return { output: { upserted: 0, removed: 0 } }
      },
    },
  }
})

const QUEUE = 'claim-test'
let first: Payload
let second: Payload

beforeAll(async () => {
  first = await getPayload({ config })
  await migrateDatabase(first)
  second = await getPayload({ config, key: 'second-runner' })
})

afterAll(async () => {
  await second?.destroy()
})

const queue = (marker: number) => first.jobs.queue({ task: 'syncCars', input: { carIds: [marker] }, queue: QUEUE })
const work = (payload: Payload) => payload.jobs.run({ queue: QUEUE, limit: 50, overrideAccess: true, silent: true })

async function left(): Promise<number> {
  const { totalDocs } = await first.count({
    collection: 'payload-jobs',
    where: { queue: { equals: QUEUE } },
    overrideAccess: true,
  })
  return totalDocs
}

describe('job claims across runners', () => {
  it('two runners started together on one queued job run it once', async () => {
    runs.length = 0
    for (let round = 1; round <= 10; round += 1) {
      await queue(round)
      await Promise.all([work(first), work(second)])
    }
    expect(runs.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(await left()).toBe(0)
  })

  it('two runners racing through a backlog share it and run each job once', async () => {
    runs.length = 0
    const markers = Array.from({ length: 40 }, (_, i) => 100 + i)
    for (const marker of markers) await queue(marker)
    while ((await left()) > 0) await Promise.all([work(first), work(second), work(first), work(second)])
    expect(runs.sort((a, b) => a - b)).toEqual(markers)
  })
})
