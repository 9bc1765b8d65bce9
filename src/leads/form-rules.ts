import { enquiryRules, type LocationHours, type TestDriveRules } from '@/domain/lead-forms'
import { resolveSiteSettings, type SiteSettingsInput } from '@/domain/site-settings'
import { salesLocations } from '@/domain/locations'
import { hoursFromStored } from '@/domain/opening-hours'
import type { ServiceRules } from '@/domain/service-booking'
import { regoStates } from '@/domain/trade-in'
import type { PublicSite } from '@/lib/data/site-lookup'

/**
 * What a site's settings and locations make of its lead forms' rules. The page rendering a form and the
 * endpoint checking it make the same call here, so both agree.
 */

/** A location a lead form may offer: the site's visible sales locations. */
export type FormLocation = {
  id: number
  slug: string
  name: string
  dealershipSlug?: string | null
  locationType?: string | null
  primary?: boolean | null
  contactDetail?: Parameters<typeof hoursFromStored>[0]
}

/** The site's settings with every default applied (src/domain/site-settings.ts), for a request at `now`. */
const settingsOf = (site: SiteSettingsInput, now: Date) => resolveSiteSettings(site, now)

/** The site's sales locations and its dealership slugs, as the forms offer them. */
export function formChoices(locations: readonly FormLocation[]) {
  const sales = salesLocations(locations)
  return {
    locations: sales.map(({ id, slug, name }) => ({ id, slug, name })),
    dealerships: [
      ...new Set(
        locations.map((location) => location.dealershipSlug?.trim()).filter((slug): slug is string => Boolean(slug)),
      ),
    ],
  }
}

/** The rules of an enquiry-like form (enquiry, test drive, photo request, finance) on this site. */
export function formRules(
  site: Pick<PublicSite, 'features' | 'timeZone'>,
  locations: readonly FormLocation[],
  { general, now }: { general: boolean; now: Date },
) {
  const choices = formChoices(locations)
  const { features, timeZone, today } = settingsOf(site, now)
  const rules = enquiryRules(features, {
    general,
    locations: choices.locations.map((l) => l.slug),
    dealerships: choices.dealerships,
  })
  // Test-drive times follow the chosen location's hours; with no choice, the primary sales location's.
  const sales = salesLocations(locations)
  const hoursOf = (location: FormLocation): LocationHours => hoursFromStored(location.contactDetail, timeZone)
  const main = sales.find((location) => location.primary) ?? sales[0]
  const testDrive: TestDriveRules = {
    ...rules,
    today,
    openingHours: main ? hoursOf(main) : null,
    locationHours: Object.fromEntries(sales.map((location) => [location.slug, hoursOf(location)])),
  }
  return { ...choices, rules, testDrive }
}

/** The site's service locations (the service form's select); a site without any books at its sales locations. */
export function serviceLocations(locations: readonly FormLocation[]) {
  const service = locations.filter((l) => l.locationType === 'service')
  return (service.length > 0 ? service : salesLocations(locations)).map(({ id, slug, name }) => ({ id, slug, name }))
}

/** The service booking's rules on this site. */
export function serviceRules(
  site: Pick<PublicSite, 'features' | 'timeZone'>,
  locations: readonly FormLocation[],
  now: Date,
): ServiceRules & { choices: ReturnType<typeof serviceLocations> } {
  const choices = serviceLocations(locations)
  const { features, today, currentYear } = settingsOf(site, now)
  return {
    choices,
    locations: choices.map((l) => l.slug),
    requireTerms: features.requireTermsAgreement,
    today,
    currentYear,
    openingHours: null,
  }
}

/** The trade-in's lead capture rules on this site. */
export const tradeInRules = (site: Pick<PublicSite, 'features'>) => ({
  requireTerms: settingsOf(site, new Date()).features.requireTermsAgreement,
})

/** The dealer's current year, for the trade-in age rule. */
export const dealerYear = (site: Pick<PublicSite, 'timeZone'>, now: Date) => settingsOf(site, now).currentYear
export const tradeInStates = (site: Pick<PublicSite, 'country'>) => regoStates(site.country)
