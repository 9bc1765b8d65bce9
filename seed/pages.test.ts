import { describe, expect, it } from 'vitest'

import { HOME_SLUG } from '../src/domain/pages'
import { demoPages } from './pages'

const site = (slug: string, name: string, locale: string) => ({ id: 1, slug, name, locale })
const home = (s: ReturnType<typeof site>) => demoPages(s, [11, 12, 13], 10).find((page) => page.slug === HOME_SLUG)!

describe('demo home pages', () => {
  it('are a dealer’s home page: quick search hero, promotions, stock, body types, offers and locations', () => {
    const layout = home(site('sunshine-motors', 'Sunshine Motors', 'en-AU')).layout
    expect(layout.map((block) => block.blockType).slice(0, 7)).toEqual([
      'hero',
      'promoSlider',
      'featuredStock',
      'facetTiles',
      'offers',
      'stockCarousel',
      'locationsMap',
    ])
    expect(layout[0]).toMatchObject({
      blockType: 'hero',
      quickSearch: true,
      image: 10,
      heading: 'Welcome to Sunshine Motors',
    })
    expect(layout[1]).toMatchObject({ slides: [{ image: 11 }, { image: 12 }, { image: 13 }] })
    expect(layout[3]).toMatchObject({ facet: 'body' })
  })

  it('speak each market’s words', () => {
    const us = home(site('lone-star-auto', 'Lone Star Auto', 'en-US')).layout
    const nz = home(site('harbour-city-cars', 'Harbour City Cars', 'en-NZ')).layout
    expect(us.find((block) => block.blockType === 'featuredStock')).toMatchObject({ heading: 'Featured vehicles' })
    expect(us.find((block) => block.blockType === 'offers')).toMatchObject({ heading: 'Current specials' })
    expect(JSON.stringify(us)).not.toMatch(/enquir|colour|kilomet/i)
    expect(nz.find((block) => block.blockType === 'locationsMap')).toMatchObject({ heading: 'Come and see us' })
  })

  it('leave the promotions out when there are no banners', () => {
    const layout = demoPages(site('x', 'X Motors', 'en-AU')).find((page) => page.slug === HOME_SLUG)!.layout
    expect(layout.some((block) => block.blockType === 'promoSlider')).toBe(false)
    expect(layout[0]).toMatchObject({ image: null })
  })
})
