/** Availability of a car (spec 4): in_stock and coming_soon count as available; finance and enquiry options apply only to them. */
import type { CarDocument, CarStatus } from './car'

const AVAILABLE_STATUSES: ReadonlySet<CarStatus> = new Set(['in_stock', 'coming_soon'])

export function isAvailable(status: CarStatus): boolean {
  return AVAILABLE_STATUSES.has(status)
}

/** A car can be reserved while it is available and not already reserved. */
export function isReservable(car: Pick<CarDocument, 'status' | 'reserved'>): boolean {
  return isAvailable(car.status) && !car.reserved
}
