/**
 * Analytics events pushed to `window.dataLayer` (spec 9): a call click, a car saved to favourites. Each
 * carries the car and the site so a dealer's tag manager can tell its sites apart.
 */
export type AnalyticsCar = {
  id: number
  car_type: string
  make: string | null
  model: string | null
  price: number | null
}

export type AnalyticsEvent = {
  event: 'call_click' | 'car_save'
  site: string
  car_id: number
  car_type: string
  make: string | null
  model: string | null
  price: number | null
}

export function analyticsEvent(event: AnalyticsEvent['event'], site: string, car: AnalyticsCar): AnalyticsEvent {
  return { event, site, car_id: car.id, car_type: car.car_type, make: car.make, model: car.model, price: car.price }
}
