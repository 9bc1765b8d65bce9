import type { Payload, Where } from 'payload'

import type { StockImport } from '../payload-types'

/** The most runs one page of `GET /api/integrations/imports` lists. */
export const MAX_RUNS_PER_PAGE = 100
export const DEFAULT_RUNS_PER_PAGE = 20

export type RejectedRow = { row: number; id: string | null; errors: string[] }

/** A run as integrators read it: no held feed, no staff notes, counts together. */
export type RunSummary = {
  id: number
  site: string | null
  mode: StockImport['mode']
  status: StockImport['status']
  counts: { received: number; created: number; updated: number; unchanged: number; removed: number; rejected: number }
  created_at: string
}

const count = (value: number | null | undefined) => (typeof value === 'number' ? value : 0)

type RunFields = Pick<
  StockImport,
  | 'id'
  | 'mode'
  | 'status'
  | 'received'
  | 'created'
  | 'updated'
  | 'unchanged'
  | 'removed'
  | 'rejected_count'
  | 'createdAt'
>

export function runSummary(run: RunFields, siteSlug: string | null): RunSummary {
  return {
    id: run.id,
    site: siteSlug,
    mode: run.mode,
    status: run.status,
    counts: {
      received: count(run.received),
      created: count(run.created),
      updated: count(run.updated),
      unchanged: count(run.unchanged),
      removed: count(run.removed),
      rejected: count(run.rejected_count),
    },
    created_at: run.createdAt,
  }
}

/** The run's rejected rows as the importer recorded them ({ row, id, errors }); [] for none. */
export function rejectedRows(run: StockImport): RejectedRow[] {
  if (!Array.isArray(run.rejected)) return []
  return run.rejected.flatMap((item): RejectedRow[] => {
    if (typeof item !== 'object' || item === null) return []
    const { row, id, errors } = item as Record<string, unknown>
    return [
      {
        row: typeof row === 'number' ? row : 0,
        id: typeof id === 'string' ? id : null,
        errors: Array.isArray(errors) ? errors.filter((error): error is string => typeof error === 'string') : [],
      },
    ]
  })
}

/** A positive whole number from a query parameter; its default when absent; null when it is anything else. */
export function pageNumber(value: string | null, fallback: number): number | null {
  if (value === null) return fallback
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null
}

/** Who reads runs: an integration key reads only the runs it sent; staff read every run of their sites. */
export type RunReader = { collection: string; id: number | string }

/** The integration a run names, as an id (null for CLI, seed and staff runs). */
export function runIntegrationId(run: Pick<StockImport, 'integration'>): number | null {
  const integration = run.integration
  return typeof integration === 'object' && integration !== null ? integration.id : (integration ?? null)
}

/** Whether this reader may read this run of a site it may use: a key only its own runs. */
export function readsRun(reader: RunReader, run: Pick<StockImport, 'integration'>): boolean {
  return reader.collection !== 'integrations' || String(runIntegrationId(run)) === String(reader.id)
}

/**
 * One page of the site's runs the reader may read (a key: the runs it sent), newest first (ties by id,
 * newest first), with only the fields a summary shows.
 */
export async function siteRuns(payload: Payload, siteId: number, reader: RunReader, page: number, limit: number) {
  const where: Where =
    reader.collection === 'integrations'
      ? { and: [{ site: { equals: siteId } }, { integration: { equals: reader.id } }] }
      : { site: { equals: siteId } }
  const select = {
    mode: true,
    status: true,
    received: true,
    created: true,
    updated: true,
    unchanged: true,
    removed: true,
    rejected_count: true,
    createdAt: true,
  } as const
  return payload.find({
    collection: 'stock-imports',
    where,
    sort: ['-createdAt', '-id'],
    page,
    limit,
    depth: 0,
    overrideAccess: true,
    select,
  })
}
