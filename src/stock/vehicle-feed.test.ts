import { describe, expect, it } from 'vitest'

import { escapeXml, FEED_FOOTER, feedHeader, feedItem, type FeedDealer } from './vehicle-feed'

const dealer: FeedDealer = { name: 'Sunshine & Sons', address: '1 Main St, Kedron QLD 4031', currency: 'AUD', distanceUnit: 'kilometre', baseUrl: 'https://www.example.com.au' }

describe('vehicle listings feed', () => {
  it('escapes XML', () => {
    expect(escapeXml(`<a href="x">Tom's & co</a>\u0001`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom&apos;s &amp; co&lt;/a&gt;')
  })

  it('writes Google vehicle listing fields for a car', () => {
    const item = feedItem(
      { id: 1, feed_id: 'STK-1', slug: 'toyota-hilux', name: '2020 Toyota Hilux', vin: 'JTEBR3FJ10K123456', price: 45000, car_type: 'demo', make: 'Toyota', model: 'Hilux', year: 2020, km: 12000, images: ['https://img.example/1.jpg'] },
      dealer,
    )
    expect(item).toContain('<g:id>STK-1</g:id>')
    expect(item).toContain('<g:vin>JTEBR3FJ10K123456</g:vin>')
    expect(item).toContain('<g:price>45000 AUD</g:price>')
    expect(item).toContain('<g:condition>used</g:condition>')
    expect(item).toContain('<g:mileage><g:value>12000</g:value><g:unit>km</g:unit></g:mileage>')
    expect(item).toContain('<g:image_link>https://img.example/1.jpg</g:image_link>')
    expect(item).toContain('<g:link>https://www.example.com.au/cars/toyota-hilux</g:link>')
    expect(item).toContain('<g:dealership_name>Sunshine &amp; Sons</g:dealership_name>')
  })

  it('leaves out a price of $10 or less and missing values, and gives US mileage in miles', () => {
    const item = feedItem({ id: 2, feed_id: 'x', slug: 's', name: 'Car', price: 10, car_type: 'new', km: 16093.44 }, { ...dealer, currency: 'USD', distanceUnit: 'mile' })
    expect(item).not.toContain('<g:price>')
    expect(item).not.toContain('<g:vin>')
    expect(item).toContain('<g:condition>new</g:condition>')
    expect(item).toContain('<g:value>10000</g:value><g:unit>miles</g:unit>')
  })

  it('wraps items in an RSS channel', () => {
    expect(feedHeader(dealer)).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">')
    expect(FEED_FOOTER).toBe('</channel>\n</rss>\n')
  })
})
