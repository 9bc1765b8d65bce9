/**
 * The locale catalogue: every shopper-facing word of the site chrome, blocks and forms, written once in
 * Australian English and spelled for the site's locale on the way out (spec 9: en-US swaps colour→color,
 * personalised→personalized, enquiry→inquiry, favourite→favorite). Where the word itself differs (rego,
 * Kms, postcode), `LOCALE_LABELS` says it per locale. Components take their words from
 * `labelsFor(site.locale)` (client components: `useLabels()`), never from literals; units and formats from
 * the format functions below.
 */
import { numberFormat } from './intl'
import {
  distanceFromKm,
  feetAndInches,
  feetToMetres,
  INCHES_PER_FOOT,
  isLocale,
  kgToPounds,
  litresToGallons,
  mmToInches,
  litresPer100kmToMpg,
  localeFacts,
  POSTCODE_MESSAGE,
  postcodeRule,
  spellFor,
  swappedText,
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
  callUsNow: 'Call us now',
  quickActions: 'Quick actions',
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
  budgetPriceRange: 'Price range',
  budgetMinPrice: 'Minimum price',
  budgetMaxPrice: 'Maximum price',
  budgetSearchRange: 'Search this price range',
  bookAService: 'Book a Service',
  // The dealer home page (#18): hero quick search, featured stock, locations with today's hours and a map
  quickSearch: 'Quick search',
  quickSearchMake: 'Make',
  quickSearchAnyMake: 'Any make',
  quickSearchModel: 'Model',
  quickSearchAnyModel: 'Any model',
  quickSearchMaxPrice: 'Max price',
  quickSearchAnyPrice: 'Any price',
  quickSearchUpTo: 'Up to {price}',
  quickSearchSubmit: 'Search cars',
  featuredCars: 'Featured cars',
  latestArrivals: 'Latest arrivals',
  seeAllStock: 'See all cars',
  visitUs: 'Visit us',
  openingToday: 'Today',
  todaysHours: 'Today: {hours}',
  locationsMap: 'Map of our locations',
  mapInstructions: 'Map: arrow keys move it, plus and minus zoom.',
  mapLoading: 'Loading the map\u2026',
  mapUnavailable: 'The map could not be loaded. Each address, with directions, is on this page.',
  paymentMethods: 'Payment methods',
  // Blocks' and tiles' defaults when staff leave a heading or link text empty
  findOutMore: 'Find out more',
  shopByMake: 'Shop by make',
  shopByBody: 'Shop by body type',
  ourStockHeading: 'Our stock',
  viewStockButton: 'View stock',
  // The account forms' alert when the answer is not one the server wrote
  serverUnreachable: 'We could not reach the server. Check your connection and try again.',
  unexpectedError: 'An unexpected error occured',
  // Facet tiles' counts, the long-text toggle, the card's compare toggle, the budget finder's car types
  carCountOne: '{count} car',
  carCountMany: '{count} cars',
  viewMore: 'View more',
  viewLess: 'View less',
  compare: 'Compare',
  comparing: 'Comparing',
  budgetCarTypeOption: '{type}s',
  budgetShowUpTo: 'Show {type}s up to {budget}',
  budgetNoneFound: '0 {type}s Found',
  budgetNoneNote: 'No {type}s found for this budget',
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
  // Photos: card photos, the vehicle gallery, and the drawing of a car without photos (issue 18)
  photos: 'Photos',
  photosOf: 'Photos of the {title}',
  photoAlt: '{title}, photo {index}',
  photoCountOne: '1 photo',
  photoCountMany: '{count} photos',
  photoPosition: 'Photo {index} of {count}',
  previousPhoto: 'Previous photo',
  nextPhoto: 'Next photo',
  choosePhoto: 'Choose a photo',
  showPhoto: 'Show photo {index}',
  viewFullScreen: 'View full screen',
  closeFullScreen: 'Close full screen',
  vehicleDrawing: 'Drawing of the {title}: photos coming soon',
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
  // Saved searches with email alerts (#22): the search page's form, /account/saved-searches, the emails
  savedSearches: 'Saved searches',
  saveSearch: 'Save this search',
  saveSearchIntro: 'Get an email when matching cars arrive or drop in price.',
  saveSearchName: 'Name this search',
  saveSearchFrequency: 'Email me',
  saveSearchInstant: 'As soon as matching cars arrive',
  saveSearchDaily: 'Once a day',
  saveSearchSubmit: 'Save search',
  saveSearchSaved: 'Saved. We have emailed you a link: follow it to start your alerts.',
  saveSearchSignIn: 'Sign in to save this search',
  saveSearchTooMany: 'You have saved as many searches as we keep. Delete one to save another.',
  saveSearchFailed: 'We could not save this search. Please try again.',
  savedSearchesTitle: 'Your saved searches',
  savedSearchesNone: 'No saved searches yet. Search our stock and choose Save this search.',
  savedSearchStatus: 'Status',
  savedSearchPending: 'Waiting for you to confirm by email',
  savedSearchActive: 'Alerts on',
  savedSearchPaused: 'Paused',
  savedSearchUnsubscribed: 'Unsubscribed',
  savedSearchFrequency: 'Emails',
  savedSearchInstant: 'Instant',
  savedSearchDaily: 'Daily',
  savedSearchLastEmail: 'Last email',
  savedSearchNever: 'None yet',
  savedSearchEmailsSent: 'Emails sent',
  savedSearchSeeCars: 'See the cars',
  savedSearchNewName: 'New name for {name}',
  savedSearchRename: 'Rename',
  savedSearchPause: 'Pause',
  savedSearchResume: 'Resume',
  savedSearchDelete: 'Delete',
  savedSearchDeleted: 'Deleted.',
  savedSearchChanged: 'Saved your change.',
  savedSearchNotFound: 'That saved search no longer exists.',
  savedSearchConfirmTitle: 'Confirm your alert',
  savedSearchConfirmed: 'Your alert {name} is on. We will email you when matching cars arrive or drop in price.',
  savedSearchLinkInvalid: 'This link is not valid. Open your saved searches to manage your alerts.',
  savedSearchUnsubscribeTitle: 'Unsubscribe',
  savedSearchUnsubscribeQuestion: 'Stop the emails for {name}?',
  savedSearchUnsubscribeButton: 'Unsubscribe',
  savedSearchUnsubscribedDone: 'You are unsubscribed from {name}. We will send no more emails for it.',
  savedSearchManage: 'Manage your saved searches',
  // The emails
  savedSearchConfirmSubject: 'Confirm your saved search: {name}',
  savedSearchConfirmGreeting: 'Hi {name},',
  savedSearchConfirmBody:
    'You asked {site} to email you about cars matching your search {name}. Follow this link to start your alerts:',
  savedSearchConfirmLink: 'Start my alerts',
  savedSearchConfirmIgnore: 'If it was not you, ignore this email: we will send nothing more.',
  savedSearchAlertSubject: 'New matches for {name} at {site}',
  savedSearchAlertIntro: 'Cars matching your saved search {name}:',
  savedSearchAlertNew: 'Just arrived',
  savedSearchAlertDrop: 'Price drop: now {now}, was {was}',
  savedSearchAlertMore: 'And {count} more: see every car matching your search',
  savedSearchAlertAll: 'See every car matching your search',
  savedSearchAlertWhy: 'You get this email because you saved this search at {site}.',
  savedSearchUnsubscribeLink: 'Unsubscribe from this alert',
  // Accounts, carousel, location details (#17: every word from the catalogue)
  password: 'Password',
  signingIn: 'Signing in…',
  name: 'Name',
  phoneNumber: 'Phone number',
  phoneNumberHint: 'Needed to save cars to your watchlist.',
  passwordHint: 'At least {count} characters.',
  createAnAccount: 'Create an account',
  createAccount: 'Create account',
  creatingAccount: 'Creating your account…',
  checkEmailToConfirm: 'Check your email to confirm your address.',
  checkEmail: 'Check your email.',
  resetYourPassword: 'Reset your password',
  emailMeALink: 'Email me a link',
  sending: 'Sending…',
  passwordChanged: 'Your password has been changed.',
  chooseNewPassword: 'Choose a new password',
  newPassword: 'New password',
  newPasswordAgain: 'New password again',
  changePassword: 'Change password',
  saving: 'Saving…',
  // Content pages: blog, cards, locations, models
  blogCategories: 'Blog categories',
  allPosts: 'All posts',
  noPostsYet: 'No posts here yet.',
  pages: 'Pages',
  newerPosts: 'Newer posts',
  pageOf: 'Page {page} of {pages}',
  olderPosts: 'Older posts',
  viewLocation: 'View Location',
  viewOffer: 'View offer',
  aboutThe: 'About the {name}',
  fromPrice: 'From {price}',
  holidayHoursDate: 'Date',
  holidayHoursHours: 'Hours',
  landline: 'Landline',
  viewOnMap: 'View on map',
  opensInNewTab: '(opens in a new tab)',
  getDirections: 'Get Directions',
  directionsTo: 'to {name}',
  holidayOpeningHours: 'Holiday Opening Hours',
  holidayOpeningHoursAt: 'Holiday opening hours: {name}',
  breadcrumb: 'Breadcrumb',
  models: 'Models',
  bodyColon: 'Body: {body}',
  fuelColon: 'Fuel: {fuel}',
  seeAlso: 'See also:',
  viewStock: 'View {name} stock',
  modelOffers: '{name} offers',
  modelRange: '{name} range',
  // Offers list
  filterOffers: 'Filter offers',
  make: 'Make',
  model: 'Model',
  allMakes: 'All makes',
  showOffers: 'Show offers',
  clearFilters: 'Clear filters',
  offersOne: '1 offer',
  offersMany: '{count} offers',
  offersMatchSuffix: ' match your filters.',
  offersNoneFiltered: 'No offers match these filters right now.',
  offersNone: 'There are no special offers right now. Please check back soon.',
  // Finance page, dialogs
  yourPersonalisedFinance: 'Your personalised finance',
  applyForFinance: 'Apply for finance',
  financeIntro:
    'Tell us what you are looking for and the {site} finance team will come back to you with options{name}.',
  financeFor: 'Finance for the {car}',
  priceAmount: 'Price {price}',
  estimatedPerWeek: 'Estimated {amount} per week.',
  close: 'Close',
  // Lead forms
  back: 'Back',
  preferredDealership: 'Preferred dealership',
  chooseDealership: 'Choose a dealership',
  vehicleBudgetOptional: 'Vehicle budget ($, optional)',
  carTypeOptional: 'Car type (optional)',
  any: 'Any',
  carTypeNew: 'New',
  carTypeUsed: 'Used',
  carTypeDemo: 'Demo',
  anythingElseOptional: 'Anything else we should know? (optional)',
  captchaNote: 'To stop spam, your browser does a moment of work when you send this form. No tracking, no puzzles.',
  message: 'Message',
  messageOptional: 'Message (optional)',
  subscribeOptIn: 'Subscribe me to the latest offers and product updates',
  agreeToTerms: 'I agree to the {terms}',
  termsOfUse: 'terms of use',
  category: 'Category',
  preferredTimeOptional: 'Preferred time (optional)',
  closedThatDay: 'We are closed that day.',
  anyTime: 'Any time',
  chooseDateFirst: 'Choose a date first',
  whichPhotosOptional: 'Which photos would you like? (optional)',
  requestPhotos: 'Request photos',
  reservationTerms: 'I understand the {amount} deposit holds this car for 48 hours and is refundable in full.',
  reserveThisCar: 'Reserve this car',
  serviceLocation: 'Service location',
  chooseService: 'Choose a service',
  yearOptional: 'Year (optional)',
  preferredDropOffDateOptional: 'Preferred drop-off date (optional)',
  anythingWeShouldKnowOptional: 'Anything we should know? (optional)',
  bookService: 'Book service',
  preferredDateOptional: 'Preferred date (optional)',
  // Page preview, reservation checkout
  previewDraft: 'Preview of the latest draft',
  notPublished: ' (not published)',
  exitPreview: 'Exit preview',
  backToCar: 'Back to the car',
  reserveThe: 'Reserve the {car}',
  stockNumberValue: 'Stock number {stocknum}',
  yourDeposit: 'Your deposit',
  depositOnline:
    'You pay the {amount} on a secure payment page: it is held on your card, not charged, and released in full if the sale does not go ahead.',
  depositByPhone: '{site} will call you to take the {amount} deposit.',
  reserve: 'Reserve',
  carSoldSorry: 'Sorry, this car has sold.',
  carNotReservable: 'Sorry, this car is already reserved or not available to reserve.',
  backToCarOrOthers: '{back} or {others}.',
  seeOtherCars: 'see our other cars',
  // Saved cars, watchlist, toasts
  callPhone: 'Call {phone}',
  showPhoneNumber: '(show the phone number)',
  compareCount: 'Compare {count} of {limit}',
  clearCompare: 'Clear compare',
  closeNamed: 'Close: {name}',
  saveToWatchlist: 'Save {title} to watchlist',
  watchlistFailed: 'Your watchlist could not be updated. Try again.',
  // Car cards
  soldTag: 'SOLD',
  keyDetails: 'Key details',
  subscriptionPrice: '{price} subscription',
  estimateAtRate: 'Estimate at {rate}% p.a.',
  comparisonRateNote: ' ({label} {rate}% p.a.)',
  seeOurTerms: '. See our {terms}.',
  termsAndConditionsLower: 'terms and conditions',
  viewDetails: 'View Details',
  findSimilar: 'Find me something similar',
  getFinance: 'Get finance',
  // Search page and filters
  filters: 'Filters',
  closeFilters: 'Close filters',
  filterCars: 'Filter cars',
  showMeCars: 'Show Me {count} cars',
  search: 'Search',
  searchPlaceholder: 'Make, model or keyword',
  sortBy: 'Sort by',
  min: 'Min',
  max: 'Max',
  showAllMakes: 'Show all makes',
  carsFoundOne: '{count} car found',
  carsFoundMany: '{count} cars found',
  results: 'Results',
  noCarsMatch: 'No cars match this search. Try removing a filter.',
  // Trade-in
  tradeInStepDetails: 'Your details',
  tradeInStepCar: 'Your car',
  tradeInStepCondition: 'Its condition',
  tradeInStepEstimate: 'Your estimate',
  chooseState: 'Choose a state',
  lookingUp: 'Looking up…',
  year: 'Year',
  tradeInYearHint: 'Online estimates are for cars up to {years} years old.',
  getMyEstimate: 'Get my estimate',
  tradeInEstimateRange: 'Your estimated trade-in value: {low} to {high}',
  tradeInComparables:
    'From {count} similar cars for sale now, adjusted for year, odometer and your answers. We confirm the offer when we see the car.',
  acceptOffer: 'Accept offer',
  noThanksContactMe: 'No thanks, just contact me',
  noOnlineEstimate: 'No online estimate for this car.',
  finish: 'Finish',
  sellYourCar: 'Sell your car',
  tradeInYourCar: 'Trade in your car',
  tradeInIntro:
    'Tell us about your car and get an online estimate in a couple of minutes. We give online estimates for cars up to {years} years old with up to {distance}; for any other car our team values it in person.',
  tradingInTowards: 'Trading in towards the {car}',
  // Vehicle page: about sections
  whyBuyFromUs: 'Why Buy From Us?',
  whyQuality: 'Quality assured: every {vehicle} is inspected before sale',
  whyFinance: 'Finance and trade-ins arranged in one place',
  whyVideo: "Video call walk-arounds for buyers who can't visit",
  whyDelivery: 'Delivery anywhere, door to door',
  protectYour: 'Protect Your {Vehicle}',
  protectBody: 'Ask us about extended warranty and peace-of-mind mechanical protection for your {vehicle}.',
  interestedIn: 'Interested in this {vehicle}?',
  keyInformation: 'Key information',
  ourComments: 'Our Comments',
  carSummary: 'Car Summary',
  carSummaryGrid: 'Car summary',
  allSpecifications: 'All Specifications',
  allSpecificationsGrid: 'All specifications',
  aboutThisVehicle: 'About this {vehicle}',
  dealerComments: 'Dealer Comments',
  whatsIncluded: "What's Included",
  specifications: 'Specifications',
  protectYourCar: 'Protect Your Car',
  features: 'Features',
  // Vehicle page: sidebar actions
  bookATestDrive: 'Book a test drive',
  testDriveReady: 'Tell us when suits you and we will have the {vehicle} ready.',
  valueMyTradeIn: 'Value my trade-in',
  openChatAssistant: 'Open chat assistant',
  chatWithUs: 'Chat with us',
  carHistoryReport: 'Car history report',
  // Vehicle page: gallery, PDF, disclaimer
  photosComingSoon: 'Photos coming soon',
  photoOf: '{index} of {count}',
  preparingPdf: 'Preparing PDF…',
  downloadPdf: 'Download PDF',
  pdfFailed: 'The PDF could not be made: {reason}',
  serverAnswered: 'The server answered {status}.',
  loadingDisclaimer: "Loading the lender's disclaimer…",
  // Vehicle page: finance estimate
  financeEstimate: 'Finance estimate',
  perWeek: '{amount} per week',
  // The search card's weekly figure (spec 2.4): '$123 per week.'
  weeklyFigure: '{amount} per week.',
  rateAmountPa: '{label} {rate} p.a.',
  getPreApproved: 'Get Pre-Approved',
  howIsThisWorkedOut: 'How is this worked out?',
  aboutThisEstimate: 'About this estimate',
  monthlyPayment: 'Monthly payment',
  overMonths: '{amount} over {months} months',
  totalPayable: 'Total payable',
  offerValidUntil: 'Offer valid until',
  // Vehicle page: panels, summary
  cars: 'Cars',
  requestMorePhotos: 'Request more photos',
  requestPhotosIntro: 'Tell us what you would like to see of this {vehicle} and we will send you photos.',
  caravanSpecifications: 'Caravan specifications',
  moreFromUs: 'More from us',
  latestOffers: 'Latest offers',
  seeThisMonthsDeals: "See this month's deals",
  bookAServiceOnline: 'Book a service online',
  pickATime: 'Pick a time that suits you',
  getAValuation: 'Get a valuation today',
  priceAndActions: 'Price and actions',
  whatCertifiedMeans: 'What certified pre-owned means',
  certifiedPreOwned: 'Certified pre-owned',
  details: 'Details',
  // Blog, brand, compare, dealership and account pages
  blog: 'Blog',
  makeAtSite: '{make} at {site}',
  brandDescription: 'New {make} models, offers and stock at {site}.',
  makeModels: '{make} models',
  carsForSale: 'Cars for sale',
  compareCars: 'Compare cars',
  nothingToCompare: 'Nothing to compare yet. Choose Compare on up to {limit} cars in {stock}.',
  ourStockLower: 'our stock',
  carsSideBySide: 'The chosen cars side by side',
  photo: 'Photo',
  price: 'Price',
  remove: 'Remove',
  ourDealerships: 'Our dealerships',
  noLocationsYet: 'No locations are listed yet.',
  forgotYourPassword: 'Forgot your password?',
  forgotPasswordIntro: 'Enter the email of your {site} account and we will send you a link to choose a new password.',
  backToSignIn: 'Back to sign in',
  // Location and model range pages
  locationTypeSales: 'Sales',
  locationTypeService: 'Service',
  locationTypeParts: 'Parts',
  findUs: 'Find us',
  makesColon: 'Makes:',
  dealerLicence: 'Dealer licence {number}.',
  repairerLicence: 'Motor vehicle repairer licence {number}.',
  openingHours: 'Opening hours',
  whatCustomersSay: 'What our customers say',
  bodyModels: '{body} models',
  ourModelRange: 'Our model range',
  everyModel: 'Every model',
  modelsDescription: '{models} at {site}, with prices, offers and stock.',
  bodyTypes: 'Body types',
  all: 'All',
  noModelsYet: 'No models here yet.',
  // Not found and offer pages
  pageNotFound: 'Page not found',
  pageNotFoundBody: 'We couldn’t find that page. {home}.',
  goToSiteHome: 'Go to the {site} home page',
  noSiteTitle: 'No dealer site at this address',
  thisAddress: 'This address',
  noSiteBody:
    '{host} is not connected to any dealer site on this platform. If you expected a site here, check the address, or ask the platform team to add this domain to the site.',
  noSiteDev: 'In development, sites are served at {pattern}, e.g. {example}.',
  specialOffersLower: 'Special offers',
  termsAndConditionsHeading: 'Terms and conditions',
  // Home fallback, reservation confirmation
  welcomeTo: 'Welcome to {site}',
  ourLocations: 'Our locations',
  phoneNumberValue: 'Phone {phone}',
  carReserved: 'Your car is reserved',
  holdingCar: 'We are holding the {car} for you for {hours} hours, until {until}.',
  depositAuthorised: 'Your {amount} deposit is held on your card, not charged. It is refundable in full.',
  depositWillBeTaken: '{site} will contact you shortly to take your {amount} deposit. It is refundable in full.',
  reservationNumber: 'Reservation number {number}. We have sent your details to the {site} team.',
  depositNotPaid: 'Your deposit is not paid yet',
  heldWhilePaying:
    'The {car} is held for you while you finish paying the {amount} deposit. If the payment is not completed, the car is released again.',
  reservationEnded: 'This reservation has ended',
  reservationOf: 'The reservation of the {car} {outcome}{release}',
  becamePurchase: 'became a purchase',
  noLongerHeld: 'is no longer held',
  holdReleased: '; any deposit hold was released in full.',
  keepBrowsing: 'Keep browsing cars',
  // Reset password, service, sign-in pages
  needsEmailLink: 'This page needs the link from your email. {link}.',
  askForNewLink: 'Ask for a new link',
  servicing: 'Servicing',
  servicingIntro: 'Factory-trained technicians, genuine parts and logbook servicing that keeps your warranty intact.',
  bookAServiceHeading: 'Book a service',
  accountForSiteOnly: 'Your {site} account is for this website only.',
  // Sign-up, special offers, success pages
  createYourAccount: 'Create your {site} account',
  signUpIntro:
    'Save cars to your watchlist and pick up where you left off. We will email you a link to confirm your address.',
  alreadyHaveAccount: 'Already have an account? {signIn}',
  thanksInTouch: "Thanks — we'll be in touch",
  messageWithTeam: 'Your message is with the {site} team. We usually reply within one business day.',
  thankYou: 'Thank you',
  // Verify email, watchlist pages
  emailConfirmed: 'Email address confirmed',
  linkExpired: 'This link has expired or was already used',
  canSignInNow: 'Thank you. You can sign in now.',
  confirmedOrCreateAgain: 'If you have already confirmed your address, sign in. Otherwise create your account again.',
  yourWatchlist: 'Your watchlist',
  signedInAs: 'Signed in as {email}.',
  nothingSavedYet: 'Nothing saved yet. Tap Watchlist on any car in {stock} to keep it here.',
  // Page-builder blocks
  notice: 'Notice',
  dealerships: 'Dealerships',
  seeAllOffers: 'See all offers',
  swipe: 'Swipe',
  leaveAReview: 'Leave a Review',
  seeAllCars: 'See all {count} cars',
  // Carousel slides, stars, range sliders, promotions
  slideOf: '{index} of {count}',
  slideStatus: 'Slide {index} of {count}',
  ratedOutOf5: 'Rated {stars} out of 5',
  minimumOf: 'Minimum {label}',
  maximumOf: 'Maximum {label}',
  promotions: 'Promotions',
  // Vehicle PDF
  pdfSummary: 'Summary',
  pdfDealerComments: 'Dealer comments',
  pdfFooter: 'Details as at {date}. Prices and availability can change; please confirm with us.',
  pdfNoSite: 'No dealer site at this address.',
  pdfNotACar: 'That is not a car address.',
  pdfCarNotListed: 'This car is not listed on this site.',
  pdfFailedTryAgain: 'The PDF could not be made just now. Please try again, or call us for the details.',
  // Shopper emails (account), vehicle PDF
  emailGreeting: 'Hi {name},',
  emailGreetingName: 'there',
  ourWebsite: 'our website',
  verifyEmailSubject: 'Confirm your email address',
  verifyEmailBody: 'Thanks for creating your account with {site}. Confirm your email address to sign in:',
  verifyEmailLink: 'Confirm my email address',
  resetEmailSubject: 'Reset your password',
  resetEmailBody:
    'Someone asked to reset the password of your {site} account. If it was you, choose a new password within an hour:',
  resetEmailIgnore: 'If it was not you, ignore this email: your password stays as it is.',
  // Page titles and descriptions
  contactUsTitle: 'Contact us',
  yourReservation: 'Your reservation',
  reserveOnlineTitle: 'Reserve online',
  confirmYourEmail: 'Confirm your email',
  forgotYourPasswordTitle: 'Forgot your password',
  blogDescription: 'Vehicle reviews, buyer advice, motoring tips and more from {site}.',
  offersDescription: 'The latest new and used car offers at {site}.',
  dealershipsDescription:
    'Every {site} location: sales, service and parts, with opening hours, phone numbers and directions.',
  siteDescription: '{site}: new, used and demo cars for sale, with finance, test drives and trade-ins.',
  noSiteAtAddress: 'No site at this address',
  categoryFrom: '{category} from {site}.',
  locationDescription: '{name}: {address} — opening hours, phone and directions.',
  addressAndPhone: 'address, phone',
  // Model range and location contact titles
  modelRangeDescription: 'The {name} range at {site}{from}.',
  fromPriceSuffix: ', from {price}',
  contactLocation: 'Contact {name}',
  // The forms' captcha (src/components/leads/form-controls.tsx CaptchaNote): its note and its status.
  captchaWaiting: 'Sending as soon as the anti-spam check finishes…',
  captchaFailed: 'The anti-spam check did not finish. Please try again.',
  // The price-drop badge on cards and the vehicle page (before price above the price)
  priceDrop: 'Price drop',
  priceDropSaving: 'Save {amount}',
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
    // The HiLux is not sold in the United States; its parts search suggests the model American shoppers search most.
    partsModelHint: 'e.g. F-150',
    comparisonRate: 'APR',
    journeyDeliverTo: 'Delivery to ZIP code {code}',
    dealerLicence: 'Dealer license {number}.',
    repairerLicence: 'Motor vehicle repairer license {number}.',
    servicingIntro:
      'Factory-trained technicians, genuine parts and factory-scheduled maintenance that keeps your warranty intact.',
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

export { fill } from './label-fill'

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

const NO_SWAPS: Readonly<Record<string, string>> = Object.freeze({})
const swapsCache = new Map<Locale, Readonly<Record<string, string>>>()

/**
 * A locale's whole-text swaps: every catalogue label whose word differs, then the messages above; none for
 * Australian English, whose words the catalogue and the messages are written in. A plain object, so the
 * site layout hands the same swaps to the browser: client components word messages with them
 * (`useMessage()`, src/components/locale-context.tsx) rather than importing the whole catalogue.
 */
export function localeSwaps(locale: string | null | undefined): Readonly<Record<string, string>> {
  if (!isLocale(locale)) return NO_SWAPS
  let swaps = swapsCache.get(locale)
  if (!swaps) {
    const own = LOCALE_LABELS[locale] ?? {}
    swaps = Object.freeze(
      Object.fromEntries([
        ...Object.entries(own).map(([key, text]) => [LABELS[key as LabelKey], text] as [string, string]),
        ...Object.entries(LOCALE_MESSAGES[locale] ?? {}),
      ]),
    )
    swapsCache.set(locale, swaps)
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
  return swappedText(localeSwaps(locale), locale, text)
}

/** A validation or server message in the locale's words (see textFor). */
export const messageFor = textFor

/** Whole currency units with thousands separators: $54,000 (spec 9); the locale decides the separators. */
export function formatMoney(locale: string | null | undefined, amount: number): string {
  const value = Number.isFinite(amount) ? Math.round(amount) : 0
  return `$${numberFormat(locale || 'en-AU', { maximumFractionDigits: 0 }).format(value)}`
}

/** The short unit of distance: 'km', or 'mi' in the US. */
export const distanceUnitSymbol = (locale: string | null | undefined): 'km' | 'mi' =>
  localeFacts(locale).distanceUnit === 'mile' ? 'mi' : 'km'

/** A stored distance (km) in the locale's unit, whole units with separators: '20,000 km', '12,427 mi' in the US (spec 9). */
export function formatDistance(locale: string | null | undefined, kilometres: number): string {
  const facts = localeFacts(locale)
  const value = distanceFromKm(facts.locale, kilometres)
  return `${numberFormat(facts.locale).format(Number.isFinite(value) ? value : 0)} ${distanceUnitSymbol(locale)}`
}

/** A stored fuel consumption (L/100 km) as the locale reads it: '7.4 L/100 km', or '32 mpg' (US gallons) in the US; '' when unknown. */
export function formatConsumption(locale: string | null | undefined, litresPer100km: number): string {
  const facts = localeFacts(locale)
  if (!Number.isFinite(litresPer100km) || litresPer100km <= 0) return ''
  if (facts.distanceUnit === 'mile') {
    const mpg = litresPer100kmToMpg(litresPer100km)
    return `${numberFormat(facts.locale, { maximumFractionDigits: 0 }).format(mpg)} mpg`
  }
  return `${numberFormat(facts.locale, { maximumFractionDigits: 1 }).format(litresPer100km)} L/100 km`
}

/** A length in inches as feet and inches: '7 ft 6 in', '6 ft' on a whole foot, '11 in' under one; '' when invalid. */
export function formatFeetAndInches(locale: string | null | undefined, inches: number): string {
  const length = feetAndInches(inches)
  if (!length) return ''
  const number = numberFormat(localeFacts(locale).locale)
  const feet = length.feet > 0 ? `${number.format(length.feet)} ft` : ''
  const rest = length.inches > 0 || length.feet === 0 ? `${length.inches} in` : ''
  return [feet, rest].filter(Boolean).join(' ')
}

/**
 * A stored measure (litres, kg, mm) as the locale reads it: metric in AU and NZ, US customary in the US
 * (gal, lb, and lengths in feet and inches); '' when negative or not a number.
 */
export function formatMeasure(
  locale: string | null | undefined,
  value: number,
  unit: 'litre' | 'kilogram' | 'millimetre',
): string {
  const facts = localeFacts(locale)
  if (!Number.isFinite(value) || value < 0) return ''
  const us = facts.distanceUnit === 'mile'
  if (us && unit === 'millimetre') return formatFeetAndInches(locale, mmToInches(value))
  const [shown, symbol] =
    unit === 'litre'
      ? us
        ? [litresToGallons(value), 'gal']
        : [value, 'L']
      : us
        ? [kgToPounds(value), 'lb']
        : [value, unit === 'kilogram' ? 'kg' : 'mm']
  // Converted figures are whole units; metric ones as the feed gave them (up to 3 decimals, as before).
  const digits = us ? { maximumFractionDigits: 0 } : {}
  return `${numberFormat(facts.locale, digits).format(shown)} ${symbol}`
}

/**
 * A length stored in feet (a caravan's width and length, spec 2.5: 'in feet and metres'), both units with
 * the site's first: '2.29 m (7 ft 6 in)' in AU and NZ, '7 ft 6 in (2.29 m)' in the US. Metres are
 * feet × 0.3048 to 2 decimals (spec). '' when negative or not a number.
 */
export function formatFeetLength(locale: string | null | undefined, feet: number): string {
  const metres = feetToMetres(feet)
  if (!Number.isFinite(metres)) return ''
  const facts = localeFacts(locale)
  const metric = `${numberFormat(facts.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Math.round(metres * 100) / 100,
  )} m`
  const imperial = formatFeetAndInches(locale, feet * INCHES_PER_FOOT)
  return facts.distanceUnit === 'mile' ? `${imperial} (${metric})` : `${metric} (${imperial})`
}
