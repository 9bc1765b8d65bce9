import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import {
  bannerArt,
  bodyShape,
  heroArt,
  locationArt,
  makeLogoArt,
  modelArt,
  modelColour,
  offerArt,
  postArt,
  shade,
} from './art'

describe('demo art', () => {
  it('draws each body type as stock spells it', () => {
    expect(bodyShape('Ute')).toBe('ute')
    expect(bodyShape('Cab Chassis')).toBe('ute')
    expect(bodyShape('SUV')).toBe('suv')
    expect(bodyShape('Wagon')).toBe('suv')
    expect(bodyShape('Van')).toBe('van')
    expect(bodyShape('Coupe')).toBe('coupe')
    expect(bodyShape('Hatchback')).toBe('hatch')
    expect(bodyShape('Sedan')).toBe('sedan')
    expect(bodyShape(null)).toBe('sedan')
  })

  it('mixes colours towards white and black, and reads junk as grey', () => {
    expect(shade('#000000', 1)).toBe('#ffffff')
    expect(shade('#ffffff', -1)).toBe('#000000')
    expect(shade('#204080', 0)).toBe('#204080')
    expect(shade('red', 0)).toBe('#808080')
  })

  it('paints the same model the same colour', () => {
    expect(modelColour('hilux')).toBe(modelColour('hilux'))
    expect(modelColour('hilux')).toMatch(/^#[0-9a-f]{6}$/)
  })

  it('rasterises every picture at its size', async () => {
    const pictures: Array<[string, number, number]> = [
      [heroArt('#0b4f9c', '#f2a900'), 1920, 720],
      [bannerArt('#0b4f9c', '#f2a900', 1), 1920, 540],
      [modelArt('ute', '#b3202a'), 1400, 788],
      [offerArt('#0b4f9c', '#f2a900', 'suv'), 1400, 788],
      [locationArt('#0b4f9c', '#f2a900', 'sales'), 1400, 788],
      [locationArt('#0b4f9c', '#f2a900', 'service'), 1400, 788],
      [locationArt('#0b4f9c', '#f2a900', 'parts'), 1400, 788],
      ...(['country-road', 'car-lot', 'mountain-road', 'workshop', 'beach'] as const).map(
        (scene): [string, number, number] => [postArt(scene, '#0b4f9c', '#f2a900'), 1400, 788],
      ),
      [makeLogoArt('mazda'), 320, 320],
    ]
    for (const [picture, width, height] of pictures) {
      const meta = await sharp(Buffer.from(picture)).metadata()
      expect([meta.width, meta.height]).toEqual([width, height])
    }
  })

  it('draws each make its own badge, the same every time, transparent around it', async () => {
    expect(makeLogoArt('toyota')).toBe(makeLogoArt('toyota'))
    const badges = new Set(['toyota', 'mazda', 'ford', 'hyundai'].map(makeLogoArt))
    expect(badges.size).toBe(4)
    const corner = await sharp(Buffer.from(makeLogoArt('ford')))
      .ensureAlpha()
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer()
    expect(corner[3]).toBe(0)
  })
})
