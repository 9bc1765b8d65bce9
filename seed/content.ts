/**
 * Demo content for the demo sites: each location's opening and holiday hours, the platform's makes and
 * their offers, and each site's models, offers, reviews and blog posts. Matched by slug (or name) so it can run again.
 */
import type { Payload, RequiredDataFromCollectionSlug, Where } from 'payload'

import { locationArt, makeLogoArt, modelArt, modelColour, offerArt, postArt, type PostScene } from './art'
import { artMakeLogo, artMedia } from './art-media'
import { richText } from './lexical'

type Logger = (line: string) => void
type Hours = NonNullable<NonNullable<RequiredDataFromCollectionSlug<'locations'>['contactDetail']>['openingHours']>
type Weekday = Hours[number]['weekday']

/** Weekly hours: Monday to Friday, Saturday and Sunday (null: closed). */
function week(
  weekdays: [string, string] | null,
  saturday: [string, string] | null,
  sunday: [string, string] | null = null,
): Hours {
  const row = (weekday: number, hours: [string, string] | null): Hours[number] =>
    hours
      ? { weekday: String(weekday) as Weekday, status: 'Open', open: hours[0], close: hours[1] }
      : { weekday: String(weekday) as Weekday, status: 'Closed' }
  return [row(0, sunday), ...[1, 2, 3, 4, 5].map((day) => row(day, weekdays)), row(6, saturday)]
}

/** The next date (from `now`, today included) that is month/day, as a UTC-midnight date. */
function next(month: number, day: number, now: Date): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  let at = Date.UTC(now.getUTCFullYear(), month - 1, day)
  if (at < today) at = Date.UTC(now.getUTCFullYear() + 1, month - 1, day)
  return new Date(at).toISOString()
}

/** Public holidays of the coming year, by country: the popup always has dates ahead of it. */
function holidays(country: 'AU' | 'NZ' | 'US', now: Date) {
  const closed = (month: number, day: number, label: string) => ({
    date: next(month, day, now),
    label,
    status: 'Closed' as const,
  })
  const short = (month: number, day: number, label: string) => ({
    date: next(month, day, now),
    label,
    status: 'Open' as const,
    startHour: '09:00',
    endHour: '13:00',
  })
  const common = [short(12, 24, 'Christmas Eve'), closed(12, 25, 'Christmas Day'), closed(1, 1, 'New Year\u2019s Day')]
  if (country === 'AU')
    return [...common, closed(12, 26, 'Boxing Day'), closed(1, 26, 'Australia Day'), closed(4, 25, 'Anzac Day')]
  if (country === 'NZ')
    return [...common, closed(12, 26, 'Boxing Day'), closed(2, 6, 'Waitangi Day'), closed(4, 25, 'Anzac Day')]
  return [...common, closed(7, 4, 'Independence Day')]
}

type LocationContent = Pick<
  RequiredDataFromCollectionSlug<'locations'>,
  'contactDetail' | 'ratingSummary' | 'dealerLicenceNumber' | 'motorVehicleRepairer' | 'locationSubtype'
> & {
  makes?: string[]
}

const LOCATION_CONTENT: Record<string, Record<string, (now: Date) => LocationContent>> = {
  'sunshine-motors': {
    brisbane: (now) => ({
      contactDetail: {
        landlinePhone: '07 3000 1099',
        openingHours: week(['08:30', '17:30'], ['08:30', '16:00']),
        specialHours: holidays('AU', now),
      },
      ratingSummary: { averageRating: 4.7, reviewCount: 312 },
      dealerLicenceNumber: 'MD 3012345',
      makes: ['toyota', 'mazda'],
    }),
    'service-centre': (now) => ({
      contactDetail: { openingHours: week(['07:00', '17:30'], ['08:00', '12:00']), specialHours: holidays('AU', now) },
      motorVehicleRepairer: 'MVR 48211',
      makes: ['toyota', 'mazda'],
    }),
    parts: (now) => ({
      contactDetail: { openingHours: week(['07:30', '17:00'], ['08:00', '12:00']), specialHours: holidays('AU', now) },
      makes: ['toyota'],
    }),
  },
  'harbour-city-cars': {
    auckland: (now) => ({
      contactDetail: { openingHours: week(['08:30', '17:30'], ['09:00', '16:00']), specialHours: holidays('NZ', now) },
      ratingSummary: { averageRating: 4.6, reviewCount: 128 },
      dealerLicenceNumber: 'MVT 204411',
      makes: ['mazda'],
    }),
  },
  'lone-star-auto': {
    austin: (now) => ({
      contactDetail: {
        landlinePhone: '(512) 555-0199',
        openingHours: week(['09:00', '20:00'], ['09:00', '18:00']),
        specialHours: holidays('US', now),
      },
      ratingSummary: { averageRating: 4.5, reviewCount: 86 },
      dealerLicenceNumber: 'P12345',
      makes: ['ford'],
    }),
  },
}

export const DEMO_MANUFACTURERS = [
  { name: 'Toyota', slug: 'toyota' },
  { name: 'Mazda', slug: 'mazda' },
  { name: 'Ford', slug: 'ford' },
  { name: 'Hyundai', slug: 'hyundai' },
] as const

type ModelSeed = Omit<RequiredDataFromCollectionSlug<'models'>, 'site' | 'manufacturer'> & { make: string }

const DEMO_MODELS: Record<string, ModelSeed[]> = {
  'sunshine-motors': [
    {
      make: 'toyota',
      name: 'HiLux',
      slug: 'hilux',
      fromPrice: 34990,
      status: 'new',
      bodyCategories: ['trucks'],
      body: 'Ute',
      fuel: 'Diesel',
      accessoriesCount: 86,
      shortDescription: 'Australia\u2019s favourite ute: unbreakable, with 3.5 tonnes of towing.',
      description:
        'The HiLux has earned its reputation on farms, mine sites and beaches across Australia.\n\nChoose from WorkMate, SR and SR5 grades and the range-topping Rogue and GR Sport, in single, extra and double cab, with the 2.8-litre turbo-diesel rated to tow 3,500 kg.',
    },
    {
      make: 'toyota',
      name: 'RAV4 Hybrid',
      slug: 'rav4',
      newSlug: 'rav4-hybrid',
      fromPrice: 38650,
      status: 'new',
      bodyCategories: ['suv', 'electric'],
      body: 'SUV',
      fuel: 'Hybrid',
      accessoriesCount: 54,
      shortDescription: 'The family SUV that sips fuel: hybrid on every grade.',
      description:
        'Every RAV4 is now a hybrid, pairing a 2.5-litre petrol engine with electric motors for around 4.7 L/100 km.\n\nAll-wheel drive is available on every grade.',
    },
    {
      make: 'toyota',
      name: 'LandCruiser 300',
      slug: 'landcruiser-300',
      overrideUrl: '/toyota/landcruiser-range',
      fromPrice: 92280,
      bodyCategories: ['suv', 'performance'],
      body: 'SUV',
      fuel: 'Diesel',
      accessoriesCount: 120,
      shortDescription: 'The legend, with a 227 kW twin-turbo V6 diesel.',
      description:
        'Built to go anywhere and come back, the LandCruiser 300 brings a twin-turbo V6 diesel, a 10-speed automatic and 3,500 kg towing.',
    },
    {
      make: 'toyota',
      name: 'HiAce',
      slug: 'hiace',
      fromPrice: 47690,
      bodyCategories: ['vans'],
      body: 'Van',
      fuel: 'Diesel',
      accessoriesCount: 40,
      shortDescription: 'Long-wheelbase and super-long-wheelbase vans for every trade.',
    },
    {
      make: 'toyota',
      name: 'bZ Woodland',
      slug: 'bz-woodland',
      status: 'coming_soon',
      bodyCategories: ['suv', 'electric', 'future-vehicles'],
      body: 'SUV',
      fuel: 'Electric',
      shortDescription: 'Toyota\u2019s all-electric adventure wagon, arriving next year.',
    },
    {
      make: 'mazda',
      name: 'CX-5',
      slug: 'cx-5',
      fromPrice: 37190,
      status: 'new',
      bodyCategories: ['suv'],
      body: 'SUV',
      fuel: 'Petrol',
      accessoriesCount: 32,
      shortDescription: 'The premium mid-size SUV.',
    },
  ],
  'harbour-city-cars': [
    {
      make: 'mazda',
      name: 'CX-5',
      slug: 'cx-5',
      fromPrice: 45990,
      status: 'new',
      bodyCategories: ['suv'],
      body: 'SUV',
      fuel: 'Petrol',
      shortDescription: 'The premium mid-size SUV.',
    },
    {
      make: 'mazda',
      name: 'BT-50',
      slug: 'bt-50',
      fromPrice: 49990,
      bodyCategories: ['trucks'],
      body: 'Ute',
      fuel: 'Diesel',
      shortDescription: 'A tough ute with Mazda refinement.',
    },
  ],
  'lone-star-auto': [
    {
      make: 'ford',
      name: 'F-150',
      slug: 'f-150',
      fromPrice: 38810,
      status: 'new',
      bodyCategories: ['trucks'],
      body: 'Pickup',
      fuel: 'Petrol',
      accessoriesCount: 140,
      shortDescription: 'America\u2019s best-selling truck.',
    },
    {
      make: 'ford',
      name: 'Mustang',
      slug: 'mustang',
      fromPrice: 32515,
      bodyCategories: ['performance'],
      body: 'Coupe',
      fuel: 'Petrol',
      shortDescription: 'The V8 pony car, 60 years on.',
    },
    {
      make: 'ford',
      name: 'E-Transit',
      slug: 'e-transit',
      fromPrice: 51095,
      bodyCategories: ['vans', 'electric'],
      body: 'Van',
      fuel: 'Electric',
      shortDescription: 'The all-electric work van.',
    },
  ],
}

type PartSeed = {
  name: string
  partNumber: string
  price?: number
  accessory?: boolean
  description?: string
  fits: Array<{ make: string; model?: string }>
}

/** Each demo site's parts and accessories (its catalogue at /parts/search), fitting the makes it sells. */
const DEMO_PARTS: Record<string, PartSeed[]> = {
  'sunshine-motors': [
    {
      name: 'Heavy-duty towbar kit',
      partNumber: 'PZQ-60-0001',
      price: 1290,
      accessory: true,
      fits: [{ make: 'toyota', model: 'HiLux' }],
      description: 'Rated to 3,500 kg, with wiring harness.',
    },
    {
      name: 'Canvas seat covers',
      partNumber: 'PZQ-22-0415',
      price: 459,
      accessory: true,
      fits: [{ make: 'toyota', model: 'HiLux' }],
    },
    {
      name: 'All-weather floor mats',
      partNumber: 'PZ49-00-2',
      price: 189,
      accessory: true,
      fits: [{ make: 'toyota', model: 'RAV4 Hybrid' }],
    },
    {
      name: 'Roof racks',
      partNumber: 'PZQ-41-0300',
      price: 699,
      accessory: true,
      fits: [{ make: 'toyota', model: 'LandCruiser 300' }],
    },
    {
      name: 'Cargo liner',
      partNumber: 'KB7W-V9-540',
      price: 149,
      accessory: true,
      fits: [{ make: 'mazda', model: 'CX-5' }],
    },
    {
      name: 'Oil filter',
      partNumber: '90915-YZZD4',
      price: 24,
      fits: [
        { make: 'toyota', model: 'HiLux' },
        { make: 'toyota', model: 'LandCruiser 300' },
      ],
    },
    { name: 'Front brake pads', partNumber: 'K0Y1-33-28Z', price: 165, fits: [{ make: 'mazda', model: 'CX-5' }] },
    { name: 'Cabin air filter', partNumber: '87139-YZZ08', fits: [{ make: 'toyota' }] },
    { name: 'Wiper blade, 600 mm', partNumber: 'WB-600', price: 32, fits: [] },
  ],
  'harbour-city-cars': [
    {
      name: 'All-weather floor mats',
      partNumber: 'KB8M-V0-320',
      price: 219,
      accessory: true,
      fits: [{ make: 'mazda', model: 'CX-5' }],
    },
    {
      name: 'Tub liner',
      partNumber: 'TF01-V1-730',
      price: 549,
      accessory: true,
      fits: [{ make: 'mazda', model: 'BT-50' }],
    },
    { name: 'Oil filter', partNumber: 'PE01-14-302', price: 29, fits: [{ make: 'mazda' }] },
  ],
  'lone-star-auto': [
    {
      name: 'Bed liner',
      partNumber: 'ML3Z-99000A38-A',
      price: 489,
      accessory: true,
      fits: [{ make: 'ford', model: 'F-150' }],
    },
    {
      name: 'Tonneau cover',
      partNumber: 'VML3Z-99501A42-A',
      price: 1095,
      accessory: true,
      fits: [{ make: 'ford', model: 'F-150' }],
    },
    {
      name: 'Mobile charging cord',
      partNumber: 'VNK4Z-10B706-C',
      price: 349,
      accessory: true,
      fits: [{ make: 'ford', model: 'E-Transit' }],
    },
    {
      name: 'Oil filter',
      partNumber: 'FL-500S',
      price: 12,
      fits: [
        { make: 'ford', model: 'F-150' },
        { make: 'ford', model: 'Mustang' },
      ],
    },
    { name: 'Wiper blade, 22 in', partNumber: 'WW-2201-PF', price: 28, fits: [] },
  ],
}

type OfferSeed = Omit<RequiredDataFromCollectionSlug<'offers'>, 'site' | 'manufacturer' | 'model'> & {
  make?: string
  model?: string
}

const LONG_DISCLAIMER =
  'Offer available on new vehicles purchased and delivered between the dates shown, while stocks last. Drive-away prices include 12 months registration, CTP insurance, stamp duty and dealer delivery. Not available with any other offer, to fleet, government or rental buyers. The dealer may end the offer at any time.'

function demoOffers(slug: string, now: Date): OfferSeed[] {
  const day = 24 * 60 * 60 * 1000
  const from = new Date(now.getTime() - 10 * day).toISOString()
  const until = new Date(now.getTime() + 60 * day).toISOString()
  if (slug === 'sunshine-motors') {
    return [
      {
        name: 'HiLux SR5 double cab from $62,990 drive away',
        make: 'toyota',
        model: 'hilux',
        description:
          'Get into Australia\u2019s favourite ute for less. The HiLux SR5 double cab 4x4 comes with a 2.8-litre turbo-diesel, a six-speed automatic, 18-inch alloys, satellite navigation and a 3,500 kg braked towing capacity, ready for work on Monday and the beach on Saturday.',
        disclaimer: LONG_DISCLAIMER,
        start: from,
        end: until,
      },
      {
        name: 'RAV4 Hybrid: 2.99% p.a. comparison rate',
        make: 'toyota',
        model: 'rav4',
        description: 'Finance the RAV4 Hybrid GX 2WD at 2.99% p.a. over 48 months with a 20% deposit.',
        disclaimer:
          'Comparison rate based on a secured loan of $30,000 over 5 years. Warning: this comparison rate is true only for the examples given and may not include all fees and charges.',
        start: from,
        end: until,
      },
      {
        name: 'Free first service on any used car',
        description: 'Buy any used car from us this month and your first logbook service is on us.',
        start: from,
        end: until,
      },
      {
        name: 'Stocktake sale (ended)',
        make: 'toyota',
        description: 'Stocktake prices on selected cars.',
        start: '2025-01-01T00:00:00+10:00',
        end: '2025-02-01T00:00:00+10:00',
      },
    ]
  }
  if (slug === 'lone-star-auto') {
    return [
      {
        name: 'F-150 XLT: 0% APR for 60 months',
        make: 'ford',
        model: 'f-150',
        description: 'Qualified buyers get 0% APR for 60 months on a new F-150 XLT.',
        disclaimer: 'With approved credit. Not all buyers will qualify. Take delivery by the end date shown.',
        start: from,
        end: until,
      },
    ]
  }
  return [
    {
      name: 'CX-5 Touring: free servicing for 3 years',
      make: 'mazda',
      model: 'cx-5',
      description: 'Three years of scheduled servicing included with every new CX-5 Touring.',
      start: from,
      end: until,
    },
  ]
}

type ManufacturerOfferSeed = Omit<
  RequiredDataFromCollectionSlug<'manufacturer-offers'>,
  'manufacturer' | 'excludedSites'
> & { make: string; excluded: string[] }

/** The platform's offers of a make: shown on every demo site selling it, except the ones excluded. */
function demoManufacturerOffers(now: Date): ManufacturerOfferSeed[] {
  const day = 24 * 60 * 60 * 1000
  return [
    {
      name: 'Mazda CX-5: 5 years free scheduled servicing',
      slug: 'cx-5-five-years-servicing',
      make: 'mazda',
      modelSlug: 'cx-5',
      description:
        'Every new Mazda CX-5 bought this season comes with five years of scheduled servicing at no cost, at any Mazda dealer in Australia.',
      disclaimer:
        'Australian deliveries only. Covers the scheduled services in the owner’s manual for 5 years or 75,000 km, whichever comes first.',
      // An Australian offer: the New Zealand dealer sells Mazda too, but is left out.
      excluded: ['harbour-city-cars'],
      start: new Date(now.getTime() - 5 * day).toISOString(),
      end: new Date(now.getTime() + 45 * day).toISOString(),
    },
  ]
}

const REVIEWERS: Array<[string, number, string]> = [
  [
    'Olivia M.',
    5,
    'From the first phone call to driving away, the team made buying our RAV4 easy. No pressure, clear pricing and they even filled the tank. We will be back for servicing.',
  ],
  ['Jack T.', 5, 'Traded in my old ute and picked up a HiLux the same day.'],
  [
    'Priya S.',
    4,
    'Friendly sales staff and a fair trade-in price. The paperwork took a little longer than expected but they kept us updated with a call every hour and had coffee on while we waited for the finance approval to come through from the bank.',
  ],
  [
    'Noah W.',
    5,
    'Best service department I have used: booked online, car ready by lunch with a video of the inspection.',
  ],
  ['Grace L.', 3, 'Car was good but handover was rushed.'],
  ['Liam K.', 5, 'Honest advice on which model suited our family rather than the most expensive one.'],
  ['Chloe B.', 4, ''],
]

/** Sample reviews in each demo site's country's words and cars (the Australian set is REVIEWERS). */
const REVIEWERS_BY_COUNTRY: Record<string, Array<[string, number, string]>> = {
  AU: REVIEWERS,
  NZ: [
    [
      'Aroha P.',
      5,
      'Bought a RAV4 from the Auckland yard: no pressure, clear pricing, and the rego and WOF were sorted before we picked it up.',
    ],
    ['Tama R.', 5, 'Traded in my old ute and drove away in a Ranger the same afternoon. Sweet as.'],
    ['Hannah W.', 4, 'Friendly team and a fair trade-in price; the finance took a day longer than we hoped.'],
  ],
  US: [
    [
      'Emily R.',
      5,
      'From the first phone call to driving off the lot, the team made buying our F-150 easy. No pressure, clear pricing, and they filled up the gas tank.',
    ],
    ['Carlos M.', 5, 'Traded in my old pickup and drove home in a CX-5 the same day.'],
    [
      'Dana K.',
      4,
      'Friendly sales staff and a fair trade-in value. Title paperwork took a little longer than expected, but they kept us posted.',
    ],
    ['Marcus J.', 5, 'Best service department in Austin: booked online, car ready by lunch, tires rotated for free.'],
    ['Ashley T.', 3, 'The truck was great but the delivery felt rushed.'],
    ['Ben H.', 4, ''],
  ],
}

type PostSeed = Omit<RequiredDataFromCollectionSlug<'posts'>, 'site'>

/** The demo posts' drawn covers (seed/art.ts `postArt`), by slug, with their alt text. */
const POST_COVERS: Record<string, { scene: PostScene; alt: string }> = {
  'toyota-hilux-sr5-review': { scene: 'country-road', alt: 'A white ute on a country road at sunset' },
  'buy-a-used-car-with-confidence': {
    scene: 'car-lot',
    alt: 'Cars for sale outside a dealership, beside a ticked checklist',
  },
  'five-checks-before-a-road-trip': {
    scene: 'mountain-road',
    alt: 'An SUV with a roof box by a winding mountain road',
  },
  'logbook-servicing-and-your-warranty': {
    scene: 'workshop',
    alt: 'A car on a workshop hoist beside a stamped logbook',
  },
  'kgari-in-a-landcruiser': { scene: 'beach', alt: 'A four-wheel drive on a beach' },
}

/** The US demo site's posts, in American English (gas, tires, miles). */
function usDemoPosts(now: Date): PostSeed[] {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString()
  return [
    {
      title: 'How to buy a used car with confidence',
      slug: 'buy-a-used-car-with-confidence',
      category: 'buyer-advice',
      publishedAt: daysAgo(12),
      excerpt: 'Seven checks that take the guesswork out of buying a used car.',
      content: richText(
        'A good pre-owned car is the best value on the road, and a few checks make sure you get one. These are the seven we run on every vehicle we sell; you can run them on any car you look at.',
        { h2: 'Seven checks' },
        {
          list: [
            'The service records: oil changes and scheduled maintenance on time, and receipts for anything major.',
            'A vehicle history report on the VIN: title brands, accidents, liens and past odometer readings.',
            'Open recalls: look the VIN up with the NHTSA, and ask whether the work has been done.',
            'The bodywork: uneven panel gaps or paint that does not match can mean a past repair.',
            'Tires and brakes: even tread wear, and brakes that stop straight and quietly.',
            'Under the hood: no leaks, clean oil, and a cold start without smoke or rattles.',
            'A test drive on roads you know, on the freeway too, with the radio off.',
          ],
        },
        { h2: 'Buying from us' },
        'Every pre-owned vehicle on our lot has been through these checks before it goes on sale. Ask us for any car\u2019s history report, or schedule a test drive from its page.',
      ),
    },
    {
      title: 'Five checks before a long road trip',
      slug: 'five-checks-before-a-road-trip',
      category: 'motoring-tips',
      publishedAt: daysAgo(20),
      excerpt: 'Five minutes with the car before you leave can save a vacation.',
      content: richText(
        'Tires, fluids, wipers, lights and a spare that holds air: five minutes that can save a vacation.',
        {
          list: [
            'Tires: pressures set for a loaded car (the placard is inside the driver\u2019s door) and tread above the wear bars.',
            'Fluids: engine oil, coolant and washer fluid topped off, checked on level ground with the engine cold.',
            'Wipers: blades that clear the windshield in one pass without streaks.',
            'Lights: headlights, brake lights and turn signals, with someone walking around the car.',
            'The spare: inflated, with the jack and lug wrench where you expect them.',
          ],
        },
        'Due for service in the next few thousand miles? Have it done before you go, and we will check all of the above for you.',
      ),
    },
  ]
}

function demoPosts(siteName: string, now: Date): PostSeed[] {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString()
  return [
    {
      title: '2026 Toyota HiLux SR5 review: still the benchmark?',
      slug: 'toyota-hilux-sr5-review',
      category: 'vehicle-reviews',
      publishedAt: daysAgo(3),
      author: `${siteName} team`,
      excerpt: 'We spent a week with the HiLux SR5 double cab on the highway, on the job site and on the sand.',
      content: richText(
        'The HiLux has been Australia\u2019s best-selling vehicle for most of the last decade. We spent a week with the SR5 double cab to see whether it still deserves the title.',
        { h2: 'On the road' },
        'The 2.8-litre turbo-diesel pulls hard from low revs and the six-speed automatic is smooth around town. Ride is firm unladen, as you would expect of a ute rated to carry a tonne.',
        { h2: 'Work and play' },
        'With 3.5 tonnes of braked towing and a tray that takes a pallet between the wheel arches, the SR5 does the week\u2019s work without fuss. On the weekend, low range and a rear diff lock took it everywhere we tried on the sand.',
        { h2: 'Inside' },
        'The cabin is hard-wearing rather than plush: an 8-inch touchscreen with wireless smartphone mirroring, climate control and enough room in the back for two adults on a long drive.',
        { h2: 'Verdict' },
        'Still the benchmark for buyers who want a ute that will not let them down, with resale values to match.',
      ),
      seo: {
        title: 'Toyota HiLux SR5 review',
        description: 'Our week with the 2026 Toyota HiLux SR5 double cab: performance, comfort, towing and value.',
      },
    },
    {
      title: 'How to buy a used car with confidence',
      slug: 'buy-a-used-car-with-confidence',
      category: 'buyer-advice',
      publishedAt: daysAgo(12),
      excerpt: 'Seven checks that take the guesswork out of buying a used car.',
      content: richText(
        'A good used car is the best value on the road, and a few checks make sure you get one. These are the seven we run on every car we sell; you can run them on any car you look at.',
        { h2: 'Seven checks' },
        {
          list: [
            'The service history: logbook services stamped at the right intervals, and receipts for anything major.',
            'A history report from the VIN: money owing, write-off and theft records, and past odometer readings.',
            'The registration: it matches the VIN, and you know how long it has left.',
            'The bodywork: uneven panel gaps or paint that does not match can mean a past repair.',
            'Tyres and brakes: even tread wear, and brakes that pull up straight and quietly.',
            'Under the bonnet: no leaks, clean oil, and a cold start without smoke or rattles.',
            'A test drive on roads you know, at highway speed too, with the radio off.',
          ],
        },
        { h2: 'Buying from us' },
        'Every used car on our lot has been through these checks before it goes on sale. Ask us for any car\u2019s history report, or book a test drive from its page.',
      ),
    },
    {
      title: 'Five checks before a long road trip',
      slug: 'five-checks-before-a-road-trip',
      category: 'motoring-tips',
      publishedAt: daysAgo(20),
      excerpt: 'Five minutes with the car before you leave can save a holiday.',
      content: richText(
        'Tyres, fluids, wipers, lights and a spare that holds air: five minutes that can save a holiday.',
        {
          list: [
            'Tyres: pressures set for a loaded car (the placard is inside the driver\u2019s door) and tread above the wear bars.',
            'Fluids: engine oil, coolant and washer fluid topped up, checked on level ground with the engine cold.',
            'Wipers: blades that clear the screen in one pass without streaks.',
            'Lights: headlights, brake lights and indicators, with someone walking around the car.',
            'The spare: inflated, with the jack and wheel brace where you expect them.',
          ],
        },
        'Due for a service in the next few thousand kilometres? Have it done before you go, and we will check all of the above for you.',
      ),
    },
    {
      title: 'Why logbook servicing protects your warranty',
      slug: 'logbook-servicing-and-your-warranty',
      category: 'servicing-insights',
      publishedAt: daysAgo(30),
      excerpt: 'Your warranty depends on servicing to the schedule, not on where it is done.',
      content: richText(
        'A logbook service at the right interval keeps your new-car warranty intact, whoever does it.',
        { h2: 'What the warranty asks' },
        'Any qualified mechanic may service a car under its new-car warranty, as long as the service follows the maker\u2019s schedule and uses parts of the right quality. Missing a service, or running well past its interval, is what puts a claim at risk.',
        { h2: 'Why the logbook matters' },
        'The stamped logbook is your proof that each service was done on time. It pays again when you sell: buyers and dealers pay more for a car with a full service history.',
        'Our technicians service to the maker\u2019s schedule with genuine parts, and stamp your logbook at every visit.',
      ),
    },
    {
      title: 'K\u2019gari in a LandCruiser: a first-timer\u2019s guide',
      slug: 'kgari-in-a-landcruiser',
      category: '4x4xmore-adventures',
      publishedAt: daysAgo(45),
      excerpt: 'Tyre pressures, tides and recovery gear: the island rewards the prepared.',
      content: richText(
        'Lower your tyres, check the tide charts and take recovery gear: the sand rewards the prepared.',
        { h2: 'Before you go' },
        {
          list: [
            'A vehicle access permit for the island, bought before you arrive.',
            'Tide times: drive the beach in the two hours either side of low tide.',
            'Recovery gear: a snatch strap, rated shackles, a shovel and a tyre deflator.',
            'A compressor, to put the pressure back before you drive on the bitumen again.',
          ],
        },
        { h2: 'On the sand' },
        'Keep to the wheel tracks, slow down where creeks cross the beach, and give way to vehicles climbing out of soft sand. Our service team can fit rated recovery points before you go.',
      ),
    },
    {
      title: 'Coming soon: our electric range explained',
      slug: 'electric-range-explained',
      category: 'buyer-advice',
      // Scheduled: not shown until its date.
      publishedAt: new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000).toISOString(),
      content: richText('Scheduled post.'),
    },
  ]
}

async function upsert<S extends 'manufacturers' | 'manufacturer-offers' | 'models' | 'offers' | 'reviews' | 'posts'>(
  payload: Payload,
  collection: S,
  where: Where,
  data: RequiredDataFromCollectionSlug<S>,
): Promise<number> {
  const { docs } = await payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: true })
  // Payload's update typing cannot follow a collection chosen by a type parameter: the data is create-shaped.
  if (docs[0])
    return (await payload.update({ collection, id: docs[0].id, data: data as never, overrideAccess: true }))
      .id as number
  return (await payload.create({ collection, data, overrideAccess: true })).id as number
}

/** Writes the demo content for the seeded sites (by slug); safe to run again. */
export async function seedContent(
  payload: Payload,
  siteIds: Record<string, number>,
  log: Logger = () => undefined,
  now = new Date(),
): Promise<void> {
  const makes: Record<string, number> = {}
  for (const make of DEMO_MANUFACTURERS) {
    makes[make.slug] = await upsert(payload, 'manufacturers', { slug: { equals: make.slug } }, { ...make })
    // A drawn demo badge for a make without a logo (a logo a platform admin chose is kept).
    const saved = await payload.findByID({
      collection: 'manufacturers',
      id: makes[make.slug]!,
      depth: 0,
      overrideAccess: true,
    })
    if (!saved.logo) {
      const logo = await artMakeLogo(payload, `${make.name} logo`, `make-${make.slug}`, makeLogoArt(make.slug))
      await payload.update({ collection: 'manufacturers', id: saved.id, data: { logo }, overrideAccess: true })
    }
  }

  for (const { make, excluded, ...offer } of demoManufacturerOffers(now)) {
    const excludedSites = excluded.map((slug) => siteIds[slug]).filter((id): id is number => id !== undefined)
    await upsert(
      payload,
      'manufacturer-offers',
      { slug: { equals: offer.slug } },
      { ...offer, manufacturer: makes[make] as number, excludedSites },
    )
  }

  for (const [slug, site] of Object.entries(siteIds)) {
    const inSite = (key: string, value: string): Where => ({
      and: [{ site: { equals: site } }, { [key]: { equals: value } }],
    })
    const siteDoc = await payload.findByID({ collection: 'sites', id: site, depth: 0, overrideAccess: true })
    const primary = siteDoc.theme?.primaryColour || '#0b4f9c'
    const accent = siteDoc.theme?.accentColour || '#f2a900'

    const locationIds: number[] = []
    for (const [locationSlug, content] of Object.entries(LOCATION_CONTENT[slug] ?? {})) {
      const { docs } = await payload.find({
        collection: 'locations',
        where: inSite('slug', locationSlug),
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      if (!docs[0]) continue
      const { makes: locationMakes = [], ...fields } = content(now)
      const image = await artMedia(
        payload,
        site,
        `${docs[0].name}: the dealership from the street`,
        `${slug}-location-${locationSlug}`,
        locationArt(primary, accent, docs[0].locationType ?? 'sales'),
      )
      await payload.update({
        collection: 'locations',
        id: docs[0].id,
        data: { ...fields, image, manufacturers: locationMakes.map((make) => makes[make] as number) },
        overrideAccess: true,
      })
      locationIds.push(docs[0].id)
    }

    const models: Record<string, number> = {}
    for (const { make, ...model } of DEMO_MODELS[slug] ?? []) {
      const image = await artMedia(
        payload,
        site,
        `${model.name}: illustration`,
        `${slug}-model-${model.slug}`,
        modelArt(model.body, modelColour(model.slug)),
      )
      models[model.slug] = await upsert(payload, 'models', inSite('slug', model.slug), {
        ...model,
        site,
        manufacturer: makes[make] as number,
        images: [image],
      })
    }
    const offers = demoOffers(slug, now)
    for (const [index, { make, model, ...offer }] of offers.entries()) {
      // An offer on a model shows the model's picture; the others get offer art of their own.
      const image = model
        ? null
        : await artMedia(
            payload,
            site,
            `${offer.name}: illustration`,
            `${slug}-offer-${index + 1}`,
            offerArt(primary, accent, null),
          )
      await upsert(payload, 'offers', inSite('name', offer.name), {
        ...offer,
        site,
        manufacturer: make ? makes[make] : null,
        model: model ? models[model] : null,
        image,
        _status: 'published',
      })
    }
    const reviews = REVIEWERS_BY_COUNTRY[siteDoc.country ?? 'AU'] ?? REVIEWERS
    // A database seeded before the per-country reviews holds the Australian ones on every site: remove them.
    if (reviews !== REVIEWERS) {
      await payload.delete({
        collection: 'reviews',
        where: {
          and: [{ site: { equals: site } }, { customerName: { in: REVIEWERS.map(([name]) => name) } }],
        },
        overrideAccess: true,
      })
    }
    for (const [index, [customerName, rating, text]] of reviews.entries()) {
      const reviewDate = new Date(now.getTime() - (index * 9 + 2) * 24 * 60 * 60 * 1000).toISOString()
      await upsert(payload, 'reviews', inSite('customerName', customerName), {
        site,
        customerName,
        rating,
        text,
        reviewDate,
        location: locationIds[0] ?? null,
      })
    }
    const posts =
      slug === 'sunshine-motors'
        ? demoPosts(siteDoc.name, now)
        : siteDoc.country === 'US'
          ? usDemoPosts(now)
          : demoPosts(siteDoc.name, now).slice(1, 3)
    for (const post of posts) {
      const cover = POST_COVERS[post.slug]
      const image = cover
        ? await artMedia(payload, site, cover.alt, `${slug}-post-${post.slug}`, postArt(cover.scene, primary, accent))
        : null
      await upsert(payload, 'posts', inSite('slug', post.slug), { ...post, image, site, _status: 'published' })
    }
    const parts = DEMO_PARTS[slug] ?? []
    for (const { fits, ...part } of parts) {
      const data = {
        ...part,
        site,
        fits: fits.map((fit) => ({ make: makes[fit.make] as number, model: fit.model ?? null })),
      }
      const { docs } = await payload.find({
        collection: 'parts',
        where: inSite('partNumber', part.partNumber),
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      if (docs[0]) await payload.update({ collection: 'parts', id: docs[0].id, data, overrideAccess: true })
      else await payload.create({ collection: 'parts', data, overrideAccess: true })
    }
    await seedShowcasePage(payload, site)
    log(
      `content ${slug}: ${Object.keys(models).length} model(s), ${offers.length} offer(s), ${reviews.length} review(s), ${posts.length} post(s), ${parts.length} part(s), hours for ${locationIds.length} location(s)`,
    )
  }
}

/** The content blocks on one demo page per site (/visit-us), created once: staff may change it afterwards. */
async function seedShowcasePage(payload: Payload, site: number): Promise<void> {
  const { totalDocs } = await payload.count({
    collection: 'pages',
    where: { and: [{ site: { equals: site } }, { slug: { equals: VISIT_US_SLUG } }] },
    overrideAccess: true,
  })
  if (totalDocs > 0) return
  await payload.create({
    collection: 'pages',
    overrideAccess: true,
    data: {
      site,
      title: 'Visit us',
      slug: VISIT_US_SLUG,
      _status: 'published',
      seo: { description: 'Our locations, opening hours, reviews, offers and latest stock.' },
      layout: [
        { blockType: 'location', heading: 'Our locations', mode: 'all', carousel: true },
        { blockType: 'reviews', heading: 'What our customers say', limit: 10, leaveReviewLink: '/contact' },
        { blockType: 'offers', heading: 'Special offers', limit: 3 },
        { blockType: 'facetTiles', heading: 'Shop by make', facet: 'make', limit: 8 },
        { blockType: 'facetTiles', heading: 'Shop by body type', facet: 'body', limit: 6 },
        { blockType: 'dealershipDropdown', heading: 'Browse a dealership\u2019s stock', buttonLabel: 'View stock' },
        { blockType: 'stockCarousel', heading: 'Latest arrivals', carType: 'all', sortBy: 'latest', limit: 9 },
        { blockType: 'locationsGrid', heading: 'Service centres', type: 'service' },
        { blockType: 'embeddedForm', heading: 'Ask us anything' },
      ],
    },
  })
}

export const VISIT_US_SLUG = 'visit-us'
