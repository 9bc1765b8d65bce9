import { acknowledgeLead } from '@/integrations/leads-api'
import { integrationMay } from '@/integrations/permissions'
import { payloadClient } from '@/lib/platform/payload'

export const dynamic = 'force-dynamic'

const error = (status: number, message: string) => Response.json({ error: message }, { status })

/**
 * A CRM marks a lead it pulled as exported: `POST /api/integrations/leads/{id}/ack` with a key that may read
 * the lead's site's leads. Idempotent: later calls answer the first acknowledgement (`already: true`).
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return error(401, 'Sign the request: Authorization: integrations API-Key <key>.')
  if (user.collection !== 'integrations' || !(user.permissions ?? []).includes('read-leads'))
    return error(403, 'This key may not read leads (it needs the Read leads permission).')

  const { id } = await params
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647)
    return error(400, 'The lead id must be a positive whole number: /api/integrations/leads/{id}/ack.')
  const result = await acknowledgeLead(payload, Number(id), user, (siteId) =>
    integrationMay(user, 'read-leads', siteId),
  )
  return result.ok ? Response.json(result) : error(result.status, result.error)
}
