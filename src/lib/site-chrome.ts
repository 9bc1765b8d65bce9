import { cache } from 'react'

import { labelsFor, type Labels } from '@/domain/labels'
import { chromeLocations, footerGroups, headerMenus, serviceListName, type ChromeLocation, type FooterGroup, type ModelMenuGroup, type SiteMenus } from '@/domain/site-chrome'

import { siteLocations, type PublicSite } from './sites'

export type SiteChrome = {
  labels: Labels
  menus: SiteMenus
  locations: ChromeLocation[]
  footer: FooterGroup[]
  opensOn: 'click' | 'hover'
  watchlist: boolean
  garage: boolean
}

/**
 * The Vehicles dropdown: the site's models grouped by brand category (spec 2.2). The Models collection is
 * built separately (issue 7, content); until it is merged this returns no groups and the header links
 * Vehicles to /models alone. Fill this one function to read that collection, scoped to `site`.
 */
export async function siteModelMenu(site: PublicSite): Promise<ModelMenuGroup[]> {
  void site
  return []
}

/** Everything the header and footer show for a site: one loader, read once per request. */
export const siteChrome = cache(async (site: PublicSite): Promise<SiteChrome> => {
  const labels = labelsFor(site.locale)
  const [locations, vehicles] = await Promise.all([siteLocations(site), siteModelMenu(site)])
  const telLinks = site.features?.telLinks !== false
  const serviceLocations = locations
    .filter((location) => location.locationType === 'service')
    .map((location) => ({ label: serviceListName(location.name, site.name), href: `/locations/${location.slug}` }))
  return {
    labels,
    menus: headerMenus(labels, vehicles),
    locations: chromeLocations(locations, { telLinks }),
    footer: footerGroups(labels, { financePath: site.features?.financePath ?? '/finance', serviceLocations }),
    opensOn: site.features?.menuOpensOn === 'hover' ? 'hover' : 'click',
    watchlist: true,
    garage: site.features?.garageEnabled !== false,
  }
})
