import { kmFromDistance } from '../src/domain/locale'
import type { CarFeedRow } from '../src/stock/feed-row'
import { DEMO_SITES } from './demo'

/**
 * The demo stock of the New Zealand and US demo sites: a dealer's yard of each market, written for it.
 * The real data set (seed/data) is Australian: its prices, places and models are not theirs, and a US site
 * listing a Holden at an Australian price in kilometres would not show what a US dealer's site looks like.
 * So each market gets a short list in its own money, units and words (miles on the US site, petrol in New
 * Zealand, gasoline in the US; Harbour City's Japanese imports), sent through the JSON stock feed as an
 * integrator would send it. No VINs or photos: the cars show their drawings, as the Australian demo does.
 */

type Listing = {
  year: number
  make: string
  model: string
  badge: string
  type: 'new' | 'used' | 'demo'
  body: string
  fuel: string
  trans: 'Automatic' | 'Manual'
  drive: 'FWD' | 'RWD' | 'AWD' | '4WD'
  /** Engine litres and cylinders; none for an electric car. */
  engine: [litres: number, cylinders: number] | null
  colour: string
  price: number
  /** In the site's unit: miles on the US site, km in New Zealand. */
  odometer: number
  seats: number
  doors: number
  comment: string
}

type Market = {
  site: 'lone-star-auto' | 'harbour-city-cars'
  /** The stock number's prefix. */
  prefix: string
  equipment: (listing: Listing) => string[]
  listings: Listing[]
}

const US_EQUIPMENT = ['Backup camera', 'Apple CarPlay', 'Android Auto', 'Bluetooth', 'Blind spot monitoring']
const NZ_EQUIPMENT = ['Reversing camera', 'Apple CarPlay', 'Android Auto', 'Bluetooth', 'Lane keep assist']

const car = (
  year: number,
  make: string,
  model: string,
  badge: string,
  type: Listing['type'],
  body: string,
  fuel: string,
  drive: Listing['drive'],
  engine: Listing['engine'],
  colour: string,
  price: number,
  odometer: number,
  [seats, doors]: [number, number],
  comment: string,
  trans: Listing['trans'] = 'Automatic',
): Listing => ({
  year,
  make,
  model,
  badge,
  type,
  body,
  fuel,
  trans,
  drive,
  engine,
  colour,
  price,
  odometer,
  seats,
  doors,
  comment,
})

const US_USED = 'One owner, clean history report, inspected and serviced by our Austin shop.'
const US_NEW = 'Brand new, in stock in Austin and ready for a test drive today.'
const NZ_USED = 'NZ new, one owner, full service history and a fresh WOF.'
const NZ_IMPORT = 'Japanese import, low kilometres, with its WOF and registration done.'
const NZ_NEW = 'Brand new, in stock in Auckland and ready for a test drive today.'
const NZ_DEMO = 'Ex-demonstrator with the balance of its factory warranty.'

export const MARKET_STOCK: Market[] = [
  {
    site: 'lone-star-auto',
    prefix: 'LSA',
    equipment: (listing) =>
      listing.body === 'Pickup' ? [...US_EQUIPMENT, 'Tow package', 'Spray-in bedliner'] : US_EQUIPMENT,
    // One car a line: year, make, model, badge, type, body, fuel, drive, [litres, cylinders], colour, price,
    // odometer, [seats, doors], comment, and the gearbox when it is not automatic.
    // prettier-ignore
    listings: [
      car(2023, 'Ford', 'F-150', 'XLT SuperCrew', 'used', 'Pickup', 'Gasoline', '4WD', [3.5, 6], 'Oxford White', 46_995, 21_480, [5, 4], US_USED),
      car(2024, 'Ram', '1500', 'Big Horn Crew Cab', 'new', 'Pickup', 'Gasoline', '4WD', [5.7, 8], 'Diamond Black Crystal', 52_880, 12, [5, 4], US_NEW),
      car(2022, 'Chevrolet', 'Silverado 1500', 'LT Crew Cab', 'used', 'Pickup', 'Gasoline', '4WD', [5.3, 8], 'Summit White', 43_490, 33_120, [6, 4], US_USED),
      car(2021, 'Toyota', 'Tacoma', 'TRD Off-Road Double Cab', 'used', 'Pickup', 'Gasoline', '4WD', [3.5, 6], 'Army Green', 36_750, 41_200, [5, 4], US_USED),
      car(2021, 'GMC', 'Sierra 1500', 'SLT Crew Cab', 'used', 'Pickup', 'Gasoline', '4WD', [6.2, 8], 'Onyx Black', 49_800, 38_900, [5, 4], US_USED),
      car(2023, 'Toyota', 'Camry', 'SE', 'used', 'Sedan', 'Gasoline', 'FWD', [2.5, 4], 'Celestial Silver Metallic', 26_990, 18_900, [5, 4], US_USED),
      car(2022, 'Honda', 'Civic', 'EX', 'used', 'Sedan', 'Gasoline', 'FWD', [1.5, 4], 'Sonic Gray Pearl', 23_450, 24_600, [5, 4], US_USED),
      car(2021, 'Honda', 'Accord', 'Sport', 'used', 'Sedan', 'Gasoline', 'FWD', [1.5, 4], 'Obsidian Blue Pearl', 24_600, 38_200, [5, 4], US_USED),
      car(2022, 'Volkswagen', 'Jetta', 'SE', 'used', 'Sedan', 'Gasoline', 'FWD', [1.5, 4], 'Pure White', 19_990, 31_500, [5, 4], US_USED),
      car(2020, 'Nissan', 'Altima', '2.5 SV', 'used', 'Sedan', 'Gasoline', 'FWD', [2.5, 4], 'Gray', 17_950, 48_300, [5, 4], US_USED),
      car(2024, 'Honda', 'CR-V', 'EX-L', 'new', 'SUV', 'Gasoline', 'AWD', [1.5, 4], 'Radiant Red Metallic', 36_850, 8, [5, 4], US_NEW),
      car(2023, 'Toyota', 'RAV4 Hybrid', 'XLE', 'used', 'SUV', 'Hybrid', 'AWD', [2.5, 4], 'Cavalry Blue', 33_900, 15_400, [5, 4], US_USED),
      car(2021, 'Jeep', 'Wrangler Unlimited', 'Sahara', 'used', 'SUV', 'Gasoline', '4WD', [3.6, 6], 'Black', 38_400, 36_700, [5, 4], US_USED),
      car(2022, 'Ford', 'Explorer', 'XLT', 'used', 'SUV', 'Gasoline', '4WD', [2.3, 4], 'Iconic Silver', 33_250, 29_800, [7, 4], US_USED),
      car(2023, 'Chevrolet', 'Tahoe', 'LT', 'used', 'SUV', 'Gasoline', '4WD', [5.3, 8], 'Black', 58_900, 22_100, [8, 4], US_USED),
      car(2023, 'Tesla', 'Model Y', 'Long Range', 'used', 'SUV', 'Electric', 'AWD', null, 'Pearl White', 34_990, 19_800, [5, 4], US_USED),
      car(2022, 'Hyundai', 'Tucson', 'SEL', 'used', 'SUV', 'Gasoline', 'AWD', [2.5, 4], 'Shimmering Silver', 24_990, 27_500, [5, 4], US_USED),
      car(2023, 'Kia', 'Telluride', 'EX', 'used', 'SUV', 'Gasoline', 'AWD', [3.8, 6], 'Gravity Gray', 41_200, 21_900, [8, 4], US_USED),
      car(2020, 'Toyota', 'Highlander', 'XLE', 'used', 'SUV', 'Gasoline', 'AWD', [3.5, 6], 'Magnetic Gray Metallic', 29_900, 52_400, [8, 4], US_USED),
      car(2022, 'Mazda', 'CX-5', '2.5 Turbo', 'used', 'SUV', 'Gasoline', 'AWD', [2.5, 4], 'Soul Red Crystal', 28_400, 26_300, [5, 4], US_USED),
      car(2024, 'Ford', 'Bronco Sport', 'Big Bend', 'new', 'SUV', 'Gasoline', '4WD', [1.5, 3], 'Cactus Gray', 33_470, 9, [5, 4], US_NEW),
      car(2021, 'Chevrolet', 'Equinox', 'LT', 'used', 'SUV', 'Gasoline', 'FWD', [1.5, 4], 'Mosaic Black Metallic', 19_850, 41_800, [5, 4], US_USED),
      car(2024, 'Honda', 'Odyssey', 'EX-L', 'new', 'Minivan', 'Gasoline', 'FWD', [3.5, 6], 'Platinum White Pearl', 42_660, 6, [8, 4], US_NEW),
      car(2023, 'Subaru', 'Outback', 'Premium', 'used', 'Wagon', 'Gasoline', 'AWD', [2.5, 4], 'Autumn Green Metallic', 28_750, 17_600, [5, 4], US_USED),
      car(2022, 'Ford', 'Mustang', 'GT Fastback', 'used', 'Coupe', 'Gasoline', 'RWD', [5.0, 8], 'Race Red', 37_900, 14_200, [4, 2], US_USED, 'Manual'),
      car(2023, 'Ford', 'Transit', '250 Cargo Van', 'used', 'Van', 'Gasoline', 'RWD', [3.5, 6], 'Oxford White', 44_500, 23_700, [2, 4], US_USED),
    ],
  },
  {
    site: 'harbour-city-cars',
    prefix: 'HCC',
    equipment: (listing) => (listing.body === 'Ute' ? [...NZ_EQUIPMENT, 'Towbar', 'Tub liner'] : NZ_EQUIPMENT),
    // One car a line: year, make, model, badge, type, body, fuel, drive, [litres, cylinders], colour, price,
    // odometer, [seats, doors], comment, and the gearbox when it is not automatic.
    // prettier-ignore
    listings: [
      car(2023, 'Ford', 'Ranger', 'XLT 2.0 Bi-Turbo Double Cab', 'used', 'Ute', 'Diesel', '4WD', [2.0, 4], 'Meteor Grey', 56_990, 24_800, [5, 4], NZ_USED),
      car(2022, 'Toyota', 'Hilux', 'SR5 Double Cab', 'used', 'Ute', 'Diesel', '4WD', [2.8, 4], 'Glacier White', 52_990, 41_300, [5, 4], NZ_USED),
      car(2019, 'Mitsubishi', 'Triton', 'GLS Double Cab', 'used', 'Ute', 'Diesel', '4WD', [2.4, 4], 'White', 34_990, 88_200, [5, 4], NZ_USED),
      car(2022, 'Toyota', 'RAV4', 'GX Hybrid', 'used', 'SUV', 'Hybrid', 'AWD', [2.5, 4], 'Silver Sky', 42_990, 31_200, [5, 4], NZ_USED),
      car(2023, 'Mitsubishi', 'Outlander', 'VRX PHEV', 'used', 'SUV', 'Hybrid', 'AWD', [2.4, 4], 'Black Diamond', 54_990, 14_900, [7, 4], NZ_USED),
      car(2024, 'Kia', 'Sportage', 'LX', 'new', 'SUV', 'Petrol', 'FWD', [2.0, 4], 'Snow White Pearl', 41_990, 10, [5, 4], NZ_NEW),
      car(2021, 'Hyundai', 'Tucson', 'Elite', 'used', 'SUV', 'Petrol', 'AWD', [2.5, 4], 'Phantom Black', 36_490, 39_800, [5, 4], NZ_USED),
      car(2020, 'Mazda', 'CX-5', 'GSX', 'used', 'SUV', 'Petrol', 'FWD', [2.0, 4], 'Soul Red Crystal', 27_990, 56_700, [5, 4], NZ_USED),
      car(2020, 'Toyota', 'Land Cruiser Prado', 'VX', 'used', 'SUV', 'Diesel', '4WD', [2.8, 4], 'Graphite', 72_990, 61_500, [7, 4], NZ_USED),
      car(2024, 'BYD', 'Atto 3', 'Extended Range', 'new', 'SUV', 'Electric', 'FWD', null, 'Surf Blue', 49_990, 15, [5, 4], NZ_NEW),
      car(2023, 'MG', 'ZS EV', 'Essence', 'demo', 'SUV', 'Electric', 'FWD', null, 'Dover White', 44_990, 2_900, [5, 4], NZ_DEMO),
      car(2021, 'Toyota', 'Aqua', 'G', 'used', 'Hatchback', 'Hybrid', 'FWD', [1.5, 4], 'Pearl White', 22_990, 38_500, [5, 4], NZ_IMPORT),
      car(2020, 'Honda', 'Fit', 'e:HEV Home', 'used', 'Hatchback', 'Hybrid', 'FWD', [1.5, 4], 'Blue', 19_990, 32_100, [5, 4], NZ_IMPORT),
      car(2018, 'Toyota', 'Prius', 'S', 'used', 'Hatchback', 'Hybrid', 'FWD', [1.8, 4], 'Silver', 18_990, 74_300, [5, 4], NZ_IMPORT),
      car(2019, 'Suzuki', 'Swift', 'RS', 'used', 'Hatchback', 'Petrol', 'FWD', [1.0, 3], 'Fire Red', 16_490, 48_200, [5, 4], NZ_USED),
      car(2022, 'Nissan', 'Leaf', '40 kWh', 'used', 'Hatchback', 'Electric', 'FWD', null, 'Grey', 25_990, 18_600, [5, 4], NZ_IMPORT),
      car(2021, 'Volkswagen', 'Golf', 'Life', 'used', 'Hatchback', 'Petrol', 'FWD', [1.4, 4], 'Atlantic Blue', 31_990, 28_900, [5, 4], NZ_USED),
      car(2023, 'Tesla', 'Model 3', 'Rear-Wheel Drive', 'used', 'Sedan', 'Electric', 'RWD', null, 'Pearl White', 49_990, 12_400, [5, 4], NZ_USED),
      car(2022, 'Subaru', 'Outback', 'X', 'used', 'Wagon', 'Petrol', 'AWD', [2.5, 4], 'Autumn Green', 44_990, 26_400, [5, 4], NZ_USED),
      car(2021, 'Toyota', 'Hiace', 'ZR LWB', 'used', 'Van', 'Diesel', 'RWD', [2.8, 4], 'White', 45_990, 52_100, [3, 4], NZ_USED),
    ],
  },
]

/**
 * A market's demo cars as stock feed rows: stock numbers in list order, listed an hour apart (the list's
 * first car the newest, so the home page's latest stock is the same on every fresh database), the
 * odometer in km as feeds send it (from the demo site's unit), at the demo site's primary location.
 */
export function marketFeedRows(market: Market, now: Date): Array<CarFeedRow & { location_code: string }> {
  const demo = DEMO_SITES.find((candidate) => candidate.site.slug === market.site)
  const location = demo?.locations.find((candidate) => candidate.primary) ?? demo?.locations[0]
  const storeCode = location?.storeCode
  if (!demo || !location || !storeCode) throw new Error(`No demo site '${market.site}' with a store code.`)
  return market.listings.map((listing, index) => {
    const stock = `${market.prefix}-${1001 + index}`
    return {
      id: stock,
      stocknum: stock,
      year: listing.year,
      make: listing.make,
      model: listing.model,
      badge: listing.badge,
      car_type: listing.type,
      status: 'in_stock',
      show_on_dealer_website: true,
      price: listing.price,
      km: kmFromDistance(demo.site.locale, listing.odometer),
      simple_body: listing.body,
      simple_transmission: listing.trans,
      trans: listing.trans,
      simple_fuel: listing.fuel,
      fuel: listing.fuel,
      drive: listing.drive,
      colour: listing.colour,
      seats: listing.seats,
      doors: listing.doors,
      engine_size: listing.engine ? `${listing.engine[0].toFixed(1)}L` : null,
      variant: listing.engine ? { cylinders: listing.engine[1], enginesize_litres: listing.engine[0] } : null,
      dealercomments: listing.comment,
      standardEquipment: market.equipment(listing),
      dealership_slug: location.slug,
      location_code: storeCode,
      created_at: new Date(now.getTime() - index * 3_600_000).toISOString(),
    }
  })
}
