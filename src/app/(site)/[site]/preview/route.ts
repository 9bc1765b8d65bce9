import { NextResponse, type NextRequest } from 'next/server'

import { safeReturnPath } from '@/domain/return-path'
import { PREVIEW_PARAM, verifyPreview } from '@/lib/requests/preview-session'
import { siteForHost } from '@/lib/data/sites'
import { noSiteText } from '@/lib/requests/shopper-request'

type Context = { params: Promise<{ site: string }> }

const text = (body: string, status: number) =>
  new NextResponse(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

/**
 * Older preview links (`/preview?token=…&path=…`): the token must name this site and be unexpired; the
 * page is then opened with the token in its own query (`?preview=`), which every preview request carries,
 * since a cross-site frame gets no cookie (src/lib/requests/preview-session.ts). Nothing is stored on the
 * browser. `?exit=1` goes to the published page.
 */
export async function GET(request: NextRequest, { params }: Context) {
  const site = await siteForHost((await params).site)
  if (!site) return noSiteText()
  const path = safeReturnPath(request.nextUrl.searchParams.get('path'))
  const redirect = (location: string, status: number) =>
    new NextResponse(null, { status, headers: { Location: location, 'Cache-Control': 'no-store' } })
  if (request.nextUrl.searchParams.get('exit') === '1') return redirect(path, 303)
  const token = request.nextUrl.searchParams.get('token')
  if (!token) return text('Bad request: a preview link needs its token', 400)
  const claims = await verifyPreview(token)
  if (!claims || claims.site !== site.id)
    return text(
      'This preview link is not valid for this site, or has expired. Open the preview from the admin again.',
      403,
    )
  const [pathname, query = ''] = path.split('?', 2)
  const search = new URLSearchParams(query)
  search.set(PREVIEW_PARAM, token)
  return redirect(`${pathname}?${search}`, 307)
}
