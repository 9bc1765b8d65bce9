import { describe, expect, it } from 'vitest'

import { robotsTxt, sitemapXml } from './sitemap'

describe('sitemap.xml', () => {
  it('lists each path once, absolute on the site\u2019s origin, escaped, with valid dates only', () => {
    const xml = sitemapXml('https://www.example.com', [
      { path: '/', lastModified: '2026-11-01T00:00:00.000Z' },
      { path: '/about-us', lastModified: 'not a date' },
      { path: '/about-us' },
      { path: '/cars/ford ranger & co' },
      { path: '//evil.example/x' },
      { path: 'relative' },
    ])
    expect(xml).toContain('<loc>https://www.example.com/</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod>')
    expect(xml.match(/about-us/g)).toHaveLength(1)
    expect(xml).toContain('<loc>https://www.example.com/cars/ford%20ranger%20&amp;%20co</loc>')
    expect(xml).not.toContain('evil')
    expect(xml).not.toContain('relative')
  })
})

describe('robots.txt', () => {
  it('points at the site\u2019s own sitemap and keeps private paths out', () => {
    const robots = robotsTxt('http://sunshine-motors.localhost:3000')
    expect(robots).toContain('Sitemap: http://sunshine-motors.localhost:3000/sitemap.xml')
    expect(robots).toContain('Disallow: /admin')
    expect(robots).toContain('Disallow: /api/')
    expect(robots).toContain('Disallow: /preview')
  })
})
