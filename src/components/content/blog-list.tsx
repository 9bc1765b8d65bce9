import { fill, labelsFor } from '@/domain/labels'
import { BLOG_CATEGORIES, BLOG_PAGE_SIZE, blogCategoryPath, type BlogCategory } from '@/domain/blog'
import type { ShopperPost } from '@/lib/data/site-content'
import type { ResolvedSite } from '@/lib/data/sites'

import { PostCard } from './cards'
import { siteDate } from './format'

import './content.css'

/** The blog list, newest first, 12 a page, with the category links (spec 2.1, 2.7). */
export function BlogList({
  site,
  posts,
  category,
  page,
  heading,
}: {
  site: ResolvedSite
  posts: readonly ShopperPost[]
  category: BlogCategory | null
  page: number
  heading: string
}) {
  const pages = Math.max(1, Math.ceil(posts.length / BLOG_PAGE_SIZE))
  const shown = posts.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE)
  const base = category ? blogCategoryPath(category) : '/blog'
  const labels = labelsFor(site.settings.locale)
  return (
    <main className="content-page">
      <h1>{heading}</h1>
      <nav aria-label={labels.blogCategories} className="filter-links">
        <a href="/blog" aria-current={category === null ? 'page' : undefined}>
          {labels.allPosts}
        </a>
        {BLOG_CATEGORIES.map((c) => (
          <a key={c.value} href={blogCategoryPath(c.value)} aria-current={category === c.value ? 'page' : undefined}>
            {c.label}
          </a>
        ))}
      </nav>
      {shown.length === 0 ? (
        <p>{labels.noPostsYet}</p>
      ) : (
        <div className="card-grid">
          {shown.map((post, index) => (
            <PostCard key={post.id} post={post} dateText={siteDate(site, post.publishedAt)} priority={index === 0} />
          ))}
        </div>
      )}
      {pages > 1 && (
        <nav aria-label={labels.pages} className="filter-links">
          {page > 1 && <a href={page === 2 ? base : `${base}?page=${page - 1}`}>{labels.newerPosts}</a>}
          <span>{fill(labels.pageOf, { page, pages })}</span>
          {page < pages && <a href={`${base}?page=${page + 1}`}>{labels.olderPosts}</a>}
        </nav>
      )}
    </main>
  )
}
