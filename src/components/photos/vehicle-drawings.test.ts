import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { illustrationPaint, ILLUSTRATION_BODIES } from '@/domain/vehicle-illustration'

import { VEHICLE_SPRITE, VEHICLE_SPRITE_PATH, VEHICLE_SPRITE_VERSION } from './vehicle-drawings'
import { VehicleIllustration } from './vehicle-illustration'

describe('the drawings sprite', () => {
  it('holds one symbol per body type, painted by the custom properties', () => {
    const ids = [...VEHICLE_SPRITE.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1])
    expect(ids.sort()).toEqual([...ILLUSTRATION_BODIES].sort())
    expect(VEHICLE_SPRITE).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg">/)
    for (const property of ['--paint-body', '--paint-shade', '--paint-line'])
      expect(VEHICLE_SPRITE).toContain(`var(${property})`)
  })

  it('is addressed by its version', () => {
    expect(VEHICLE_SPRITE_PATH).toBe(`/api/vehicle-drawings?v=${VEHICLE_SPRITE_VERSION}`)
    expect(VEHICLE_SPRITE_VERSION).toMatch(/^[0-9a-z]+$/)
  })

  it("draws a car as the sprite's symbol for its body in its colour, with its label", () => {
    const html = renderToStaticMarkup(
      createElement(VehicleIllustration, {
        simple_body: 'Ute',
        item_type: 'car',
        colour: 'Red',
        label: 'Drawing of the 2020 Toyota Hilux',
      }),
    )
    const paint = illustrationPaint('Red')
    expect(html).toContain('role="img"')
    expect(html).toContain('aria-label="Drawing of the 2020 Toyota Hilux"')
    expect(html).toContain(`<use href="${VEHICLE_SPRITE_PATH}#ute"></use>`)
    expect(html).toContain(`--paint-body:${paint.body}`)
    expect(html).toContain(`--paint-line:${paint.line}`)
  })
})
