import { describe, expect, it } from 'vitest'

import {
  COLOUR_HEX,
  DEFAULT_PAINT,
  ILLUSTRATION_BODIES,
  colourHex,
  illustrationBody,
  illustrationPaint,
  isLightPaint,
} from './vehicle-illustration'

describe('illustrationBody', () => {
  it.each([
    ['SUV', 'suv'],
    ['Hatchback', 'hatch'],
    ['Hatch', 'hatch'],
    ['Ute', 'ute'],
    ['Ute / Tray', 'cab-chassis'],
    ['Sedan', 'sedan'],
    ['Wagon', 'wagon'],
    ['Station Wagon', 'wagon'],
    ['Commercial', 'van'],
    ['Van', 'van'],
    ['Coupe', 'coupe'],
    ['Hardtop', 'coupe'],
    ['Convertible', 'convertible'],
    ['Softtop', 'convertible'],
    ['Cab Chassis', 'cab-chassis'],
    ['cabChassis', 'cab-chassis'],
    ['Light Truck', 'cab-chassis'],
    ['People Mover', 'people-mover'],
    ['Bus', 'people-mover'],
    ['4x4', 'suv'],
    ['Motorhome', 'caravan'],
    ['Motorcycle', 'motorcycle'],
  ] as const)('draws a %s as a %s', (simple_body, body) => {
    expect(illustrationBody({ simple_body })).toBe(body)
  })

  it('reads the item type before the body: a caravan listed as Other is a caravan', () => {
    expect(illustrationBody({ simple_body: 'Other', item_type: 'caravan' })).toBe('caravan')
    expect(illustrationBody({ simple_body: null, item_type: 'Box Trailer' })).toBe('trailer')
  })

  it('draws a sedan for a missing or unknown body, and never matches part of a word', () => {
    expect(illustrationBody({})).toBe('sedan')
    expect(illustrationBody({ simple_body: 'Other' })).toBe('sedan')
    expect(illustrationBody({ simple_body: '' })).toBe('sedan')
    // 'computer' holds 'ute', 'advantage' holds 'van': whole words only.
    expect(illustrationBody({ simple_body: 'Computer advantage' })).toBe('sedan')
  })

  it('every body it can answer is one the drawings cover', () => {
    const answered = ['SUV', 'Hatch', 'Ute', 'Wagon', 'Van', 'Coupe', 'Convertible', 'Cab Chassis', 'People Mover']
      .concat(['Caravan', 'Trailer', 'Motorcycle', 'Sedan'])
      .map((simple_body) => illustrationBody({ simple_body }))
    expect(new Set(answered)).toEqual(new Set(ILLUSTRATION_BODIES))
  })
})

describe('colourHex', () => {
  it.each([
    ['White', '#f4f5f2'],
    ['Black', '#1d1f22'],
    ['Silver', '#b9bec4'],
    ['Grey', '#6e757c'],
    ['Gray', '#6e757c'],
    ['Blue', '#2457a6'],
    ['Red', '#b3262b'],
    ['Burgundy', '#6b1f2a'],
    ['Turquoise', '#2a9d9a'],
  ])('paints %s as %s', (name, hex) => {
    expect(colourHex(name)).toBe(hex)
  })

  it('reads marketing names by their first colour word, in any case', () => {
    expect(colourHex('Crystal White Pearl')).toBe(COLOUR_HEX.white)
    expect(colourHex('SOUL RED CRYSTAL')).toBe(COLOUR_HEX.red)
    expect(colourHex('Jet-Black metallic')).toBe(COLOUR_HEX.black)
    expect(colourHex('Eclipse Blue / Black')).toBe(COLOUR_HEX.blue)
  })

  it('falls back to a neutral paint for nothing, noise and unknown names', () => {
    for (const name of [null, undefined, '', '-', '5 years', 'Other', 'Unobtainium']) {
      expect(colourHex(name)).toBe(DEFAULT_PAINT)
    }
  })

  it('holds only six-digit hex paints', () => {
    for (const hex of Object.values(COLOUR_HEX)) expect(hex).toMatch(/^#[0-9a-f]{6}$/)
  })
})

describe('illustrationPaint', () => {
  it('tells light paints from dark ones', () => {
    expect(isLightPaint(COLOUR_HEX.white!)).toBe(true)
    expect(isLightPaint(COLOUR_HEX.silver!)).toBe(true)
    expect(isLightPaint(COLOUR_HEX.black!)).toBe(false)
    expect(isLightPaint(COLOUR_HEX.red!)).toBe(false)
  })

  it('shades the body darker for the lower panels and outlines a white car in grey', () => {
    expect(illustrationPaint('Red')).toEqual({ body: '#b3262b', shade: '#8c1e22', line: '#621518' })
    expect(illustrationPaint('White').line).toBe('#8a9097')
  })
})
