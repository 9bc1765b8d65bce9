/**
 * Search preset routes (spec 2.1, 2.7): /search/{preset}, /search/{make}, /search/{make}/{model} and
 * /search/{body}, each mapped to a search, a page title and a canonical path. Make, model and body slugs
 * are matched against the site's own facet values; an unknown slug is null (a 404).
 */
import { DEFAULT_SEARCH, type UrlSearch } from './search-url'

/** The site's facet values the slugs are matched against. */
export type SearchCatalogue = {
  makes: readonly string[]
  /** Models keyed by make, as the make facet spells it. */
  modelsByMake: Readonly<Record<string, readonly string[]>>
  bodies: readonly string[]
}

export type SearchPreset = { search: UrlSearch; title: string; canonicalPath: string }

/** The spec's car types, each a preset as /search/{car_type}-cars (spec 2.1). */
export const SPEC_CAR_TYPES = ['new', 'used', 'demo'] as const

type Refinements = UrlSearch['refinements']

type FixedPreset = { title: string; refinements: Refinements }
const carTypePreset = (type: (typeof SPEC_CAR_TYPES)[number]): [string, FixedPreset] => [
  `${type}-cars`,
  { title: `${type.charAt(0).toUpperCase()}${type.slice(1)} Cars`, refinements: { car_type: [type] } },
]

const FIXED_PRESETS: ReadonlyMap<string, FixedPreset> = new Map<string, FixedPreset>([
  ['new-used-and-demo-cars', { title: 'New, Used and Demo Cars', refinements: {} }],
  ['new-and-demo-cars', { title: 'New and Demo Cars', refinements: { car_type: ['new', 'demo'] } }],
  ...SPEC_CAR_TYPES.map(carTypePreset),
  ['7-seaters', { title: '7 Seater Cars', refinements: { seats: ['7'] } }],
])

/** Lower-case words joined by hyphens, e.g. 'Mercedes-Benz' -> 'mercedes-benz', 'Cab Chassis' -> 'cab-chassis'. */
export function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * The spec's body types (spec 'Body types supported': 4x4, bus, cabChassis, …) as a shopper reads them.
 * Each is a preset on every site, also before the site stocks one (an empty search, not a 404).
 */
export const SPEC_BODY_TYPES = [
  '4x4',
  'Bus',
  'Cab Chassis',
  'Convertible',
  'Coupe',
  'Hardtop',
  'Hatch',
  'Hatchback',
  'Motorhome',
  'Light Truck',
  'People Mover',
  'Sedan',
  'Softtop',
  'SUV',
  'Ute',
  'Van',
  'Wagon',
  'Station Wagon',
] as const

/** A body slug with its words run together (the spec's 'cabChassis' lower-cased) also names the body. */
const compact = (slug: string) => slug.replace(/-/g, '')

const findBySlug = (values: readonly string[], slug: string) => values.find((value) => slugify(value) === slug)

const preset = (title: string, refinements: Refinements, slugs: string[]): SearchPreset => ({
  search: { ...DEFAULT_SEARCH, refinements, ranges: {} },
  title,
  canonicalPath: `/search/${slugs.join('/')}`,
})

/**
 * The preset for the path segments after /search. One segment: a fixed preset first, then a make, then a
 * body type. Two segments: a make and one of its models. Slugs match case-insensitively; the canonical
 * path is lower-case.
 */
export function resolveSearchPreset(segments: readonly string[], catalogue: SearchCatalogue): SearchPreset | null {
  const slugs = segments.map((segment) => segment.toLowerCase())
  const [first, second] = slugs
  if (!first || slugs.length > 2) return null
  const make = findBySlug(catalogue.makes, first)
  if (second !== undefined) {
    const model = make ? findBySlug(catalogue.modelsByMake[make] ?? [], second) : undefined
    return make && model ? preset(`${make} ${model} Cars`, { make: [make], model: [model] }, [first, second]) : null
  }
  const fixed = FIXED_PRESETS.get(first)
  if (fixed) return preset(fixed.title, fixed.refinements, [first])
  if (make) return preset(`${make} Cars`, { make: [make] }, [first])
  // The site's own spelling first (the refinement must match its facet), then the spec's list.
  const body =
    findBySlug(catalogue.bodies, first) ??
    findBySlug(SPEC_BODY_TYPES, first) ??
    SPEC_BODY_TYPES.find((value) => compact(slugify(value)) === compact(first))
  return body ? preset(`${body} Cars`, { body: [body] }, [slugify(body)]) : null
}
