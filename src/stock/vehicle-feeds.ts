import type { Payload } from 'payload'

import {
  carDealership,
  isListedInFeeds,
  type FeedCar,
  type FeedDealership,
  type FeedLocation,
  type FeedSite,
} from '@/domain/vehicle-feeds'
import { resolveSiteSettings } from '@/domain/site-settings'

import { listedCarPages } from '@/lib/data/site-cars'

import type { Site } from '../payload-types'

/**
 * Reading a site's stock for Google's feeds (src/domain/vehicle-feeds.ts builds them): the site's settings,
 * its locations, and its available cars a page at a time, each with the dealership it is sold from.
 */

type FeedSiteFields = Pick<Site, 'id' | 'slug' | 'name' | 'locale' | 'country' | 'features'>

/** The site as the feeds need it; `origin` from the site's own hosts (siteOriginOf), never a client header. */
export function feedSite(site: FeedSiteFields, origin: string): FeedSite {
  const { features } = resolveSiteSettings(site, new Date())
  return {
    slug: site.slug,
    name: site.name,
    locale: site.locale,
    country: site.country,
    origin,
    prices: { subscriptions: features.subscriptions, noPriceText: site.features?.noPriceText ?? null },
  }
}

/** Every location of the site (a car may sit at a location hidden from shoppers), visible ones first. */
export async function feedLocations(payload: Payload, siteId: number): Promise<FeedLocation[]> {
  const { docs } = await payload.find({
    collection: 'locations',
    where: { site: { equals: siteId } },
    sort: ['-visible', 'name'],
    depth: 0,
    limit: 500,
    overrideAccess: true,
    select: {
      name: true,
      slug: true,
      storeCode: true,
      locationType: true,
      primary: true,
      address: true,
      visible: true,
    },
  })
  return docs.map((doc) => ({
    name: doc.name,
    slug: doc.slug,
    storeCode: doc.storeCode ?? null,
    locationType: doc.locationType ?? null,
    primary: doc.primary ?? null,
    address: doc.address ?? null,
  }))
}

const CAR_FIELDS = {
  feed_id: true,
  slug: true,
  name: true,
  status: true,
  sold: true,
  show_on_dealer_website: true,
  car_type: true,
  stocknum: true,
  vin: true,
  price: true,
  before_price: true,
  subscription_price: true,
  preorder: true,
  make: true,
  model: true,
  badge: true,
  series: true,
  year: true,
  km: true,
  colour: true,
  certified: true,
  dealercomments: true,
  primary_image_url: true,
  images: true,
  location: { name: true, slug: true },
} as const

/** The site's available cars, oldest id first, a page at a time, each with its own dealership. */
export async function* feedCars(
  payload: Payload,
  site: FeedSite & { id: number },
  locations: readonly FeedLocation[],
): AsyncGenerator<Array<{ car: FeedCar; dealership: FeedDealership | null }>> {
  for await (const cars of listedCarPages<FeedCar>(payload, site.id, CAR_FIELDS))
    yield cars.filter(isListedInFeeds).map((car) => ({ car, dealership: carDealership(car, locations, site) }))
}

/** A streamed feed: its head, one chunk of text per page of cars, its tail. */
export function feedStream(
  payload: Payload,
  site: FeedSite & { id: number },
  render: { head: string; item: (car: FeedCar, dealership: FeedDealership | null) => string; tail: string },
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        const locations = await feedLocations(payload, site.id)
        controller.enqueue(encoder.encode(render.head))
        for await (const page of feedCars(payload, site, locations)) {
          controller.enqueue(encoder.encode(page.map(({ car, dealership }) => render.item(car, dealership)).join('')))
        }
        if (render.tail) controller.enqueue(encoder.encode(render.tail))
        controller.close()
      } catch (error) {
        controller.error(error)
      }
    },
  })
}
