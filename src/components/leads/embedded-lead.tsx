import { siteLocations, type ResolvedSite } from '@/lib/data/sites'

import { EmbeddedLeadForm } from './deferred/embedded-lead-form'

/**
 * The embedded multi-location lead form on a page (server part): the site's visible locations, scoped to
 * the site, passed as props to the small client form. Written to become a page-builder block: its props
 * are what a block would hold (heading, page id, which location types to offer).
 */
export async function EmbeddedLead({
  site,
  pageId,
  heading = 'Get in touch',
  types,
}: {
  site: ResolvedSite
  pageId: string
  heading?: string
  types?: ReadonlyArray<'sales' | 'service' | 'parts'>
}) {
  const locations = (await siteLocations(site)).filter(
    (l) => !types || types.includes((l.locationType || 'sales') as 'sales'),
  )
  if (locations.length === 0) return null
  return (
    <EmbeddedLeadForm
      site={site.slug}
      country={site.settings.country}
      locations={locations.map(({ id, name }) => ({ id, name }))}
      captcha={site.features?.captcha !== false}
      pageId={pageId}
      heading={heading}
    />
  )
}
