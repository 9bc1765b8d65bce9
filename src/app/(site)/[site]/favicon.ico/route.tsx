import { ImageResponse } from 'next/og'

import { siteIcon } from '@/domain/site-icon'
import { siteForHost } from '@/lib/data/sites'
import { noSiteText } from '@/lib/requests/shopper-request'

export const dynamic = 'force-dynamic'

const SIZE = 64

/**
 * The site's /favicon.ico (browsers ask for it on their own): a PNG of the site's initials in its brand
 * colour (src/domain/site-icon.ts). A site with a logo links to its logo image (a copy in its media
 * library) from every page instead (the site layout's metadata); this address keeps the initials.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await siteForHost((await params).site)
  if (!site) return noSiteText()
  const icon = siteIcon(site)
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: icon.background,
        color: icon.foreground,
        borderRadius: 12,
        fontSize: icon.initials.length > 1 ? 30 : 40,
        letterSpacing: -1,
      }}
    >
      {icon.initials}
    </div>,
    { width: SIZE, height: SIZE, headers: { 'Cache-Control': 'public, max-age=86400' } },
  )
}
