import Link from 'next/link'
import { headers } from 'next/headers'

import { siteDevUrl } from '@/domain/site-host'
import { siteForHost } from '@/lib/data/sites'

import { SiteHeader } from '@/components/chrome/site-header'

/** 404 for a missing page on a site, or for a host that names no site at all. */
export default async function NotFound() {
  const host = (await headers()).get('host') ?? ''
  const site = await siteForHost(encodeURIComponent(host))
  if (site) {
    return (
      <>
        <SiteHeader site={site} />
        <main>
          <h1>Page not found</h1>
          <p>
            We couldn&rsquo;t find that page. <Link href="/">Go to the {site.name} home page</Link>.
          </p>
        </main>
      </>
    )
  }
  const port = host.split(':')[1] ?? '3000'
  return (
    <main>
      <h1>No dealer site at this address</h1>
      <p>
        <strong>{host || 'This address'}</strong> is not connected to any dealer site on this platform. If you expected
        a site here, check the address, or ask the platform team to add this domain to the site.
      </p>
      {process.env.NODE_ENV !== 'production' && (
        <p className="muted">
          In development, sites are served at {siteDevUrl('{slug}', port)}, e.g.{' '}
          <a href={siteDevUrl('sunshine-motors', port)}>{siteDevUrl('sunshine-motors', port)}</a>.
        </p>
      )}
    </main>
  )
}
