/**
 * Manufacturer service pages (spec 2.1 `/{make}-service`, e.g. `/ford-service`): one page per make the site
 * services, rendered from the site's editable template page with the make written in.
 */

import { salesLocations } from './locations'

/** The slug of the page staff edit as the template of every `/{make}-service` page; it never renders at its own path. */
export const MAKE_SERVICE_TEMPLATE_SLUG = 'manufacturer-service'

/** What the template's text may hold: replaced by the make's name and its slug. */
export const MAKE_PLACEHOLDER = '{make}'
export const MAKE_SLUG_PLACEHOLDER = '{make-slug}'

const MAKE_SERVICE = /^([a-z0-9]+(?:-[a-z0-9]+)*)-service$/

/** The make slug a path names as `/{make}-service` (one segment), or null. */
export function makeServiceSlug(segments: readonly string[]): string | null {
  if (segments.length !== 1) return null
  return MAKE_SERVICE.exec(segments[0] ?? '')?.[1] ?? null
}

/** The path of a make's service page. */
export const makeServicePath = (makeSlug: string) => `/${makeSlug}-service`

type ServicingLocation = { locationType?: string | null; manufacturers?: readonly number[] | null }

/**
 * The makes a site services: those of its service locations; a site without a service location services
 * at its sales locations (as its service booking does), so their makes.
 */
export function servicedMakeIds(locations: readonly ServicingLocation[]): number[] {
  const service = locations.filter((location) => location.locationType === 'service')
  const servicing = service.length > 0 ? service : salesLocations(locations)
  return [...new Set(servicing.flatMap((location) => location.manufacturers ?? []))]
}

/**
 * The template with the make written in: every text in it (title, SEO, blocks' text and links) has
 * `{make}` replaced by the make's name and `{make-slug}` by its slug. Returns a copy.
 */
export function fillMakeTemplate<T>(template: T, make: { name: string; slug: string }): T {
  return JSON.parse(JSON.stringify(template), (_key, value: unknown) =>
    typeof value === 'string'
      ? value.split(MAKE_SLUG_PLACEHOLDER).join(make.slug).split(MAKE_PLACEHOLDER).join(make.name)
      : value,
  ) as T
}
