/**
 * The parts and accessories catalogue (spec 2.1 /parts/search, /vehicle-parts-and-accessories): its search
 * by text and vehicle, which parts fit which vehicle, and the 'Request this part' lead to the parts location.
 */
import { z } from 'zod'

import { contactFields, LEAD_MESSAGES, MESSAGE_MAX, optionalText } from './lead-forms'
import { salesLocations } from './locations'

export const PART_NUMBER_MAX = 40
const PART_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/

/** Why a part number cannot be stored, or null: letters and digits, with spaces, dots, slashes or hyphens. */
export function partNumberError(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return 'Enter the part number.'
  if (value.length > PART_NUMBER_MAX) return `Use at most ${PART_NUMBER_MAX} characters.`
  return PART_NUMBER.test(value) ? null : 'Use letters and digits, with spaces, dots, slashes or hyphens.'
}

/** A part as the rules see it: `fits` empty means it fits every vehicle; a fit without a model, every model of its make. */
export type CatalogPart = {
  id: number
  name: string
  partNumber: string
  accessory: boolean
  fits: ReadonlyArray<{ make: number; model?: string | null }>
}

/** Parts shown on one page of results. */
export const PARTS_PAGE_SIZE = 24
const QUERY_MAX = 100
const MODEL_MAX = 80
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A parts search: free text, a make (by slug) and model, a page, and the part being requested. */
export type PartsQuery = { q: string; make: string | null; model: string | null; page: number; part: number | null }

const positiveInt = (value: string) => (/^[1-9]\d{0,8}$/.test(value) ? Number(value) : null)

/** Reads a parts search URL; a malformed parameter is refused (the proxy's 400), an empty one ignored. */
export function parsePartsQuery(
  params: URLSearchParams,
): { ok: true; value: PartsQuery } | { ok: false; error: string } {
  const q = (params.get('q') ?? '').trim()
  if (q.length > QUERY_MAX) return { ok: false, error: `q must be at most ${QUERY_MAX} characters` }
  const make = params.get('make') || null
  if (make !== null && !SLUG.test(make)) return { ok: false, error: 'make must be a make slug' }
  const model = (params.get('model') ?? '').trim() || null
  if (model !== null && model.length > MODEL_MAX)
    return { ok: false, error: `model must be at most ${MODEL_MAX} characters` }
  const rawPage = params.get('page')
  const page = rawPage === null || rawPage === '' ? 1 : positiveInt(rawPage)
  if (page === null) return { ok: false, error: 'page must be a positive whole number' }
  const rawPart = params.get('part')
  const part = rawPart === null || rawPart === '' ? null : positiveInt(rawPart)
  if (rawPart && part === null) return { ok: false, error: 'part must be a part id' }
  return { ok: true, value: { q, make, model, page, part } }
}

/** The same model name however it is written: 'HiLux', 'hilux', 'Hi-Lux'. */
const modelKey = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '')

/** Whether a part fits a vehicle: a make (id), and optionally a model of it. */
export function partFits(
  part: Pick<CatalogPart, 'fits'>,
  vehicle: { make: number | null; model?: string | null },
): boolean {
  if (part.fits.length === 0 || vehicle.make === null) return true
  const model = vehicle.model ? modelKey(vehicle.model) : ''
  return part.fits.some((fit) => fit.make === vehicle.make && (!fit.model || !model || modelKey(fit.model) === model))
}

/** Whether every word of the text is in the part's name or number (a number matches without spaces or hyphens). */
export function partMatchesText(part: Pick<CatalogPart, 'name' | 'partNumber'>, text: string): boolean {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean)
  const name = part.name.toLowerCase()
  const number = modelKey(part.partNumber)
  return words.every((word) => name.includes(word) || (modelKey(word) !== '' && number.includes(modelKey(word))))
}

/**
 * The parts a search finds, by name, and the page asked for (a page past the end gives the last page):
 * `makeId` is the id of the query's make, null for none; an unknown make finds nothing.
 */
export function searchParts<P extends CatalogPart>(
  parts: readonly P[],
  query: Pick<PartsQuery, 'q' | 'make' | 'model' | 'page'>,
  makeId: number | null,
  { accessoriesOnly = false }: { accessoriesOnly?: boolean } = {},
): { total: number; page: number; pages: number; items: P[] } {
  const unknownMake = query.make !== null && makeId === null
  const found = unknownMake
    ? []
    : parts
        .filter((part) => !accessoriesOnly || part.accessory)
        .filter((part) => partFits(part, { make: makeId, model: query.model }))
        .filter((part) => partMatchesText(part, query.q))
        .sort((a, b) => a.name.localeCompare(b.name) || a.partNumber.localeCompare(b.partNumber))
  const pages = Math.max(1, Math.ceil(found.length / PARTS_PAGE_SIZE))
  const page = Math.min(query.page, pages)
  return {
    total: found.length,
    page,
    pages,
    items: found.slice((page - 1) * PARTS_PAGE_SIZE, page * PARTS_PAGE_SIZE),
  }
}

/** How many accessories of the catalogue fit a model (its make and name), for the model's page. */
export function accessoriesCount(parts: readonly CatalogPart[], model: { make: number; name: string }): number {
  return parts.filter(
    (part) => part.accessory && part.fits.length > 0 && partFits(part, { make: model.make, model: model.name }),
  ).length
}

/** The URL of a parts search (and of one part's request form). */
export function partsSearchHref(query: Partial<PartsQuery>, path = '/parts/search'): string {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  if (query.make) params.set('make', query.make)
  if (query.model) params.set('model', query.model)
  if (query.page && query.page > 1) params.set('page', String(query.page))
  if (query.part) params.set('part', String(query.part))
  const search = params.toString()
  return `${path}${search ? `?${search}` : ''}${query.part ? '#request-part' : ''}`
}

export const PARTS_MESSAGES = { part: 'Please choose a part.' } as const

/** The parts request's rules on a site: the parts locations offered (a select past one) and the terms switch. */
export type PartsRequestRules = { locations: readonly string[]; requireTerms: boolean }

/** The locations a parts request goes to: the parts locations, else (a site without any) the sales locations. */
export function partsLocations<L extends { locationType?: string | null }>(locations: readonly L[]): L[] {
  const parts = locations.filter((location) => location.locationType === 'parts')
  return parts.length > 0 ? parts : salesLocations(locations)
}

/** 'Request this part' (spec 2.1): the contact fields, the part, the parts location when there are several, a message. */
export function partsRequestSchema(rules: PartsRequestRules) {
  return z
    .object({
      ...contactFields,
      part_id: z.coerce.number({ error: PARTS_MESSAGES.part }).int(PARTS_MESSAGES.part).positive(PARTS_MESSAGES.part),
      location: optionalText(100, LEAD_MESSAGES.location),
      message: optionalText(MESSAGE_MAX, LEAD_MESSAGES.messageTooLong),
      opt_in: z.boolean().default(true),
      terms: z.boolean().default(false),
    })
    .superRefine((value, ctx) => {
      if (rules.locations.length > 1 && !rules.locations.includes(value.location))
        ctx.addIssue({ code: 'custom', path: ['location'], message: LEAD_MESSAGES.location })
      if (rules.requireTerms && value.terms !== true)
        ctx.addIssue({ code: 'custom', path: ['terms'], message: LEAD_MESSAGES.terms })
    })
}
export type PartsRequestInput = z.input<ReturnType<typeof partsRequestSchema>>
export type PartsRequestValues = z.output<ReturnType<typeof partsRequestSchema>>
