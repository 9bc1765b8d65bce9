import { parseLeadsQuery } from '@/domain/leads-api'
import { leadsPage } from '@/integrations/leads-api'
import { integrationMay } from '@/integrations/permissions'
import { payloadClient } from '@/lib/platform/payload'

export const dynamic = 'force-dynamic'

const error = (status: number, message: string) => Response.json({ error: message }, { status })

/**
 * A CRM pulls leads: `GET /api/integrations/leads?site={slug}[&since={ISO time}][&cursor={c}][&limit=n]
 * [&unacknowledged=true]` with `Authorization: integrations API-Key <key>`, a key with the Read leads
 * permission for that site. Oldest first; pass `next_cursor` back to read on. README: Leads API.
 */
export async function GET(request: Request) {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return error(401, 'Sign the request: Authorization: integrations API-Key <key>.')

  const parsed = parseLeadsQuery(new URL(request.url).searchParams)
  if (!parsed.ok) return error(400, parsed.error)
  const { query } = parsed

  const { docs } = await payload.find({
    collection: 'sites',
    where: { slug: { equals: query.site } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const site = docs[0]
  if (!site || user.collection !== 'integrations' || !integrationMay(user, 'read-leads', site.id)) {
    return error(
      403,
      `This key may not read the leads of site '${query.site}' (it needs the Read leads permission and the site listed).`,
    )
  }
  return Response.json({ site: site.slug, ...(await leadsPage(payload, site, user.id, query)) })
}
