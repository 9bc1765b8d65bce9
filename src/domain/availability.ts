/** Availability of a car (spec 4): in_stock and coming_soon count as available; finance and enquiry options apply only to them. */
import type { CarStatus } from './car'

const AVAILABLE_STATUSES: ReadonlySet<CarStatus> = new Set(['in_stock', 'coming_soon'])

export function isAvailable(status: CarStatus): boolean {
  return AVAILABLE_STATUSES.has(status)
}
