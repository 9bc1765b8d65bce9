import { cookies, draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'

import { safeReturnPath } from '@/domain/return-path'
import { PREVIEW_COOKIE, PREVIEW_TTL_SECONDS, verifyPreview } from '@/lib/requests/preview-session'
import { siteForHost } from '@/lib/data/sites'

type Context = { params: Promise<{ site: string }> }

const text = (body: string, status: number) =>
  new NextResponse(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

/**
 * Starts a preview session from the admin's signed link (src/lib/requests/page-preview.ts): the token must name this
 * site and be unexpired. Turns on draft mode, keeps the token in an HTTP-only cookie on this host, and goes
 * to the page. `?exit=1` ends the session.
 */
export async function GET(request: NextRequest, { params }: Context) {
  const site = await siteForHost((await params).site)
  if (!site) return text('No dealer site at this address', 404)
  const jar = await cookies()
  const mode = await draftMode()
  if (request.nextUrl.searchParams.get('exit') === '1') {
    mode.disable()
    jar.delete(PREVIEW_COOKIE)
    return new NextResponse(null, {
      status: 303,
      headers: { Location: safeReturnPath(request.nextUrl.searchParams.get('path')), 'Cache-Control': 'no-store' },
    })
  }
  const token = request.nextUrl.searchParams.get('token')
  if (!token) return text('Bad request: a preview link needs its token', 400)
  const claims = await verifyPreview(token)
  if (!claims || claims.site !== site.id)
    return text(
      'This preview link is not valid for this site, or has expired. Open the preview from the admin again.',
      403,
    )
  mode.enable()
  // SameSite=None: the admin shows the page in a frame from its own host.
  jar.set(PREVIEW_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: 'none',
    path: '/',
    maxAge: PREVIEW_TTL_SECONDS,
  })
  return new NextResponse(null, {
    status: 307,
    headers: { Location: safeReturnPath(request.nextUrl.searchParams.get('path')), 'Cache-Control': 'no-store' },
  })
}
