/**
 * Model range pages (spec 2.1, 3 Model): the /models body filters, a model's address and which model a
 * path names.
 */

/** The /models body filter (spec 2.1): ?body= one of these. */
export const MODEL_BODY_FILTERS = [
  { value: 'suv', label: 'SUV' },
  { value: 'trucks', label: 'Trucks' },
  { value: 'vans', label: 'Vans' },
  { value: 'performance', label: 'Performance' },
  { value: 'electric', label: 'Electric' },
  { value: 'future-vehicles', label: 'Future Vehicles' },
] as const
export type ModelBodyFilter = (typeof MODEL_BODY_FILTERS)[number]['value']

export const MODEL_STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'coming_soon', label: 'Coming soon' },
] as const
export type ModelStatus = (typeof MODEL_STATUSES)[number]['value']

export const isModelBodyFilter = (value: unknown): value is ModelBodyFilter =>
  MODEL_BODY_FILTERS.some((filter) => filter.value === value)

export type ModelLike = {
  slug: string
  newSlug?: string | null
  overrideUrl?: string | null
  status?: ModelStatus | null
  bodyCategories?: readonly string[] | null
}

/** Models in a body filter; 'future-vehicles' also holds every model coming soon. */
export function filterModels<T extends ModelLike>(models: readonly T[], body: ModelBodyFilter | null): T[] {
  if (!body) return [...models]
  return models.filter(
    (model) =>
      (model.bodyCategories ?? []).includes(body) || (body === 'future-vehicles' && model.status === 'coming_soon'),
  )
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** A path of slugs: /a or /a/b (at most 4 segments), no trailing slash, query or fragment. */
const PATH = /^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){1,4}$/

export const isSlug = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 100 && SLUG.test(value)

/**
 * First path segments the app's own routes use: a model's slug or override URL may not start with one,
 * or its page would never be reached (or would hide the route).
 */
export const RESERVED_FIRST_SEGMENTS = [
  'about-us',
  'account',
  'admin',
  'api',
  'apply-for-finance',
  'blog',
  'book-test-drive',
  'brands',
  'buying',
  'careers',
  'cars',
  'checkout-journey',
  'compare',
  'contact',
  'contact-us',
  'dealerships',
  'feeds',
  'finance',
  'finance-enquiry',
  'fleet',
  'forgot-password',
  'garage',
  'locations',
  'models',
  'offers',
  'parts',
  'personalised',
  'privacy-policy',
  'reset-password',
  'roadside-assist',
  'search',
  'sell-my-car',
  'service',
  'sign-in',
  'sign-up',
  'sitemap.xml',
  'robots.txt',
  'special-offers',
  'success',
  'terms-and-conditions',
  'trade-in',
  'vehicle-parts-and-accessories',
  'verify-email',
  'warranty',
  'watchlist',
] as const

const reserved = (path: string) => (RESERVED_FIRST_SEGMENTS as readonly string[]).includes(path.split('/')[1] ?? '')

/** A model slug is valid when it is a slug and no route of the app claims it. */
export function modelSlugError(value: unknown): string | null {
  if (!isSlug(value)) return 'Use lower-case letters, digits and single hyphens.'
  return reserved(`/${value}`) ? `/${value} is a page of the site already; choose another slug.` : null
}

/** An override URL is valid when it is a path of slugs (/hilux-range) that no route of the app claims. */
export function overrideUrlError(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value !== 'string' || !PATH.test(value))
    return 'Use a path such as /toyota-hilux-range: lower-case words, no trailing slash.'
  return reserved(value) ? `${value} is a page of the site already; choose another address.` : null
}

/** A model's page: its override URL, else /{new slug}, else /{slug}. */
export function modelPath(model: ModelLike): string {
  return model.overrideUrl || `/${model.newSlug || model.slug}`
}

export type ModelMatch<T> = { kind: 'page'; model: T } | { kind: 'redirect'; model: T; to: string }

/**
 * The model a path names (spec 2.1: /{model slug} or the model's override URL): its own address shows
 * the page; an older address (the slug after a new slug or override URL replaced it) redirects there.
 * Null when no model claims the path.
 */
export function matchModelPath<T extends ModelLike>(models: readonly T[], path: string): ModelMatch<T> | null {
  const clean = path.replace(/\/+$/, '') || '/'
  const own = models.find((model) => modelPath(model) === clean)
  if (own) return { kind: 'page', model: own }
  const older = models.find((model) => [`/${model.slug}`, model.newSlug ? `/${model.newSlug}` : null].includes(clean))
  return older ? { kind: 'redirect', model: older, to: modelPath(older) } : null
}

export type ModelMenuGroup = { category: string; models: Array<{ label: string; href: string }> }

/**
 * The header's Vehicles dropdown (spec 2.2): the site's models grouped by brand, brands and models in name
 * order, each model linking to its page. Models without a make go under 'Other'.
 */
export function modelMenuGroups(
  models: ReadonlyArray<ModelLike & { name: string; manufacturer?: { name: string } | null }>,
): ModelMenuGroup[] {
  const groups = new Map<string, Array<{ label: string; href: string }>>()
  for (const model of [...models].sort((a, b) => a.name.localeCompare(b.name))) {
    const brand = model.manufacturer?.name ?? 'Other'
    groups.set(brand, [...(groups.get(brand) ?? []), { label: model.name, href: modelPath(model) }])
  }
  return [...groups].sort((a, b) => a[0].localeCompare(b[0])).map(([category, links]) => ({ category, models: links }))
}
