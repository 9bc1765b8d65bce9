import { describe, expect, it } from 'vitest'

import { fillMakeTemplate, makeServicePath, makeServiceSlug, servicedMakeIds } from './make-service'

describe('manufacturer service pages', () => {
  it('reads the make of /{make}-service paths only', () => {
    expect(makeServiceSlug(['ford-service'])).toBe('ford')
    expect(makeServiceSlug(['land-rover-service'])).toBe('land-rover')
    expect(makeServiceSlug(['service'])).toBeNull()
    expect(makeServiceSlug(['-service'])).toBeNull()
    expect(makeServiceSlug(['Ford-service'])).toBeNull()
    expect(makeServiceSlug(['ford-service', 'x'])).toBeNull()
    expect(makeServiceSlug(['ford-servicing'])).toBeNull()
    expect(makeServicePath('ford')).toBe('/ford-service')
  })

  it('services the makes of the service locations, else of the sales locations', () => {
    expect(
      servicedMakeIds([
        { locationType: 'sales', manufacturers: [1, 2, 3] },
        { locationType: 'service', manufacturers: [1, 2] },
        { locationType: 'service', manufacturers: [2, 4] },
        { locationType: 'parts', manufacturers: [5] },
      ]),
    ).toEqual([1, 2, 4])
    expect(
      servicedMakeIds([
        { locationType: 'sales', manufacturers: [3] },
        { locationType: null, manufacturers: [6] },
        { locationType: 'parts', manufacturers: [5] },
      ]),
    ).toEqual([3, 6])
    expect(servicedMakeIds([])).toEqual([])
  })

  it('writes the make into every text of the template, leaving the rest alone', () => {
    const template = {
      title: '{make} Service',
      id: 7,
      layout: [{ blockType: 'hero', heading: 'Genuine {make} servicing', buttons: [{ link: '/brands/{make-slug}' }] }],
    }
    const filled = fillMakeTemplate(template, { name: 'Land Rover', slug: 'land-rover' })
    expect(filled).toEqual({
      title: 'Land Rover Service',
      id: 7,
      layout: [
        { blockType: 'hero', heading: 'Genuine Land Rover servicing', buttons: [{ link: '/brands/land-rover' }] },
      ],
    })
    expect(template.title).toBe('{make} Service')
  })
})
