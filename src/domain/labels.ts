/**
 * Shopper-facing labels of the site chrome and blocks, written once in Australian English and spelled for
 * the site's locale on the way out (spec 9: en-US swaps colour→color, personalised→personalized,
 * enquiry→inquiry). Components take their words from `labelsFor(site.locale)`, never from literals.
 */
import { spellFor } from './locale'

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
} as const

export type LabelKey = keyof typeof LABELS
export type Labels = Record<LabelKey, string>

const cache = new Map<string, Labels>()

/** Every label in the locale's spelling (computed once per locale). */
export function labelsFor(locale: string | null | undefined): Labels {
  const key = locale ?? ''
  let labels = cache.get(key)
  if (!labels) {
    labels = Object.fromEntries(Object.entries(LABELS).map(([name, text]) => [name, spellFor(locale, text)])) as Labels
    cache.set(key, labels)
  }
  return labels
}

/** Whole currency units with thousands separators: $54,000 (spec 9); the locale decides the separators. */
export function formatMoney(locale: string | null | undefined, amount: number): string {
  const value = Number.isFinite(amount) ? Math.round(amount) : 0
  return `$${new Intl.NumberFormat(locale || 'en-AU', { maximumFractionDigits: 0 }).format(value)}`
}

/** A distance in the locale's unit: kilometres, miles in the US (spec 9). */
export function formatDistance(locale: string | null | undefined, kilometres: number): string {
  const miles = locale === 'en-US'
  const value = Math.round(miles ? kilometres / 1.609344 : kilometres)
  return `${new Intl.NumberFormat(locale || 'en-AU').format(value)} ${miles ? 'mi' : 'km'}`
}
