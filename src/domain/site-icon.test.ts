import { describe, expect, it } from 'vitest'

import { siteIcon, siteInitials } from './site-icon'
import { DEFAULT_BRAND } from './theme'

describe('site icon', () => {
  it('takes the first letters of the first two words of the name', () => {
    expect(siteInitials('Harbour City Cars')).toBe('HC')
    expect(siteInitials('Sunshine Motors')).toBe('SM')
    expect(siteInitials('lone star auto')).toBe('LS')
    expect(siteInitials('Autohaus')).toBe('A')
    expect(siteInitials('  O\u2019Brien & Sons Motors ')).toBe('OB')
    expect(siteInitials('Émile Autos')).toBe('ÉA')
    expect(siteInitials('4x4 World')).toBe('4W')
    expect(siteInitials('—')).toBe('?')
  })

  it('draws the initials in the brand colour with black or white text at AA contrast or better', () => {
    const dark = siteIcon({ name: 'Sunshine Motors', theme: { primaryColour: '#0b4f9c' } })
    expect(dark).toMatchObject({ initials: 'SM', background: '#0b4f9c', foreground: '#ffffff', logo: null })
    const light = siteIcon({ name: 'Yellow Cars', theme: { primaryColour: '#FFFF00' } })
    expect(light).toMatchObject({ background: '#ffff00', foreground: '#000000' })
    // The worst case for black-or-white text is a mid grey: still 4.5:1 or better.
    for (const colour of ['#777777', '#767676', '#808080', '#0b4f9c', '#ffff00', '#8b1e2d']) {
      expect(siteIcon({ name: 'A', theme: { primaryColour: colour } }).contrast).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('falls back to the default brand colour for a missing or invalid one', () => {
    expect(siteIcon({ name: 'A B', theme: null }).background).toBe(DEFAULT_BRAND)
    expect(siteIcon({ name: 'A B', theme: { primaryColour: 'red' } }).background).toBe(DEFAULT_BRAND)
  })

  it('shows the site\u2019s logo image when it has one, else its initials', () => {
    const site = { name: 'A', theme: { primaryColour: '#0b4f9c' } }
    expect(siteIcon(site, '/api/media/file/logo-400x133.webp').logo).toBe('/api/media/file/logo-400x133.webp')
    expect(siteIcon(site, null).logo).toBeNull()
    expect(siteIcon(site, '  ').logo).toBeNull()
    expect(siteIcon(site).logo).toBeNull()
  })

  it('changes its version when what it shows changes, and only then', () => {
    const a = siteIcon({ name: 'Sunshine Motors', theme: { primaryColour: '#0b4f9c' } })
    expect(
      siteIcon({ name: 'Sunshine Motors', theme: { primaryColour: '#0b4f9c', accentColour: '#000000' } }).version,
    ).toBe(a.version)
    expect(siteIcon({ name: 'Sunshine Motors', theme: { primaryColour: '#00565b' } }).version).not.toBe(a.version)
    expect(siteIcon({ name: 'Harbour Motors', theme: { primaryColour: '#0b4f9c' } }).version).not.toBe(a.version)
    const withLogo = siteIcon({ name: 'Sunshine Motors', theme: { primaryColour: '#0b4f9c' } }, '/logo.png')
    expect(withLogo.version).not.toBe(a.version)
    expect(
      siteIcon({ name: 'Sunshine Motors', theme: { primaryColour: '#0b4f9c' } }, '/another-logo.png').version,
    ).not.toBe(withLogo.version)
  })
})
