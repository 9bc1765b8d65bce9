import os from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'

import pg from 'pg'

import { yieldToRequests } from '../../lib/platform/priority'
import { buildColumns, snapshotBuffers, type ColumnRow } from '../site-columns'
import { REFINEMENT_FIELDS, tablesOf } from './schema'
import { readSiteRows } from './writes'

/**
 * Inside the columns builder thread (columns-worker.mjs, started by the columns search thread,
 * columns-search.ts): reads a site's rows in one snapshot on a connection of its own and builds its
 * columns (encoding, four sorts: 0.7 s at 100k cars on a quiet machine), then hands the typed arrays to
 * the search thread without copying them. Nothing of it runs on the request thread.
 */
export type BuildRequest = { id: number; siteId: number; table: string }

// A build is background work: this thread (and only it) runs at the lowest priority, so that on a busy machine
// the request thread and the search thread get a core first instead of waiting behind a 100k-car build.
yieldToRequests('thread', os.constants.priority.PRIORITY_LOW)

const pool = new pg.Pool({ ...(workerData as { connection: pg.PoolConfig }).connection, max: 2 })

parentPort?.on('message', async ({ id, siteId, table }: BuildRequest) => {
  try {
    const client = await pool.connect()
    let read: Awaited<ReturnType<typeof readSiteRows>>
    try {
      read = await readSiteRows(client, tablesOf(table), siteId)
    } finally {
      client.release()
    }
    const snapshot = buildColumns(read.rows as ColumnRow[], REFINEMENT_FIELDS)
    parentPort?.postMessage({ id, version: read.version, snapshot }, snapshotBuffers(snapshot))
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
})
