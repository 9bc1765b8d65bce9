/** The blog (spec 2.1, 2.7): its categories and addresses. */

export const BLOG_CATEGORIES = [
  { value: 'vehicle-reviews', label: 'Vehicle Reviews' },
  { value: 'buyer-advice', label: 'Buyer Advice' },
  { value: 'motoring-tips', label: 'Motoring Tips' },
  { value: 'servicing-insights', label: 'Servicing Insights' },
  { value: '4x4xmore-adventures', label: '4x4xMORE Adventures' },
] as const
export type BlogCategory = (typeof BLOG_CATEGORIES)[number]['value']

export const BLOG_PAGE_SIZE = 12

export const isBlogCategory = (value: unknown): value is BlogCategory =>
  BLOG_CATEGORIES.some((category) => category.value === value)
export const blogCategoryLabel = (value: BlogCategory) =>
  BLOG_CATEGORIES.find((category) => category.value === value)?.label ?? value

/** A post's slug may not be a category's (both live at /blog/{slug}). */
export function postSlugError(value: unknown): string | null {
  if (typeof value !== 'string' || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) || value.length > 120)
    return 'Use lower-case letters, digits and single hyphens.'
  return isBlogCategory(value) ? `/blog/${value} is a blog category; choose another slug.` : null
}

export const postPath = (post: { slug: string }) => `/blog/${post.slug}`
export const blogCategoryPath = (category: BlogCategory) => `/blog/${category}`

/** 'Read in 4 min' from a word count, at 200 words a minute, at least 1. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / 200))
}
