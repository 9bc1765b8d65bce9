/**
 * Page-builder rules: page slugs and paths, the routes code owns (a page may not take them), and links
 * editors type into blocks.
 */
import { MAKE_SERVICE_TEMPLATE_SLUG } from './make-service'

/** The page that renders at `/`. */
export const HOME_SLUG = 'home'

/** Information routes of spec 2.1 that render from Pages (seeded on the demo sites). */
export const INFO_PAGE_SLUGS = [
  'vehicle-parts-and-accessories',
  'warranty',
  'roadside-assist',
  'about-us',
  'careers',
  'fleet',
  'privacy-policy',
  'terms-and-conditions',
  'book-test-drive',
  'buying',
] as const

/**
 * First path segments that routes in code own: a page with such a slug could never render, so it is
 * refused when saved. Includes the routes other parts of the platform build (service, contact, trade-in,
 * finance, locations, offers, models, blog...).
 */
export const RESERVED_FIRST_SEGMENTS: ReadonlySet<string> = new Set([
  'admin',
  'api',
  '_next',
  'cars',
  'search',
  'parts',
  'checkout-journey',
  'trade-in',
  'sell-my-car',
  'finance',
  'finance-enquiry',
  'apply-for-finance',
  'personalised',
  'sign-in',
  'sign-up',
  'sign-out',
  'forgot-password',
  'reset-password',
  'verify-email',
  'success',
  'contact',
  'contact-us',
  'locations',
  'dealerships',
  'special-offers',
  'offers',
  'service',
  'models',
  'brands',
  'blog',
  'watchlist',
  'garage',
  'compare',
  'feeds',
  'preview',
  'sitemap.xml',
  'robots.txt',
  'favicon.ico',
])

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const PAGE_SLUG_MAX_LENGTH = 200

/** Why a slug cannot be used for a page, or null. Slugs are lower-case words with hyphens, nested by '/'. */
export function pageSlugError(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0) return 'Enter a slug, e.g. about-us.'
  if (value.length > PAGE_SLUG_MAX_LENGTH) return `Use at most ${PAGE_SLUG_MAX_LENGTH} characters.`
  const segments = value.split('/')
  if (!segments.every((segment) => SEGMENT.test(segment)))
    return 'Use lower-case letters, digits and single hyphens; separate levels with /.'
  if (RESERVED_FIRST_SEGMENTS.has(segments[0] ?? ''))
    return `/${segments[0]} is a built-in page of the site; choose another slug.`
  return null
}

/** The shopper path of a page: `/` for the home page, else `/{slug}`. */
export function pagePath(slug: string): string {
  return slug === HOME_SLUG ? '/' : `/${slug}`
}

/** The page slug a catch-all path names, or null when it cannot be a page (bad segment, reserved, home or the service template by name). */
export function slugFromPath(segments: readonly string[]): string | null {
  let decoded: string[]
  try {
    decoded = segments.map((segment) => decodeURIComponent(segment))
  } catch {
    return null
  }
  const slug = decoded.join('/')
  // The home page renders at /, the manufacturer service template only as /{make}-service.
  if (slug === HOME_SLUG || slug === MAKE_SERVICE_TEMPLATE_SLUG) return null
  return pageSlugError(slug) ? null : slug
}

/**
 * A link an editor typed for shoppers: a path on this site or an http(s), mailto: or tel: address. Anything
 * else (javascript:, data:, protocol-relative or backslashed hosts, control characters) gives null.
 */
export function safeHref(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? ''
  if (!trimmed || /[\u0000-\u001f\u007f\\]/.test(trimmed)) return null
  if (trimmed.startsWith('#')) return trimmed
  if (trimmed.startsWith('/')) return trimmed.startsWith('//') ? null : trimmed
  try {
    const url = new URL(trimmed)
    return ['https:', 'http:', 'mailto:', 'tel:'].includes(url.protocol) ? trimmed : null
  } catch {
    return null
  }
}

/** Field validation for an editor's link: empty is fine unless required. */
export function linkFieldError(value: unknown, { required = false } = {}): string | null {
  if (value === null || value === undefined || value === '') return required ? 'Enter a link.' : null
  return safeHref(String(value)) ? null : 'Use a path on this site (/finance) or a full https:// address.'
}
