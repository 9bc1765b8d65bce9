/**
 * The one tag a car card shows (spec 4, 5), first match wins; and the 'Test Drive Only' custom tag that
 * changes a card's buttons (spec 2.4).
 */
import type { CarDocument } from './car'

/** The new tag shows while a car was created less than this many days ago (spec 9). */
export const NEW_TAG_DAYS = 8
const SECONDS_PER_DAY = 86_400
export const TEST_DRIVE_ONLY_TAG = 'Test Drive Only'

export type TagCar = Pick<
  CarDocument,
  'simple_fuel' | 'reserved' | 'make' | 'certified' | 'status' | 'tag' | 'created_at'
>
export type TagSettings = {
  electricHybridTag: boolean
  certifiedPreOwned: { enabled: boolean; make: string | null | undefined }
}

export type CarTagKind = 'hybrid' | 'electric' | 'reserved' | 'certified' | 'custom' | 'coming-soon' | 'new'
/** `label` is the tag's text (for the certified programme, the alt text of its image). */
export type CarTag = { kind: CarTagKind; label: string }

/** What the certified rule reads: a search document or a stored Car (whose certified may be null). */
export type CertifiedCar = { make?: string | null; certified?: boolean | null; status: TagCar['status'] }

/**
 * Certified badge (spec 5): the programme's make, certified true, the site's flag on, status not sold. The
 * search card and the vehicle page (its certified pre-owned modal) share it.
 */
export function isCertifiedPreOwned(car: CertifiedCar, settings: Pick<TagSettings, 'certifiedPreOwned'>): boolean {
  const programmeMake = settings.certifiedPreOwned.make?.trim().toLowerCase()
  const ofProgramme = Boolean(programmeMake) && car.make?.trim().toLowerCase() === programmeMake
  return settings.certifiedPreOwned.enabled && ofProgramme && car.certified === true && car.status !== 'sold'
}

/** Created less than 8 days before `nowSeconds` (epoch seconds). */
export function isNewArrival(createdAt: number, nowSeconds: number): boolean {
  return nowSeconds - createdAt < NEW_TAG_DAYS * SECONDS_PER_DAY
}

/** Hybrid before electric: a plug-in hybrid's fuel names both. */
function electricOrHybrid(fuel: string | null): CarTag | null {
  const lower = fuel?.toLowerCase() ?? ''
  if (lower.includes('hybrid')) return { kind: 'hybrid', label: 'Hybrid' }
  return lower.includes('electric') ? { kind: 'electric', label: 'Electric' } : null
}

/**
 * The card's tag: electric/hybrid (where the site enables it); reserved; certified programme; the car's
 * custom tag; COMING SOON; New Arrival (created less than 8 days ago); otherwise none.
 */
export function carTag(car: TagCar, settings: TagSettings, nowSeconds: number): CarTag | null {
  const fuelTag = settings.electricHybridTag ? electricOrHybrid(car.simple_fuel) : null
  if (fuelTag) return fuelTag
  if (car.reserved) return { kind: 'reserved', label: 'Reserved' }
  if (isCertifiedPreOwned(car, settings)) return { kind: 'certified', label: 'Certified Pre-Owned' }
  const custom = car.tag?.trim()
  if (custom) return { kind: 'custom', label: custom }
  if (car.status === 'coming_soon') return { kind: 'coming-soon', label: 'COMING SOON' }
  return isNewArrival(car.created_at, nowSeconds) ? { kind: 'new', label: 'New Arrival' } : null
}

/** The custom tag that leaves a card only its Book a Test Drive button (spec 2.4); case and spacing ignored. */
export function isTestDriveOnly(tag: string | null | undefined): boolean {
  return tag?.trim().toLowerCase() === TEST_DRIVE_ONLY_TAG.toLowerCase()
}
