import { describe, expect, it } from 'vitest'

import { BLOG_CATEGORIES, blogCategoryLabel, isBlogCategory, postPath, postSlugError, readingMinutes } from './blog'

describe('blog', () => {
  it('has the spec\u2019s five categories', () => {
    expect(BLOG_CATEGORIES.map((c) => c.label)).toEqual([
      'Vehicle Reviews',
      'Buyer Advice',
      'Motoring Tips',
      'Servicing Insights',
      '4x4xMORE Adventures',
    ])
    expect(blogCategoryLabel('vehicle-reviews')).toBe('Vehicle Reviews')
    expect(isBlogCategory('vehicle-reviews')).toBe(true)
    expect(isBlogCategory('news')).toBe(false)
  })
  it('keeps post slugs apart from category slugs', () => {
    expect(postSlugError('hilux-review')).toBeNull()
    expect(postSlugError('vehicle-reviews')).toMatch(/category/)
    expect(postSlugError('Bad Slug')).toMatch(/lower-case/)
    expect(postPath({ slug: 'hilux-review' })).toBe('/blog/hilux-review')
  })
  it('counts reading time at 200 words a minute, at least 1', () => {
    expect(readingMinutes(0)).toBe(1)
    expect(readingMinutes(200)).toBe(1)
    expect(readingMinutes(201)).toBe(2)
  })
})
