import { SavedSearchChangeSchema } from '@/domain/saved-searches'
import { customerFromHeaders } from '@/lib/data/customers'
import { payloadClient } from '@/lib/platform/payload'
import { sameSiteRequest } from '@/lib/requests/shopper-request'
import { changeSavedSearch } from '@/lib/saved-searches/saved-searches'

export const dynamic = 'force-dynamic'

const LIST = '/account/saved-searches'
const back = (notice: 'changed' | 'deleted' | 'not-found' | 'invalid') =>
  new Response(null, { status: 303, headers: { Location: `${LIST}?notice=${notice}`, 'Cache-Control': 'no-store' } })

/**
 * The forms of /account/saved-searches (plain form posts, no JavaScript needed): `action` rename (with
 * `name`), pause, resume or delete, and the saved search's `id`. Only the signed-in shopper's own searches
 * on this site; the answer is a redirect back to the list with a notice.
 */
export async function POST(request: Request) {
  const start = await sameSiteRequest(request)
  if (!start.ok) return start.response
  const { site } = start
  const customer = await customerFromHeaders(site, request.headers)
  if (!customer) return new Response(null, { status: 303, headers: { Location: LIST, 'Cache-Control': 'no-store' } })
  const form = await request.formData().catch(() => null)
  const parsed = SavedSearchChangeSchema.safeParse(form ? Object.fromEntries(form) : {})
  if (!parsed.success) return back('invalid')
  const result = await changeSavedSearch(await payloadClient(), site, customer, parsed.data)
  if (result.status === 404) return back('not-found')
  return back(parsed.data.action === 'delete' ? 'deleted' : 'changed')
}
