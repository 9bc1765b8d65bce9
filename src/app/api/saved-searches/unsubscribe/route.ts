import { payloadClient } from '@/lib/platform/payload'
import { jsonError, noSiteJson, requestSite } from '@/lib/requests/shopper-request'
import { unsubscribeSavedSearch } from '@/lib/saved-searches/saved-searches'

export const dynamic = 'force-dynamic'

/**
 * One-click unsubscribe from a saved search's alerts (RFC 8058): the alert's List-Unsubscribe URL, which
 * mail clients POST `List-Unsubscribe=One-Click` to, and the unsubscribe page's button (`page=1`: answered
 * with a redirect back to that page). The signed token names the saved search and this site; no session is
 * needed, so it carries no CSRF check: the token is the authority. 404 for a token not valid here.
 */
export async function POST(request: Request) {
  const site = await requestSite(request)
  if (!site) return noSiteJson()
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const form = await request.formData().catch(() => null)
  const saved = await unsubscribeSavedSearch(await payloadClient(), site, token)
  if (form?.get('page') === '1') {
    const page = `/account/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`
    return new Response(null, { status: 303, headers: { Location: page, 'Cache-Control': 'no-store' } })
  }
  if (!saved) return jsonError(404, 'This unsubscribe link is not valid.')
  return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } })
}
