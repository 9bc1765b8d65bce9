/**
 * The site's header and footer menus (spec 2.2), built from the site's settings, its locations and its model
 * range. Pure: src/lib/data/site-chrome.ts loads the data.
 */
import type { Labels } from './labels'
import { addressLine, locationType, sortLocationsByType, type LocationType } from './locations'
import { phoneHref } from './phone'
import type { ModelMenuGroup } from './models'

export type MenuLink = { label: string; href: string }

export type ChromeLocationInput = {
  id: number | string
  name: string
  slug: string
  locationType?: LocationType | null
  phone?: string | null
  address?: { street?: string | null; city?: string | null; state?: string | null; postcode?: string | null } | null
}

export type ChromeLocation = {
  id: string
  name: string
  type: LocationType
  address: string | null
  phone: string | null
  phoneHref: string
}

export { telHref } from './phone'

/** One line of address: street, city state postcode (`addressLine`), or null. */
export function addressLabel(address: ChromeLocationInput['address']): string | null {
  return addressLine(address) || null
}

/**
 * The Locations dropdown (spec 2.2): sales, then service, then parts, each with its address and phone. The
 * phone links to tel: on sites that dial; otherwise (or without a number) to /contact.
 */
export function chromeLocations(
  locations: readonly ChromeLocationInput[],
  { telLinks }: { telLinks: boolean },
): ChromeLocation[] {
  return sortLocationsByType(locations).map((location) => {
    return {
      id: String(location.id),
      name: location.name,
      type: locationType(location),
      address: addressLabel(location.address),
      phone: location.phone?.trim() || null,
      phoneHref: phoneHref(location.phone, telLinks),
    }
  })
}

export type SiteMenus = {
  vehicles: ModelMenuGroup[]
  stock: MenuLink[]
  serviceAndParts: MenuLink[]
  company: MenuLink[]
}

export type FooterGroup = { heading: string; links: MenuLink[] }

/** The header's fixed dropdowns (spec 2.2); the Vehicles groups come from the site's models. */
export function headerMenus(labels: Labels, vehicles: ModelMenuGroup[]): SiteMenus {
  return {
    vehicles,
    stock: [
      { label: labels.allStock, href: '/cars/' },
      { label: labels.newCars, href: '/search/new-cars' },
      { label: labels.usedCars, href: '/search/used-cars' },
      { label: labels.demoCars, href: '/search/demo-cars' },
    ],
    serviceAndParts: [
      { label: labels.service, href: '/service' },
      { label: labels.partsAndAccessories, href: '/vehicle-parts-and-accessories' },
      { label: labels.warranty, href: '/warranty' },
      { label: labels.roadsideAssist, href: '/roadside-assist' },
    ],
    company: [
      { label: labels.aboutUs, href: '/about-us' },
      { label: labels.careers, href: '/careers' },
      { label: labels.contactUs, href: '/contact' },
      { label: labels.fleet, href: '/fleet' },
    ],
  }
}

/** The footer groups (spec 2.2): Vehicles by body, Buyer Tools, Servicing and Parts, and the company group. */
export function footerGroups(
  labels: Labels,
  { financePath, serviceLocations }: { financePath: string; serviceLocations: MenuLink[] },
): FooterGroup[] {
  return [
    {
      heading: labels.footerVehicles,
      links: [
        { label: labels.allModels, href: '/models' },
        { label: labels.suv, href: '/models?body=suv' },
        { label: labels.trucks, href: '/models?body=trucks' },
        { label: labels.vans, href: '/models?body=vans' },
        { label: labels.performance, href: '/models?body=performance' },
        { label: labels.electric, href: '/models?body=electric' },
        { label: labels.futureVehicles, href: '/models?body=future-vehicles' },
      ],
    },
    {
      heading: labels.footerBuyerTools,
      links: [
        { label: labels.newCars, href: '/search/new-cars' },
        { label: labels.demoCars, href: '/search/demo-cars' },
        { label: labels.usedCars, href: '/search/used-cars' },
        { label: labels.specialOffers, href: '/special-offers' },
        { label: labels.finance, href: financePath },
        { label: labels.fleet, href: '/fleet' },
        { label: labels.tradeIn, href: '/trade-in' },
        { label: labels.bookTestDrive, href: '/book-test-drive' },
      ],
    },
    {
      heading: labels.footerServicing,
      links: [
        { label: labels.service, href: '/service' },
        ...serviceLocations,
        { label: labels.partsAndAccessories, href: '/vehicle-parts-and-accessories' },
        { label: labels.warranty, href: '/warranty' },
        { label: labels.roadsideAssist, href: '/roadside-assist' },
      ],
    },
    {
      heading: labels.footerCompany,
      links: [
        { label: labels.aboutUs, href: '/about-us' },
        { label: labels.careers, href: '/careers' },
        { label: labels.makeAnEnquiry, href: '/contact' },
        { label: labels.termsAndConditions, href: '/terms-and-conditions' },
        { label: labels.privacyPolicy, href: '/privacy-policy' },
      ],
    },
  ]
}
