import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type TaskConfig,
} from 'payload'

import { importStock, runOrigin, type FeedInput, type ImportOptions } from './import'

/**
 * Large feeds imported by a job: the request records the run as queued with the feed's rows and answers
 * 202 at once; the `importStockRun` job (queue `stock-imports`) imports them through the same importer,
 * recording on the run how many rows it has checked, and completes that run.
 */

export const STOCK_IMPORT_QUEUE = 'stock-imports'

/** When a pushed feed is imported by a job instead of in the request: over either limit. */
export type AsyncThreshold = { bytes: number; rows: number }

const positive = (value: string | undefined, fallback: number) =>
  value && /^\d+$/.test(value.trim()) && Number(value) > 0 ? Number(value) : fallback

/** STOCK_IMPORT_ASYNC_BYTES (default 2 MB) and STOCK_IMPORT_ASYNC_ROWS (default 5,000), read on each request. */
export function asyncThreshold(): AsyncThreshold {
  return {
    bytes: positive(process.env.STOCK_IMPORT_ASYNC_BYTES, 2 * 1024 * 1024),
    rows: positive(process.env.STOCK_IMPORT_ASYNC_ROWS, 5000),
  }
}

export const isLargeFeed = (threshold: AsyncThreshold, bytes: number, rows: number) =>
  bytes > threshold.bytes || rows > threshold.rows

type QueuedOptions = Omit<ImportOptions, 'onProgress' | 'approve' | 'queued' | 'onRowsChecked'>

/** Records a queued run holding the feed's rows and queues its job, in one transaction; the run's id. */
export async function queueImport(payload: Payload, options: QueuedOptions, rows: FeedInput[]): Promise<number> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const run = await payload.create({
      collection: 'stock-imports',
      overrideAccess: true,
      req,
      data: {
        ...runOrigin(options),
        status: 'queued',
        summary: `queued ${options.mode} ${options.format} import: ${rows.length} rows`,
        received: rows.length,
        processed: 0,
        total: rows.length,
        queued_feed: JSON.stringify({ hold: options.hold ?? null, rows }),
      },
    })
    await payload.jobs.queue({ task: 'importStockRun', input: { runId: run.id }, queue: STOCK_IMPORT_QUEUE, req })
    await commitTransaction(req)
    return run.id
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** Imports a queued run's rows (its job): progress on the run as rows are checked; a failure recorded on it. */
export async function runQueuedImport(payload: Payload, runId: number): Promise<{ status: string }> {
  const run = await payload.findByID({
    collection: 'stock-imports',
    id: runId,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    disableErrors: true,
  })
  if (!run || run.status !== 'queued' || !run.queued_feed) return { status: run?.status ?? 'missing' }
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  await db.execute(sql`UPDATE stock_imports SET status = 'running', updated_at = now() WHERE id = ${runId}`)
  const siteId = typeof run.site === 'object' && run.site !== null ? run.site.id : Number(run.site)
  const integrationId =
    typeof run.integration === 'object' && run.integration !== null ? run.integration.id : (run.integration ?? null)
  try {
    const { hold, rows } = JSON.parse(run.queued_feed) as { hold: ImportOptions['hold']; rows: FeedInput[] }
    const summary = await importStock(
      payload,
      {
        siteId,
        mode: run.mode,
        source: run.source,
        format: run.format,
        mapping: run.mapping ?? undefined,
        who: run.who ?? 'job',
        integrationId,
        hold,
        queued: { runId },
        onRowsChecked: async (checked) => {
          await db.execute(sql`UPDATE stock_imports SET processed = ${checked}, updated_at = now() WHERE id = ${runId}`)
        },
      },
      rows,
    )
    return { status: summary.held ? 'held' : 'completed' }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    await db.execute(sql`
      UPDATE stock_imports SET status = 'failed', error = ${message}, queued_feed = NULL, updated_at = now(),
        summary = 'failed: ' || coalesce(summary, '')
      WHERE id = ${runId} AND status IN ('queued', 'running')`)
    throw error
  }
}

export const importStockRunTask: TaskConfig<{ input: { runId: number }; output: { status: string } }> = {
  slug: 'importStockRun',
  label: 'Import a large stock feed',
  inputSchema: [{ name: 'runId', type: 'number', required: true }],
  // A failed import is recorded on its run (status failed, with the error); the integrator sends it again.
  retries: 0,
  handler: async ({ input, req }) => ({ output: await runQueuedImport(req.payload, Number(input.runId)) }),
}
