import { describe, expect, it } from 'vitest'

import { PAYMENT_LOGOS } from '@/domain/reserve-wording'

import { PAYMENT_ICONS } from './payment-icons'

describe('payment marks', () => {
  it('has an icon for every mark simple-icons holds, with its brand name and an SVG path', () => {
    for (const name of PAYMENT_LOGOS) {
      const icon = PAYMENT_ICONS[name]
      if (name === 'Maestro') {
        // Not in simple-icons 16: shown as its name.
        expect(icon).toBeNull()
        continue
      }
      expect(icon, name).not.toBeNull()
      expect(icon!.title.replace(/\s/g, '').toLowerCase()).toBe(name.replace(/\s/g, '').toLowerCase())
      expect(icon!.path).toMatch(/^M[\d.\s-]/)
      expect(icon!.hex).toMatch(/^[0-9A-F]{6}$/i)
    }
  })
})
