/**
 * The spec's per-site defaults and choices (spec 2.6, 5, 9). The Site collection's fields take their
 * defaults and options from here, and so does every rule that reads a site setting.
 */

/** The eight finance providers of spec 5, by the name a site's `financeProvider` setting stores. */
export const FINANCE_PROVIDERS = [
  { value: 'broker', label: 'Broker-style lender' },
  { value: 'comparison', label: 'Comparison-service lender (age-limited)' },
  { value: 'manual', label: 'Manual-entry provider' },
  { value: 'finance-360', label: '360-style lender' },
  { value: 'angle', label: 'Angle lender' },
  { value: 'power-torque', label: 'Power-torque lender' },
  { value: 'manufacturer-captive', label: 'Manufacturer-captive lender' },
  { value: 'loans', label: 'Loans lender' },
] as const
export type FinanceProvider = (typeof FINANCE_PROVIDERS)[number]['value']

export const RESERVATION_DEPOSIT_DEFAULT = 200
export const INCLUDE_SOLD_CARS_DAYS_DEFAULT = 3
/** Promo tiles go at position 8 on most sites (spec 2.6). */
export const PROMO_TILE_POSITIONS_DEFAULT = [8]
export const NO_PRICE_TEXT_FALLBACK = 'Enquire for price.'
export const FINANCE_DEFAULT_RATE = 10
export const REVIEW_MINIMUM_RATING_DEFAULT = 4

export const SITE_TEMPLATES = [
  { value: 'classic', label: 'Classic (vehicle page in tabs)' },
  { value: 'showroom', label: 'Showroom (vehicle page in sections)' },
] as const
export type SiteTemplate = (typeof SITE_TEMPLATES)[number]['value']

export const FINANCE_PATHS = ['/finance', '/finance-enquiry', '/apply-for-finance'] as const
export const CHECKOUT_PATHS = ['checkout', 'buy-online'] as const
