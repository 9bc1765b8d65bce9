import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Endpoint, Payload, PayloadRequest } from 'payload'

import { staffHasSite } from '../lib/access/access'
import { HeldRunDecided, importStock, type FeedInput, type ImportSummary } from './import'

/**
 * Staff decisions on held stock import runs (a full feed over its integration's hold limits). Approving
 * applies the feed exactly as it was sent, through the same importer with the hold check skipped;
 * discarding drops it. Platform admins and the run's site's staff decide; integrators never do, so an
 * integration cannot approve its own held run.
 */

export type Decision = 'approve' | 'discard'
export type DecisionResult =
  { ok: true; status: 'completed'; summary: ImportSummary } | { ok: true; status: 'discarded'; run_id: number }
export type DecisionRefusal = { ok: false; status: 401 | 403 | 404 | 409; error: string }

type Decider = PayloadRequest['user'] | null | undefined

export async function decideHeldRun(
  payload: Payload,
  runId: number,
  decision: Decision,
  user: Decider,
): Promise<DecisionResult | DecisionRefusal> {
  if (!user) return { ok: false, status: 401, error: 'Sign in as staff to decide on a held stock import.' }
  if (user.collection !== 'users') return { ok: false, status: 403, error: 'Only staff decide on a held stock import.' }
  const run = await payload
    .findByID({
      collection: 'stock-imports',
      id: runId,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
      disableErrors: true,
    })
    .catch(() => null)
  if (!run) return { ok: false, status: 404, error: `No stock import run ${runId}.` }
  const siteId = typeof run.site === 'object' && run.site !== null ? run.site.id : run.site
  if (!staffHasSite(user, siteId)) {
    return {
      ok: false,
      status: 403,
      error: 'Only platform admins and the site\u2019s staff decide on its held stock imports.',
    }
  }
  if (run.status !== 'held' || !run.held_feed || siteId === null || siteId === undefined) {
    return { ok: false, status: 409, error: `Stock import run ${runId} is not held (it is ${run.status}).` }
  }
  const by = `staff: ${user.email}`

  if (decision === 'discard') {
    // One statement, so that it cannot interleave with an approval (which holds the run's row while it applies).
    const db = (payload.db as unknown as PostgresAdapter).drizzle
    const { rows } = await db.execute(sql`
      UPDATE stock_imports SET status = 'discarded', held_feed = NULL, decided_by = ${by}, decided_at = now(), updated_at = now(),
        summary = 'discarded: ' || summary
      WHERE id = ${runId} AND status = 'held' RETURNING id`)
    if (rows.length === 0) return { ok: false, status: 409, error: `Stock import run ${runId} is no longer held.` }
    return { ok: true, status: 'discarded', run_id: runId }
  }

  try {
    const summary = await importStock(
      payload,
      {
        siteId: Number(siteId),
        mode: run.mode,
        source: run.source,
        format: run.format,
        mapping: run.mapping ?? undefined,
        who: run.who ?? by,
        hold: null,
        approve: { runId, by },
      },
      JSON.parse(run.held_feed) as FeedInput[],
    )
    return { ok: true, status: 'completed', summary }
  } catch (error) {
    if (error instanceof HeldRunDecided) return { ok: false, status: 409, error: error.message }
    throw error
  }
}

const decide =
  (decision: Decision): Endpoint['handler'] =>
  async (req) => {
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || id <= 0)
      return Response.json({ error: 'Name the run: /api/stock-imports/{id}/' + decision }, { status: 400 })
    const result = await decideHeldRun(req.payload, id, decision, req.user)
    return result.ok ? Response.json(result) : Response.json({ error: result.error }, { status: result.status })
  }

/** POST /api/stock-imports/{id}/approve and /discard (staff, signed in). */
export const heldRunEndpoints: Endpoint[] = [
  { path: '/:id/approve', method: 'post', handler: decide('approve') },
  { path: '/:id/discard', method: 'post', handler: decide('discard') },
]
