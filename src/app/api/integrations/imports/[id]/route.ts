import { mayUseSiteStock } from '@/lib/access/access'
import { payloadClient } from '@/lib/platform/payload'
import { readsRun, rejectedRows, runSummary } from '@/stock/import-runs'

export const dynamic = 'force-dynamic'

const error = (status: number, message: string) => Response.json({ error: message }, { status })

/**
 * One import run with its rejected rows: `GET /api/integrations/imports/{id}` with `Authorization:
 * integrations API-Key <key>`. A run another key sent (or CLI, seed or staff ran), or of a site the key
 * may not import into, is not found (404), as is any id that names no run.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return error(401, 'Sign the request: Authorization: integrations API-Key <key>.')

  const { id } = await params
  const notFound = () => error(404, `No import run ${id} for this key.`)
  // Ids are Postgres integers: anything else names no run (and is never sent to the database).
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) return notFound()
  const { docs } = await payload.find({
    collection: 'stock-imports',
    where: { id: { equals: Number(id) } },
    limit: 1,
    depth: 1,
    overrideAccess: true,
    select: { held_feed: false, queued_feed: false },
  })
  const run = docs[0]
  const site = run && typeof run.site === 'object' ? run.site : null
  if (!run || !site || !mayUseSiteStock(user, site.id) || !readsRun(user, run)) return notFound()

  return Response.json({
    ...runSummary(run, site.slug),
    progress: { processed: run.processed ?? null, total: run.total ?? null },
    held_reason: run.held_reason ?? null,
    error: run.error ?? null,
    rejected: rejectedRows(run),
  })
}
