import type { Payload, Where } from 'payload'

import { parseSiteHost } from '@/domain/site-host'
import { resolveSiteSettings, type SiteSettings } from '@/domain/site-settings'
import type { Media, Site } from '@/payload-types'

/** What shopper pages may know of a site: everything but staff-only bookkeeping (its domains build its links). */
export type PublicSite = Pick<
  Site,
  | 'id'
  | 'name'
  | 'slug'
  | 'domains'
  | 'template'
  | 'locale'
  | 'country'
  | 'defaultState'
  | 'timeZone'
  | 'theme'
  | 'phones'
  | 'features'
>

/**
 * A site's public record. `logo` is its logo's media item when the caller loaded it (`siteLogo`); else the
 * theme keeps the logo as it was read (an id at depth 0).
 */
export function toPublicSite(site: Site, logo?: Media | null): PublicSite {
  const { id, name, slug, domains, template, locale, country, defaultState, timeZone, phones, features } = site
  const theme = logo === undefined ? site.theme : { ...site.theme, logo }
  return {
    id,
    name,
    slug,
    domains: (domains ?? []).map(({ domain }) => ({ domain })),
    template,
    locale,
    country,
    defaultState,
    timeZone,
    theme,
    phones,
    features,
  }
}

/** A site as one request sees it: its public record and its settings resolved once, for this request's clock. */
export type ResolvedSite = PublicSite & { settings: SiteSettings }

/** Resolves a site's settings for a request handled at `now` (defaults applied, today in its time zone). */
export const resolveSite = (site: PublicSite, now: Date): ResolvedSite => ({
  ...site,
  settings: resolveSiteSettings(site, now),
})

/** The site a Host header names (`{slug}.localhost`, or a domain listed on a site), or null. */
export async function findSiteByHost(payload: Payload, hostHeader: string): Promise<PublicSite | null> {
  const parsed = parseSiteHost(hostHeader)
  if (!parsed) return null
  const where: Where =
    parsed.kind === 'slug' ? { slug: { equals: parsed.slug } } : { 'domains.domain': { equals: parsed.domain } }
  const { docs } = await payload.find({ collection: 'sites', where, limit: 1, depth: 0, overrideAccess: true })
  return docs[0] ? toPublicSite(docs[0], await siteLogo(payload, docs[0])) : null
}

/**
 * The site's logo (Sites, Brand and contact): one of its own media items, read with the site so the header
 * and the icon link have it on every page. Another site's image is never shown, should one be stored.
 */
async function siteLogo(payload: Payload, site: Site): Promise<Media | null> {
  const logo = site.theme?.logo
  const id = logo && typeof logo === 'object' ? logo.id : logo
  if (typeof id !== 'number') return null
  const { docs } = await payload.find({
    collection: 'media',
    where: { and: [{ id: { equals: id } }, { site: { equals: site.id } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}
