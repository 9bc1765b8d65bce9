import { describe, expect, it } from 'vitest'

import { HOME_SLUG, INFO_PAGE_SLUGS, linkFieldError, pagePath, pageSlugError, safeHref, slugFromPath } from './pages'

describe('page slugs', () => {
  it('accepts lower-case hyphenated words, nested by /', () => {
    expect(pageSlugError('about-us')).toBeNull()
    expect(pageSlugError('company/history-2024')).toBeNull()
    for (const slug of INFO_PAGE_SLUGS) expect(pageSlugError(slug)).toBeNull()
    expect(pageSlugError(HOME_SLUG)).toBeNull()
  })

  it('refuses bad shapes and the routes code owns', () => {
    for (const bad of [
      '',
      'About-Us',
      'about--us',
      '-about',
      'about/',
      '/about',
      'a b',
      'über',
      'a//b',
      'x'.repeat(201),
    ])
      expect(pageSlugError(bad), bad).not.toBeNull()
    for (const owned of [
      'cars',
      'service',
      'contact',
      'trade-in',
      'sell-my-car',
      'finance',
      'locations',
      'blog',
      'models',
      'preview',
    ]) {
      expect(pageSlugError(owned), owned).toMatch(/built-in page/)
    }
    expect(pageSlugError('cars/extra')).toMatch(/built-in page/)
    expect(pageSlugError(42)).not.toBeNull()
  })

  it('maps slugs to paths and back', () => {
    expect(pagePath('home')).toBe('/')
    expect(pagePath('about-us')).toBe('/about-us')
    expect(slugFromPath(['about-us'])).toBe('about-us')
    expect(slugFromPath(['company', 'history'])).toBe('company/history')
    expect(slugFromPath(['home'])).toBeNull()
    // The manufacturer service template renders only as /{make}-service; a programme page renders at its slug.
    expect(slugFromPath(['manufacturer-service'])).toBeNull()
    expect(slugFromPath(['diamond-advantage'])).toBe('diamond-advantage')
    expect(slugFromPath(['Cars'])).toBeNull()
    expect(slugFromPath(['%E0%A4%A'])).toBeNull()
  })
})

describe('editor links', () => {
  it('keeps site paths, anchors and web, mail and phone addresses', () => {
    for (const ok of [
      '/finance',
      '/search/used-cars?sortBy=price',
      '#faq',
      'https://example.com/a',
      'http://example.com',
      'mailto:a@b.co',
      'tel:+61731234567',
    ]) {
      expect(safeHref(ok), ok).toBe(ok)
    }
  })

  it('drops scripts, data, protocol-relative and backslashed hosts', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
      'vbscript:x',
      'ftp://x',
      'java\nscript:x',
      '',
    ]) {
      expect(safeHref(bad), bad).toBeNull()
    }
    expect(linkFieldError('javascript:alert(1)')).toMatch(/https/)
    expect(linkFieldError('')).toBeNull()
    expect(linkFieldError('', { required: true })).toBe('Enter a link.')
  })
})
