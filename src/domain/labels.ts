/**
 * The locale catalogue: every shopper-facing word of the site chrome, blocks and forms, written once in
 * Australian English and spelled for the site's locale on the way out (spec 9: en-US swaps colour→color,
 * personalised→personalized, enquiry→inquiry, favourite→favorite). Where the word itself differs (rego,
 * Kms, postcode), `LOCALE_LABELS` says it per locale. Components take their words from
 * `labelsFor(site.locale)` (client components: `useLabels()`), never from literals; units and formats from
 * the format functions below.
 */
import {
  distanceFromKm,
  isLocale,
  kgToPounds,
  litresToGallons,
  mmToInches,
  litresPer100kmToMpg,
  localeFacts,
  POSTCODE_MESSAGE,
  postcodeRule,
  spellFor,
  type Locale,
} from './locale'

export const LABELS = {
  skipToContent: 'Skip to content',
  home: 'Home',
  vehicles: 'Vehicles',
  allModels: 'All models',
  offers: 'Offers',
  ourStock: 'Our Stock',
  allStock: 'All stock',
  newCars: 'New cars',
  usedCars: 'Used cars',
  demoCars: 'Demo cars',
  tradeIn: 'Trade In',
  serviceAndParts: 'Service and Parts',
  service: 'Service',
  partsAndAccessories: 'Parts and Accessories',
  warranty: 'Warranty',
  roadsideAssist: 'Roadside Assist',
  company: 'Company',
  aboutUs: 'About Us',
  careers: 'Careers',
  contactUs: 'Contact Us',
  fleet: 'Fleet',
  locations: 'Locations',
  mainMenu: 'Main menu',
  openMenu: 'Menu',
  account: 'Your account',
  watchlist: 'Watchlist',
  savedCars: 'Saved cars',
  signIn: 'Sign in',
  callLocation: 'Call',
  footerVehicles: 'Vehicles',
  footerBuyerTools: 'Buyer Tools',
  footerServicing: 'Servicing and Parts',
  footerCompany: 'Company',
  suv: 'SUVs',
  trucks: 'Trucks',
  vans: 'Vans',
  performance: 'Performance',
  electric: 'Electric',
  futureVehicles: 'Future vehicles',
  specialOffers: 'Special Offers',
  finance: 'Finance',
  bookTestDrive: 'Book a Test Drive',
  termsAndConditions: 'Terms and Conditions',
  privacyPolicy: 'Privacy Policy',
  makeAnEnquiry: 'Make an Enquiry',
  enquire: 'Enquire',
  colour: 'Colour',
  personalisedFinance: 'Personalised Finance',
  // Blocks
  clickToView: 'Click to View',
  previous: 'Previous',
  next: 'Next',
  pause: 'Pause',
  play: 'Play',
  budgetHeading: 'Find a car within your budget',
  budgetCarType: 'Car type',
  budgetBody: 'Body type',
  budgetAnyBody: 'Any body type',
  budgetPeriod: 'Repayments',
  budgetWeekly: 'Weekly',
  budgetMonthly: 'Monthly',
  budgetRepayment: 'Repayment amount',
  budgetDeposit: 'Deposit',
  budgetYourBudget: 'Your budget',
  budgetShowCars: 'Show {count}',
  budgetPriceRange: 'Price range',
  budgetMinPrice: 'Minimum price',
  budgetMaxPrice: 'Maximum price',
  budgetSearchRange: 'Search this price range',
  bookAService: 'Book a Service',
  // The shopper's 400 (src/app/(site)/[site]/bad-request): a link whose query cannot be read or repaired
  badRequestTitle: 'This link is broken',
  badRequestBody:
    'Part of this web address is not valid, so we could not show the page. Start again from our home page or search our stock.',
  badRequestHome: 'Go to the home page',
  badRequestSearch: 'Search our stock',
  // The success page's summary of a lead (src/domain/lead-summary.ts)
  summaryEnquiry: 'Your enquiry',
  summaryFinance: 'Your finance enquiry',
  summaryPhotos: 'Your photo request',
  summaryTestDrive: 'Your test drive booking',
  summaryService: 'Service',
  summaryServiceBooking: 'Your service booking',
  summaryTradeIn: 'Your trade-in',
  summaryReference: 'Reference number',
  summaryCar: 'Car',
  summaryDateTime: 'Date and time',
  summaryDateAtTime: '{date} at {time}',
  summaryDate: 'Date',
  summaryTime: 'Time',
  summaryLocation: 'Location',
  summaryTradeInAccepted: 'Trade-in offer accepted',
  summaryTradeInEstimate: 'Trade-in estimate',
  summaryRange: '{low} to {high}',
  // Search results, vehicle page and account menu (#17)
  firstPage: 'First',
  lastPage: 'Last',
  pageNumber: 'Page {page}',
  resultPages: 'Result pages',
  searchFailed: 'We could not update the results. The cars shown are from your last search.',
  tryAgain: 'Try again',
  searchUpdating: 'Updating results…',
  signOut: 'Sign out',
  accountMenu: 'Account menu',
  reserveNow: 'Reserve Now',
  reserveOnline: 'Reserve Online',
  photoComingSoon: 'Photo coming soon',
  aboutMarketPrice: 'About the market price',
  aboutWeeklyEstimate: 'How this estimate is worked out',
  // Parts and accessories (/parts/search, /vehicle-parts-and-accessories, 'Request this part')
  partsSearchTitle: 'Parts and Accessories',
  partsSearchIntro: 'Search our parts and accessories by name, part number or the vehicle they fit.',
  partsSearchLabel: 'Search parts',
  partsText: 'Part name or number',
  partsMake: 'Make',
  partsAnyMake: 'Any make',
  partsModel: 'Model',
  partsModelHint: 'e.g. HiLux',
  partsSearch: 'Search',
  partsFoundOne: '1 part found',
  partsFoundMany: '{count} parts found',
  partsNone: 'No parts match this search. Ask our parts team: we can order most parts in.',
  partsPage: 'Page {page} of {pages}',
  partNumber: 'Part number',
  partFits: 'Fits',
  partFitsEvery: 'Every vehicle',
  partEveryModel: 'every model',
  partPriceOnRequest: 'Price on request',
  partAccessory: 'Accessory',
  requestPart: 'Request this part',
  requestPartHeading: 'Request {part}',
  requestPartSend: 'Send request',
  requestPartLocation: 'Parts location',
  requestPartMessage: 'Message (optional)',
  accessoriesTitle: 'Vehicle Accessories',
  accessoriesNone: 'No accessories are listed yet. Ask our parts team what fits your car.',
  accessoriesSearchAll: 'Search all parts and accessories',
  accessoriesForVehicle: 'Accessories for your vehicle',
  modelAccessories: '{count} genuine accessories',
  modelAccessoriesLink: 'See the accessories',
  // Book a test drive (/book-test-drive)
  testDriveTitle: 'Book a Test Drive',
  testDriveWhat: 'What would you like to drive?',
  testDriveCar: 'A car from our stock',
  testDriveModelHint: 'Choose a model (optional)',
  testDriveLocation: 'Location',
  testDriveDate: 'Date',
  testDriveSend: 'Book test drive',
  // Units and the car's own words (US: miles, license plate, registration).
  kilometres: 'Kilometres',
  odometer: 'Kms',
  odometerOptional: 'Odometer in km (optional)',
  odometerWithUnit: 'Odometer (km)',
  fuelConsumption: 'Fuel consumption (combined)',
  rego: 'Rego',
  regoOptional: 'Rego (optional)',
  yourCarsRego: "Your car's rego (optional)",
  regoExpiry: 'Rego expiry',
  regoState: 'State',
  lookUpRego: 'Look up rego',
  regoNotFound: 'We couldn\u2019t find that rego. Please enter your car\u2019s details below.',
  postcode: 'Postcode',
  // Saved cars
  favourites: 'Favourites',
  yourFavourites: 'Your favourites',
  saveToFavourites: 'Save {title} to favourites',
  savedToFavourites: '{title} saved to your favourites.',
  removedFromFavourites: '{title} removed from your favourites.',
  noFavouritesYet: 'No favourites yet. Tap the heart on any car to keep it here:',
  // Forms
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  email: 'Email',
  location: 'Location',
  chooseLocation: 'Choose a location',
  send: 'Send',
  sendUsAnEnquiry: 'Send us an enquiry',
  yourEnquiry: 'Your enquiry',
  yourEnquiryAbout: 'Your enquiry about',
  yourDetails: 'Your details',
  stepOf: '(step {step} of {steps})',
  sendEnquiry: 'Send enquiry',
  yourFinanceEnquiry: 'Your finance enquiry',
  sendFinanceEnquiry: 'Send finance enquiry',
  enquireAboutOffer: 'Enquire about this offer',
  // Finance
  comparisonRate: 'Comparison rate',
  interestRate: 'Interest rate',
  // Online Purchase, /checkout-journey (src/domain/checkout-journey.ts)
  buyOnline: 'Buy online',
  journeyHeading: 'Buy online',
  journeyTitle: 'Buy the {car} online',
  journeyProgress: 'Your progress',
  journeyStepCar: 'Car',
  journeyStepTradeIn: 'Trade-in',
  journeyStepPayment: 'Finance or cash',
  journeyStepDelivery: 'Delivery or pickup',
  journeyStepDeposit: 'Deposit',
  journeyStepReview: 'Review',
  journeyStepDone: 'done',
  journeyConfirmation: 'Confirmation',
  journeyContact: 'Your details',
  journeyName: 'Name',
  journeyEmail: 'Email',
  journeyPhone: 'Phone',
  journeyHasTradeIn: 'I have a car to trade in',
  journeyNoTradeIn: 'No trade-in',
  journeyMake: 'Make',
  journeyModel: 'Model',
  journeyYear: 'Year',
  journeyOdometer: 'Odometer ({unit})',
  journeyTradeInEstimate: 'Estimated trade-in value {low} to {high}',
  journeyTradeInNoEstimate: 'The dealer will value it in person',
  journeyCash: 'Pay in full',
  journeyFinance: 'Finance',
  journeyWeekly: 'Estimated {amount} per week',
  journeyPickup: 'Pick up from a dealership',
  journeyDelivery: 'Deliver to me',
  journeyPickupAt: 'Pick up at {location}',
  journeyDeliverTo: 'Delivery to postcode {code}',
  journeyLocation: 'Dealership',
  journeyDepositTerms: 'I understand the {amount} deposit holds this car for 48 hours and is refundable in full.',
  journeyDepositPaid: '{amount} deposit, car held',
  journeyConfirm: 'The details above are right: send my order to the dealer.',
  journeySubmitted: 'Order sent to the dealer',
  journeyWaitingFor: 'Next step: {step}',
  journeyContinue: 'Save and continue',
  journeyPayDeposit: 'Pay deposit and hold the car',
  journeySend: 'Send my order',
  journeyChange: 'Change',
  journeySaved: 'Saved: you can come back to this page to carry on.',
  journeyThanks: 'Thank you. {site} has your order and will call you to finish the purchase.',
  journeyBackToCar: 'Back to the car',
  journeyErrorMake: 'Please enter the make of your car.',
  journeyErrorModel: 'Please enter the model of your car.',
  journeyErrorYear: 'Please enter the year your car was built.',
  journeyErrorOdometer: 'Please enter the odometer reading as a whole number.',
  journeyErrorTradeIn: 'Please say whether you have a car to trade in.',
  journeyErrorPayment: 'Please choose finance or pay in full.',
  journeyErrorDelivery: 'Please choose delivery or pickup.',
  journeyErrorLocation: 'Please choose a dealership.',
  journeyErrorDepositTerms: 'Please confirm you have read the deposit terms.',
  journeyErrorConfirm: 'Please confirm the details are right.',
  journeyErrorOrder: 'Please finish the steps before this one first.',
  journeyErrorGone: 'Sorry, this car is no longer available to buy online.',
} as const

export type LabelKey = keyof typeof LABELS
export type Labels = Record<LabelKey, string>

/**
 * Where a locale's word differs from the Australian one (not just its spelling). en-NZ keeps the
 * Australian words (rego, Kms, postcode are New Zealand's too); en-US reads miles, license plates,
 * registration and ZIP codes. Entries here are final: they are not spelled again.
 */
export const LOCALE_LABELS: { readonly [L in Locale]?: Partial<Labels> } = {
  'en-US': {
    kilometres: 'Miles',
    odometer: 'Mileage',
    odometerOptional: 'Odometer in miles (optional)',
    odometerWithUnit: 'Odometer (miles)',
    fuelConsumption: 'Fuel economy (combined)',
    rego: 'License plate',
    regoOptional: 'License plate (optional)',
    yourCarsRego: "Your car's license plate (optional)",
    regoExpiry: 'Registration expires',
    lookUpRego: 'Look up license plate',
    regoNotFound: 'We couldn\u2019t find that license plate. Please enter your car\u2019s details below.',
    postcode: 'ZIP code',
    comparisonRate: 'APR',
    journeyDeliverTo: 'Delivery to ZIP code {code}',
  },
}

const cache = new Map<string, Labels>()

/** Every label in the locale's words and spelling (computed once per locale; unknown locales read en-AU). */
export function labelsFor(locale: string | null | undefined): Labels {
  const key = locale ?? ''
  let labels = cache.get(key)
  if (!labels) {
    const spelled = Object.fromEntries(Object.entries(LABELS).map(([name, text]) => [name, spellFor(locale, text)]))
    labels = { ...spelled, ...(isLocale(locale) ? LOCALE_LABELS[locale] : undefined) } as Labels
    cache.set(key, labels)
  }
  return labels
}

/** A label with its `{name}` placeholders filled: fill('Save {title} to favourites', { title }). */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/**
 * Validation and server messages in the locale's words: written once in Australian English in the domain
 * (src/domain/lead-forms.ts and friends), spelled for the locale, and swapped whole where the word differs.
 * The forms show every message through this, whether zod found it in the browser or the server sent it.
 */
const LOCALE_MESSAGES: { readonly [L in Locale]?: Readonly<Record<string, string>> } = {
  'en-US': {
    'Please enter a valid rego (letters and digits, at most 9).':
      'Please enter a valid license plate (letters and digits, at most 9).',
    [POSTCODE_MESSAGE]: postcodeRule('US').message,
    'Trade-in rego': 'Trade-in license plate',
    // The trade-in's 'no online estimate' for a high odometer (src/domain/valuation.ts), in miles.
    'We don\u2019t give an online estimate for cars with more than 100,000 km. Our team will value your car in person and contact you with an offer.':
      'We don\u2019t give an online estimate for cars with more than 62,137 miles. Our team will value your car in person and contact you with an offer.',
    Odometer: 'Odometer (miles)',
  },
}

const textCache = new Map<Locale, ReadonlyMap<string, string>>()
/** A locale's whole-text swaps: every catalogue label whose word differs, then the messages above. */
function swapsFor(locale: Locale): ReadonlyMap<string, string> {
  let swaps = textCache.get(locale)
  if (!swaps) {
    const own = LOCALE_LABELS[locale] ?? {}
    swaps = new Map([
      ...Object.entries(own).map(([key, text]) => [LABELS[key as LabelKey], text] as [string, string]),
      ...Object.entries(LOCALE_MESSAGES[locale] ?? {}),
    ])
    textCache.set(locale, swaps)
  }
  return swaps
}

/**
 * Any piece of Australian-English interface text in the locale's words: a catalogue label or domain
 * message whose word differs is swapped whole ('Kilometres' → 'Miles', 'Rego' → 'License plate' in en-US);
 * anything else is spelled for the locale (spellFor). For the domain's row labels and messages, which are
 * written once and shown on every site.
 */
export function textFor(locale: string | null | undefined, text: string): string {
  const own = isLocale(locale) ? swapsFor(locale).get(text) : undefined
  return own ?? spellFor(locale, text)
}

/** A validation or server message in the locale's words (see textFor). */
export const messageFor = textFor

/** Whole currency units with thousands separators: $54,000 (spec 9); the locale decides the separators. */
export function formatMoney(locale: string | null | undefined, amount: number): string {
  const value = Number.isFinite(amount) ? Math.round(amount) : 0
  return `$${new Intl.NumberFormat(locale || 'en-AU', { maximumFractionDigits: 0 }).format(value)}`
}

/** The short unit of distance: 'km', or 'mi' in the US. */
export const distanceUnitSymbol = (locale: string | null | undefined): 'km' | 'mi' =>
  localeFacts(locale).distanceUnit === 'mile' ? 'mi' : 'km'

/** A stored distance (km) in the locale's unit, whole units with separators: '20,000 km', '12,427 mi' in the US (spec 9). */
export function formatDistance(locale: string | null | undefined, kilometres: number): string {
  const facts = localeFacts(locale)
  const value = distanceFromKm(facts.locale, kilometres)
  return `${new Intl.NumberFormat(facts.locale).format(Number.isFinite(value) ? value : 0)} ${distanceUnitSymbol(locale)}`
}

/** A stored fuel consumption (L/100 km) as the locale reads it: '7.4 L/100 km', or '32 mpg' (US gallons) in the US; '' when unknown. */
export function formatConsumption(locale: string | null | undefined, litresPer100km: number): string {
  const facts = localeFacts(locale)
  if (!Number.isFinite(litresPer100km) || litresPer100km <= 0) return ''
  if (facts.distanceUnit === 'mile') {
    const mpg = litresPer100kmToMpg(litresPer100km)
    return `${new Intl.NumberFormat(facts.locale, { maximumFractionDigits: 0 }).format(mpg)} mpg`
  }
  return `${new Intl.NumberFormat(facts.locale, { maximumFractionDigits: 1 }).format(litresPer100km)} L/100 km`
}

/** A stored measure (litres, kg, mm) as the locale reads it: metric in AU and NZ, US customary in the US (gal, lb, in); whole units. */
export function formatMeasure(
  locale: string | null | undefined,
  value: number,
  unit: 'litre' | 'kilogram' | 'millimetre',
): string {
  const facts = localeFacts(locale)
  if (!Number.isFinite(value) || value < 0) return ''
  const us = facts.distanceUnit === 'mile'
  const [shown, symbol] =
    unit === 'litre'
      ? us
        ? [litresToGallons(value), 'gal']
        : [value, 'L']
      : unit === 'kilogram'
        ? us
          ? [kgToPounds(value), 'lb']
          : [value, 'kg']
        : us
          ? [mmToInches(value), 'in']
          : [value, 'mm']
  // Converted figures are whole units; metric ones as the feed gave them (up to 3 decimals, as before).
  const digits = us ? { maximumFractionDigits: 0 } : {}
  return `${new Intl.NumberFormat(facts.locale, digits).format(shown)} ${symbol}`
}
