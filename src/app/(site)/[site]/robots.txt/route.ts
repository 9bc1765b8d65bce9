import { robotsTxt } from '@/domain/sitemap'
import { requestSiteOrigin } from '@/lib/requests/request-origin'
import { siteForHost } from '@/lib/data/sites'
import { noSiteText } from '@/lib/requests/shopper-request'

export const dynamic = 'force-dynamic'

/** robots.txt of the site the host names, pointing at its sitemap on the site's own host. */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await siteForHost((await params).site)
  if (!site) return noSiteText()
  return new Response(robotsTxt(await requestSiteOrigin(site)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
