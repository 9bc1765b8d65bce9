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
  journeyDeliverTo: 'Delivery to postcode {postcode}',
  journeyPostcode: 'Postcode',
  journeyZip: 'ZIP code',
  journeyDeliverToZip: 'Delivery to ZIP code {postcode}',
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
  journeyErrorPostcode: 'Invalid postcode. Please enter a 4-digit number.',
  journeyErrorZip: 'Invalid ZIP code. Please enter 5 digits, or ZIP+4.',
  journeyErrorDepositTerms: 'Please confirm you have read the deposit terms.',
  journeyErrorConfirm: 'Please confirm the details are right.',
  journeyErrorOrder: 'Please finish the steps before this one first.',
  journeyErrorGone: 'Sorry, this car is no longer available to buy online.',
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
