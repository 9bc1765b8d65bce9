import type { NextRequest } from 'next/server'

import { mayUseSiteStock } from '@/lib/access/access'
import { payloadClient } from '@/lib/platform/payload'
import { DEFAULT_CSV_MAPPING, parseFeedSliced } from '@/stock/feed-input'
import { DEFAULT_HOLD_RULE, dryRunStock, importStock, type HoldRule } from '@/stock/import'
import { asyncThreshold, isLargeFeed, queueImport } from '@/stock/import-jobs'
import { integrationFeedContext } from '@/stock/integration-mapping'

export const dynamic = 'force-dynamic'

const MAX_BODY_BYTES = 100 * 1024 * 1024

const error = (status: number, message: string) => Response.json({ error: message }, { status })

/**
 * Stock feed intake for integrators: `POST /api/stock/import?site={slug}&mode=full|delta[&mapping=name][&dryRun=true]`
 * with `Authorization: integrations API-Key <key>`, a JSON array of cars or a CSV (`text/csv`).
 * Nothing is written unless the caller may import into the site and the body can be read. A full feed
 * over the integration's hold limits is held for staff (202, nothing written but the run record); a dry
 * run answers what the feed would do and writes nothing. A CSV is read with the `mapping` named, else the
 * key's own column mapping (admin: Integrations), else the default. A feed over the size threshold
 * (asyncThreshold) is recorded as a queued run and imported by a job: 202 with the run's status URL.
 */
export async function POST(request: NextRequest) {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return error(401, 'Sign the request: Authorization: integrations API-Key <key>.')

  const params = request.nextUrl.searchParams
  const slug = params.get('site')
  if (!slug) return error(400, 'Name the site: ?site={slug}.')
  const mode = params.get('mode') ?? 'delta'
  if (mode !== 'full' && mode !== 'delta') return error(400, `mode must be full or delta, not '${mode}'.`)
  const dryRun = params.get('dryRun') ?? 'false'
  if (dryRun !== 'true' && dryRun !== 'false') return error(400, `dryRun must be true or false, not '${dryRun}'.`)

  const { docs } = await payload.find({
    collection: 'sites',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const site = docs[0]
  if (!site || !mayUseSiteStock(user, site.id)) return error(403, `This key may not import stock into site '${slug}'.`)

  const contentType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  const format = contentType === 'text/csv' ? 'csv' : contentType === 'application/json' ? 'json' : null
  if (!format) return error(415, 'Send Content-Type: application/json (an array of cars) or text/csv.')
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > MAX_BODY_BYTES)
    return error(413, `The feed is over ${MAX_BODY_BYTES / 1024 / 1024} MB: split it into delta feeds.`)
  const body = await request.text()
  if (Buffer.byteLength(body) > MAX_BODY_BYTES)
    return error(413, `The feed is over ${MAX_BODY_BYTES / 1024 / 1024} MB: split it into delta feeds.`)

  const integration = user.collection === 'integrations' ? user : null
  const mappingName = params.get('mapping') ?? integration?.csv_mapping ?? DEFAULT_CSV_MAPPING
  const context = await integrationFeedContext(payload, site.id, integration, mappingName)
  const feed = await parseFeedSliced(body, format, mappingName, context)
  if (!feed.ok) return error(400, feed.error)

  const who = user.collection === 'integrations' ? `integration: ${user.name}` : `staff: ${user.email}`
  // A full feed past these limits waits for staff: the integration's own, else the defaults (staff posting too).
  const hold: HoldRule =
    user.collection === 'integrations'
      ? {
          maxRemovedPercent: user.hold_removed_percent ?? DEFAULT_HOLD_RULE.maxRemovedPercent,
          minValidRows: user.hold_min_rows ?? DEFAULT_HOLD_RULE.minValidRows,
        }
      : DEFAULT_HOLD_RULE
  const integrationId = user.collection === 'integrations' ? user.id : null
  const options = {
    siteId: site.id,
    mode,
    source: 'api',
    format,
    mapping: feed.mapping,
    who,
    integrationId,
    hold,
  } as const
  if (dryRun === 'true') return Response.json(await dryRunStock(payload, options, feed.rows))
  if (isLargeFeed(asyncThreshold(), Buffer.byteLength(body), feed.rows.length)) {
    const runId = await queueImport(payload, options, feed.rows)
    const statusUrl = `/api/integrations/imports/${runId}`
    return Response.json(
      { run_id: runId, status: 'queued', status_url: statusUrl, received: feed.rows.length },
      { status: 202, headers: { Location: statusUrl } },
    )
  }
  const summary = await importStock(payload, options, feed.rows)
  return Response.json(summary, { status: summary.held ? 202 : 200 })
}
