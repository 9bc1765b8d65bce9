/**
 * Google's vehicle listings feed (RSS 2.0 with the g: namespace) for a site's available stock, for
 * integrators and ad platforms. Pure: the route streams what these return.
 */
import { countedPrice, isRealPrice } from '../domain/price-display'

export type FeedCar = {
  id: number
  feed_id: string
  slug: string
  name: string
  vin?: string | null
  price?: number | null
  car_type: 'new' | 'used' | 'demo'
  make?: string | null
  model?: string | null
  year?: number | null
  km?: number | null
  primary_image_url?: string | null
  images?: unknown
}

export type FeedDealer = { name: string; address: string | null; currency: string; distanceUnit: 'kilometre' | 'mile'; baseUrl: string }

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, (c) =>
    c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : c === "'" ? '&apos;' : c === '"' ? '&quot;' : '',
  )
}

const tag = (name: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '' : `<g:${name}>${escapeXml(String(value))}</g:${name}>`

export function feedHeader(dealer: FeedDealer): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
<channel>
<title>${escapeXml(dealer.name)} vehicles</title>
<link>${escapeXml(dealer.baseUrl)}</link>
<description>Vehicles for sale at ${escapeXml(dealer.name)}</description>
`
}

export const FEED_FOOTER = '</channel>\n</rss>\n'

/** One car as a feed item. New cars are condition new; used and demo cars are used. Prices count above $10. */
export function feedItem(car: FeedCar, dealer: FeedDealer): string {
  const images = Array.isArray(car.images) ? car.images.filter((i): i is string => typeof i === 'string') : []
  const image = car.primary_image_url ?? images[0] ?? null
  const mileage =
    typeof car.km === 'number'
      ? `<g:mileage><g:value>${Math.round(dealer.distanceUnit === 'mile' ? car.km / 1.609344 : car.km)}</g:value><g:unit>${dealer.distanceUnit === 'mile' ? 'miles' : 'km'}</g:unit></g:mileage>`
      : ''
  return [
    '<item>',
    tag('id', car.feed_id),
    tag('vin', car.vin),
    tag('title', car.name),
    isRealPrice(car.price) ? tag('price', `${countedPrice(car.price)} ${dealer.currency}`) : '',
    tag('condition', car.car_type === 'new' ? 'new' : 'used'),
    tag('make', car.make),
    tag('model', car.model),
    tag('year', car.year),
    mileage,
    tag('image_link', image),
    tag('link', `${dealer.baseUrl}/cars/${car.slug}`),
    tag('dealership_name', dealer.name),
    tag('dealership_address', dealer.address),
    '</item>\n',
  ].join('')
}
