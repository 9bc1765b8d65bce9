import { describe, expect, it } from 'vitest'

import { customFooter, customHeader, isExternalHref, menuHref, validateMenuLink } from './navigation'

describe('menuHref', () => {
  it('keeps site paths and http(s) addresses', () => {
    expect(menuHref(' /finance ')).toBe('/finance')
    expect(menuHref('/models?body=suv')).toBe('/models?body=suv')
    expect(menuHref('https://example.com/a')).toBe('https://example.com/a')
    expect(menuHref('http://example.com')).toBe('http://example.com/')
  })

  it('refuses script, data, protocol-relative and blank addresses', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '',
      null,
      'finance',
      '/a b',
      '/\\evil.example',
    ])
      expect(menuHref(bad)).toBeNull()
  })

  it('tells external addresses from site paths', () => {
    expect(isExternalHref('/finance')).toBe(false)
    expect(isExternalHref('https://example.com/')).toBe(true)
  })

  it('explains a refused link in the admin, allowing a blank one only where optional', () => {
    expect(validateMenuLink('javascript:alert(1)')).toMatch(/starting with \//)
    expect(validateMenuLink('')).toMatch(/https:\/\//)
    expect(validateMenuLink('', true)).toBe(true)
    expect(validateMenuLink('/service')).toBe(true)
  })
})

describe('custom menus', () => {
  it('are null without entries, so the spec menus apply', () => {
    expect(customHeader(null)).toBeNull()
    expect(customHeader({ header: [] })).toBeNull()
    expect(customFooter({ footer: [{ heading: 'Empty', links: [] }] })).toBeNull()
  })

  it('keep labelled entries with safe links and drop the rest', () => {
    expect(
      customHeader({
        header: [
          { label: 'Specials', link: '/special-offers' },
          { label: 'Evil', link: 'javascript:alert(1)' },
          {
            label: 'More',
            link: null,
            children: [
              { label: 'Blog', link: '/blog' },
              { label: 'X', link: 'data:x' },
            ],
          },
          { label: '', link: '/nothing' },
        ],
      }),
    ).toEqual([
      { label: 'Specials', href: '/special-offers', children: [] },
      { label: 'More', href: null, children: [{ label: 'Blog', href: '/blog' }] },
    ])
    expect(
      customFooter({ footer: [{ heading: 'Help', links: [{ label: 'Partner', link: 'https://partner.example/' }] }] }),
    ).toEqual([{ heading: 'Help', links: [{ label: 'Partner', href: 'https://partner.example/' }] }])
  })
})
