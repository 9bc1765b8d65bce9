import { cache } from 'react'

import { labelsFor, type Labels } from '@/domain/labels'
import { serviceListName } from '@/domain/locations'
import { customFooter, customHeader, type HeaderItem } from '@/domain/navigation'
import {
  chromeLocations,
  footerGroups,
  headerMenus,
  type ChromeLocation,
  type FooterGroup,
  type SiteMenus,
} from '@/domain/site-chrome'
import { siteModelMenuGroups } from '@/lib/data/model-route'

import { siteNavigation } from './site-navigation'
import { siteLocations, type ResolvedSite } from './sites'

export type SiteChrome = {
  labels: Labels
  menus: SiteMenus
  /** The site's own header entries (Menus), shown instead of the spec's fixed links; null: the spec's. */
  header: HeaderItem[] | null
  locations: ChromeLocation[]
  footer: FooterGroup[]
  opensOn: 'click' | 'hover'
  watchlist: boolean
  garage: boolean
}

/** Everything the header and footer show for a site: one loader, read once per request. */
export const siteChrome = cache(async (site: ResolvedSite): Promise<SiteChrome> => {
  const { locale, features } = site.settings
  const labels = labelsFor(locale)
  const [locations, vehicles, navigation] = await Promise.all([
    siteLocations(site),
    siteModelMenuGroups(site),
    siteNavigation(site),
  ])
  const serviceLocations = locations
    .filter((location) => location.locationType === 'service')
    .map((location) => ({ label: serviceListName(location, site.name), href: `/locations/${location.slug}` }))
  return {
    labels,
    menus: headerMenus(labels, vehicles),
    header: customHeader(navigation),
    locations: chromeLocations(locations, { telLinks: features.telLinks }),
    footer: customFooter(navigation) ?? footerGroups(labels, { financePath: features.financePath, serviceLocations }),
    opensOn: features.menuOpensOn,
    watchlist: true,
    garage: features.garageEnabled,
  }
})
