import type { Endpoint, Payload, PayloadRequest } from 'payload'

import { readRejectedRows, rejectedRowsCsv } from '../domain/rejected-rows'
import { staffHasSite } from '../lib/access/access'

/**
 * A stock import run's rejected rows as a CSV download for staff (admin: Stock imports, 'Download CSV'):
 * `GET /api/stock-imports/{id}/rejected.csv`. Staff of the run's site and platform admins only, like the
 * run itself; integrators read rejected rows as JSON (GET /api/integrations/imports/{id}).
 */

type Reader = PayloadRequest['user'] | null | undefined

export type RejectedCsvResult =
  { ok: true; filename: string; csv: string } | { ok: false; status: 400 | 401 | 403 | 404; error: string }

export async function rejectedRowsDownload(payload: Payload, runId: number, user: Reader): Promise<RejectedCsvResult> {
  if (!user) return { ok: false, status: 401, error: 'Sign in as staff to download rejected rows.' }
  if (user.collection !== 'users') return { ok: false, status: 403, error: 'Only staff download rejected rows here.' }
  if (!Number.isInteger(runId) || runId <= 0 || runId > 2_147_483_647)
    return { ok: false, status: 400, error: 'Name the run: /api/stock-imports/{id}/rejected.csv' }
  const { docs } = await payload.find({
    collection: 'stock-imports',
    where: { id: { equals: runId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { site: true, rejected: true },
  })
  const run = docs[0]
  const siteId = run ? (typeof run.site === 'object' && run.site !== null ? run.site.id : run.site) : null
  // Another site's run is not found, as if it did not exist.
  if (!run || siteId === null || siteId === undefined || !staffHasSite(user, siteId))
    return { ok: false, status: 404, error: `No stock import run ${runId}.` }
  return {
    ok: true,
    filename: `stock-import-${runId}-rejected.csv`,
    csv: rejectedRowsCsv(readRejectedRows(run.rejected)),
  }
}

export const rejectedRowsEndpoints: Endpoint[] = [
  {
    path: '/:id/rejected.csv',
    method: 'get',
    handler: async (req) => {
      const result = await rejectedRowsDownload(req.payload, Number(req.routeParams?.id), req.user)
      if (!result.ok) return Response.json({ error: result.error }, { status: result.status })
      return new Response(result.csv, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8; header=present',
          'Content-Disposition': `attachment; filename="${result.filename}"`,
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      })
    },
  },
]
