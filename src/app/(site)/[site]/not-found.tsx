import { headers } from 'next/headers'

import { fill, labelsFor } from '@/domain/labels'
import { siteDevUrl } from '@/domain/site-host'
import { siteForHost } from '@/lib/data/sites'

import { fillNodes } from '@/components/fill-nodes'

/** 404 for a missing page on a site, or for a host that names no site at all. */
export default async function NotFound() {
  const host = (await headers()).get('host') ?? ''
  const site = await siteForHost(encodeURIComponent(host))
  // No site: the platform's own page, in the default locale's words.
  const labels = labelsFor(site?.settings.locale)
  if (site) {
    return (
      <>
        <main>
          <h1>{labels.pageNotFound}</h1>
          <p>
            {fillNodes(labels.pageNotFoundBody, {
              home: <a href="/">{fill(labels.goToSiteHome, { site: site.name })}</a>,
            })}
          </p>
        </main>
      </>
    )
  }
  const port = host.split(':')[1] ?? '3000'
  return (
    <main>
      <h1>{labels.noSiteTitle}</h1>
      <p>{fillNodes(labels.noSiteBody, { host: <strong>{host || labels.thisAddress}</strong> })}</p>
      {process.env.NODE_ENV !== 'production' && (
        <p className="muted">
          {fillNodes(labels.noSiteDev, {
            pattern: siteDevUrl('{slug}', port),
            example: <a href={siteDevUrl('sunshine-motors', port)}>{siteDevUrl('sunshine-motors', port)}</a>,
          })}
        </p>
      )}
    </main>
  )
}
