/**
 * The spec's per-site defaults and choices (spec 2.6, 5, 9). The Site collection's fields take their
 * defaults and options from here, and so does every rule that reads a site setting.
 */
import { dateTimeFormat } from './intl'
import { COUNTRIES, DEFAULT_STATE, localeFacts, spellFor, type Country, type Locale } from './locale'

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

export const DEFAULT_TIME_ZONE = 'Australia/Brisbane'

/**
 * A site's stored settings as they arrive from the database: any field may be missing or null. The
 * resolver below is the one place that fills in the defaults.
 */
export type SiteSettingsInput = {
  locale?: string | null
  country?: string | null
  defaultState?: string | null
  timeZone?: string | null
  features?: {
    garageEnabled?: boolean | null
    favouritesUsedWithImagesOnly?: boolean | null
    financeProvider?: FinanceProvider | null
    hideFinance?: boolean | null
    financeDefaultRate?: number | null
    financePath?: FinancePath | null
    personalisedFinance?: boolean | null
    reservations?: {
      enabled?: boolean | null
      depositAmount?: number | null
      checkoutPath?: CheckoutPath | null
      moneyBackGuarantee?: boolean | null
      onlinePurchase?: boolean | null
    } | null
    vehiclePage?: {
      tradeIn?: boolean | null
      paymentMethods?: boolean | null
      chatAssistantUrl?: string | null
      liveChatUrl?: string | null
      customButton?: { label?: string | null; url?: string | null } | null
    } | null
    subscriptions?: boolean | null
    noPriceText?: string | null
    promoTilePositions?: readonly number[] | null
    promoTilesByCarType?: boolean | null
    includeSoldCarsDays?: number | null
    hideCarsWithoutPhotos?: boolean | null
    imageHosts?: readonly string[] | null
    excludeZeroPriceOnPriceAsc?: boolean | null
    certifiedPreOwned?: { enabled?: boolean | null; make?: string | null } | null
    electricHybridTag?: boolean | null
    marketPriceIndicator?: boolean | null
    holidayHours?: boolean | null
    closedByAppointment?: boolean | null
    menuOpensOn?: 'click' | 'hover' | null
    telLinks?: boolean | null
    requireTermsAgreement?: boolean | null
    enquiryMessageOptional?: boolean | null
    enquiryCategorySelect?: boolean | null
    captcha?: boolean | null
    customBodies?: boolean | null
    stockCountOverride?: number | null
    reviewsMinimumRating?: number | null
    hiddenReviewAuthors?: readonly string[] | null
    serviceBookingUrl?: string | null
  } | null
}

export type FinancePath = (typeof FINANCE_PATHS)[number]
export type CheckoutPath = (typeof CHECKOUT_PATHS)[number]

/** Every per-site switch with its default applied: plain booleans and values, nothing optional. */
export type SiteFeatures = {
  garageEnabled: boolean
  favouritesUsedWithImagesOnly: boolean
  /** null: the site shows no finance estimates. */
  financeProvider: FinanceProvider | null
  hideFinance: boolean
  financeDefaultRate: number
  financePath: FinancePath
  personalisedFinance: boolean
  reservations: {
    enabled: boolean
    /** As stored: `reservationDeposit` turns a missing or non-positive amount into the default. */
    depositAmount: number | null
    checkoutPath: CheckoutPath
    moneyBackGuarantee: boolean
    onlinePurchase: boolean
  }
  vehiclePage: {
    tradeIn: boolean
    paymentMethods: boolean
    chatAssistantUrl: string | null
    liveChatUrl: string | null
    /** Both label and address, or null. */
    customButton: { label: string; url: string } | null
  }
  subscriptions: boolean
  noPriceText: string
  promoTilePositions: readonly number[]
  promoTilesByCarType: boolean
  includeSoldCarsDays: number
  hideCarsWithoutPhotos: boolean
  /** Hosts of the feed's photos the image route may fetch and resize (src/domain/feed-images.ts). */
  imageHosts: readonly string[]
  excludeZeroPriceOnPriceAsc: boolean
  certifiedPreOwned: { enabled: boolean; make: string | null }
  electricHybridTag: boolean
  marketPriceIndicator: boolean
  holidayHours: boolean
  closedByAppointment: boolean
  menuOpensOn: 'click' | 'hover'
  telLinks: boolean
  requireTermsAgreement: boolean
  enquiryMessageOptional: boolean
  enquiryCategorySelect: boolean
  captcha: boolean
  customBodies: boolean
  /** null: the summed facet count shows. */
  stockCountOverride: number | null
  reviewsMinimumRating: number
  hiddenReviewAuthors: readonly string[]
  serviceBookingUrl: string | null
}

/**
 * One site as one request sees it: its locale facts, its time zone and every feature switch resolved,
 * plus the request's clock. `now`, `today` and `currentYear` are per-request values: they are fixed
 * when the settings are resolved for a request, never cached across requests.
 */
export type SiteSettings = {
  locale: Locale
  country: Country
  currency: 'AUD' | 'NZD' | 'USD'
  distanceUnit: 'kilometre' | 'mile'
  defaultState: string
  /** IANA time zone of the dealership. */
  timeZone: string
  features: SiteFeatures
  /** The instant the request is handled (per request). */
  now: Date
  /** The dealer's calendar date at `now`, YYYY-MM-DD in the site's time zone (per request). */
  today: string
  /** The dealer's year at `now`, in the site's time zone (per request). */
  currentYear: number
}

const flag = (value: boolean | null | undefined, fallback: boolean) => (typeof value === 'boolean' ? value : fallback)
const text = (value: string | null | undefined) => (value ? value : null)
const oneOf = <T extends string>(options: readonly T[], value: string | null | undefined, fallback: T): T =>
  value && (options as readonly string[]).includes(value) ? (value as T) : fallback

/** Whether a string names a time zone `Intl` knows. */
function knownTimeZone(timeZone: string): boolean {
  try {
    dateTimeFormat('en-US', { timeZone })
    return true
  } catch {
    return false
  }
}

/** The dealer's calendar date at `now` in `timeZone`, YYYY-MM-DD. */
export function dealerToday(timeZone: string, now: Date): string {
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

/**
 * A site's settings with every default applied (locale en-AU, its country, time zone Australia/Brisbane,
 * each switch's admin default), and the request's clock at `now`. Pure: the caller passes `now`.
 */
export function resolveSiteSettings(site: SiteSettingsInput, now: Date): SiteSettings {
  const facts = localeFacts(site.locale)
  const country = (COUNTRIES as readonly string[]).includes(site.country ?? '')
    ? (site.country as Country)
    : facts.country
  const timeZone = site.timeZone && knownTimeZone(site.timeZone) ? site.timeZone : DEFAULT_TIME_ZONE
  const f = site.features ?? {}
  const reservations = f.reservations ?? {}
  const vehiclePage = f.vehiclePage ?? {}
  const custom = vehiclePage.customButton
  const today = dealerToday(timeZone, now)
  return {
    locale: facts.locale,
    country,
    currency: facts.currency,
    distanceUnit: facts.distanceUnit,
    defaultState: site.defaultState || DEFAULT_STATE,
    timeZone,
    now,
    today,
    currentYear: Number(today.slice(0, 4)),
    features: {
      garageEnabled: flag(f.garageEnabled, true),
      favouritesUsedWithImagesOnly: flag(f.favouritesUsedWithImagesOnly, false),
      financeProvider: f.financeProvider ?? null,
      hideFinance: flag(f.hideFinance, false),
      financeDefaultRate: typeof f.financeDefaultRate === 'number' ? f.financeDefaultRate : FINANCE_DEFAULT_RATE,
      financePath: oneOf(FINANCE_PATHS, f.financePath, FINANCE_PATHS[0]),
      personalisedFinance: flag(f.personalisedFinance, false),
      reservations: {
        enabled: flag(reservations.enabled, false),
        depositAmount: reservations.depositAmount ?? null,
        checkoutPath: oneOf(CHECKOUT_PATHS, reservations.checkoutPath, CHECKOUT_PATHS[0]),
        moneyBackGuarantee: flag(reservations.moneyBackGuarantee, false),
        onlinePurchase: flag(reservations.onlinePurchase, false),
      },
      vehiclePage: {
        tradeIn: flag(vehiclePage.tradeIn, true),
        paymentMethods: flag(vehiclePage.paymentMethods, true),
        chatAssistantUrl: text(vehiclePage.chatAssistantUrl),
        liveChatUrl: text(vehiclePage.liveChatUrl),
        customButton: custom?.label && custom.url ? { label: custom.label, url: custom.url } : null,
      },
      subscriptions: flag(f.subscriptions, false),
      noPriceText: f.noPriceText ?? spellFor(facts.locale, NO_PRICE_TEXT_FALLBACK),
      promoTilePositions: f.promoTilePositions?.length ? f.promoTilePositions : PROMO_TILE_POSITIONS_DEFAULT,
      promoTilesByCarType: flag(f.promoTilesByCarType, false),
      includeSoldCarsDays: f.includeSoldCarsDays ?? INCLUDE_SOLD_CARS_DAYS_DEFAULT,
      hideCarsWithoutPhotos: flag(f.hideCarsWithoutPhotos, false),
      imageHosts: f.imageHosts ?? [],
      excludeZeroPriceOnPriceAsc: flag(f.excludeZeroPriceOnPriceAsc, false),
      certifiedPreOwned: { enabled: flag(f.certifiedPreOwned?.enabled, false), make: text(f.certifiedPreOwned?.make) },
      electricHybridTag: flag(f.electricHybridTag, false),
      marketPriceIndicator: flag(f.marketPriceIndicator, false),
      holidayHours: flag(f.holidayHours, false),
      closedByAppointment: flag(f.closedByAppointment, false),
      menuOpensOn: f.menuOpensOn === 'hover' ? 'hover' : 'click',
      telLinks: flag(f.telLinks, true),
      requireTermsAgreement: flag(f.requireTermsAgreement, false),
      enquiryMessageOptional: flag(f.enquiryMessageOptional, false),
      enquiryCategorySelect: flag(f.enquiryCategorySelect, true),
      captcha: flag(f.captcha, true),
      customBodies: flag(f.customBodies, false),
      stockCountOverride: f.stockCountOverride ?? null,
      reviewsMinimumRating: f.reviewsMinimumRating ?? REVIEW_MINIMUM_RATING_DEFAULT,
      hiddenReviewAuthors: f.hiddenReviewAuthors ?? [],
      serviceBookingUrl: text(f.serviceBookingUrl),
    },
  }
}
