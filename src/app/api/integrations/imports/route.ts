import { mayUseSiteStock } from '@/lib/access/access'
import { payloadClient } from '@/lib/platform/payload'
import { DEFAULT_RUNS_PER_PAGE, MAX_RUNS_PER_PAGE, pageNumber, runSummary, siteRuns } from '@/stock/import-runs'

export const dynamic = 'force-dynamic'

const error = (status: number, message: string) => Response.json({ error: message }, { status })

/**
 * An integrator's import runs: `GET /api/integrations/imports?site={slug}[&page=n][&limit=n]` with
 * `Authorization: integrations API-Key <key>` (the key POST /api/stock/import takes). The runs of the site,
 * newest first, `limit` (at most 100, default 20) a page. Each run records the key that sent it: a key
 * lists only its own runs (never another key's, nor CLI, seed or staff runs); staff list every run of
 * their sites.
 */
export async function GET(request: Request) {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return error(401, 'Sign the request: Authorization: integrations API-Key <key>.')

  const params = new URL(request.url).searchParams
  const slug = params.get('site')
  if (!slug) return error(400, 'Name the site: ?site={slug}.')
  const page = pageNumber(params.get('page'), 1)
  if (page === null) return error(400, 'page must be a whole number from 1.')
  const limit = pageNumber(params.get('limit'), DEFAULT_RUNS_PER_PAGE)
  if (limit === null || limit > MAX_RUNS_PER_PAGE)
    return error(400, `limit must be a whole number from 1 to ${MAX_RUNS_PER_PAGE}.`)

  const { docs } = await payload.find({
    collection: 'sites',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const site = docs[0]
  if (!site || !mayUseSiteStock(user, site.id))
    return error(403, `This key may not read the imports of site '${slug}'.`)

  const runs = await siteRuns(payload, site.id, user, page, limit)
  return Response.json({
    runs: runs.docs.map((run) => runSummary(run, site.slug)),
    page: runs.page ?? page,
    limit,
    total: runs.totalDocs,
    total_pages: runs.totalPages,
    has_next_page: runs.hasNextPage,
  })
}
