import { RichText } from '@/components/pages/rich-text'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { BlogList } from '@/components/content/blog-list'
import { siteDate } from '@/components/content/format'
import { MediaImage } from '@/components/pages/media-image'
import { fill, labelsFor } from '@/domain/labels'
import { BLOG_PAGE_SIZE, blogCategoryLabel, blogCategoryPath, isBlogCategory, postPath } from '@/domain/blog'
import { parseId } from '@/domain/content-routes'
import { siteContent } from '@/lib/data/site-content'
import { siteForHost } from '@/lib/data/sites'

import '@/components/content/content.css'

type Props = {
  params: Promise<{ site: string; slug: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** /blog/{slug} is a category's list (/blog/vehicle-reviews) or a published post of this site. */
async function load(params: Props['params']) {
  const { site: host, slug } = await params
  const site = await siteForHost(host)
  if (!site) return null
  const posts = await siteContent(site).posts(new Date())
  if (isBlogCategory(slug))
    return { site, kind: 'category' as const, category: slug, posts: posts.filter((post) => post.category === slug) }
  const post = posts.find((p) => p.slug === slug)
  return post ? { site, kind: 'post' as const, post } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params)
  if (!found) return {}
  if (found.kind === 'category') {
    const label = blogCategoryLabel(found.category)
    return {
      title: label,
      description: fill(labelsFor(found.site.settings.locale).categoryFrom, { category: label, site: found.site.name }),
      alternates: { canonical: blogCategoryPath(found.category) },
    }
  }
  const { post } = found
  return {
    title: post.seo.title || post.title,
    description: post.seo.description || post.excerpt || undefined,
    alternates: { canonical: postPath(post) },
    openGraph: { type: 'article', title: post.seo.title || post.title, publishedTime: post.publishedAt },
  }
}

export default async function BlogSlugPage({ params, searchParams }: Props) {
  const found = await load(params)
  if (!found) notFound()
  const { site } = found
  if (found.kind === 'category') {
    const page = parseId(String((await searchParams).page ?? '1')) ?? 1
    if (page > 1 && (page - 1) * BLOG_PAGE_SIZE >= found.posts.length) notFound()
    return (
      <>
        <BlogList
          site={site}
          posts={found.posts}
          category={found.category}
          page={page}
          heading={blogCategoryLabel(found.category)}
        />
      </>
    )
  }
  const { post } = found
  const labels = labelsFor(site.settings.locale)
  return (
    <>
      <main className="content-page post-page">
        <article>
          <nav aria-label={labels.breadcrumb} className="breadcrumb">
            <a href="/blog">{labels.blog}</a> /{' '}
            <a href={blogCategoryPath(post.category)}>{blogCategoryLabel(post.category)}</a>
          </nav>
          <h1>{post.title}</h1>
          <p className="muted">
            <time dateTime={post.publishedAt.slice(0, 10)}>{siteDate(site, post.publishedAt)}</time>
            {post.author && <> · {post.author}</>}
          </p>
          {post.image && (
            <MediaImage media={post.image} sizes="(min-width: 768px) 45rem, 100vw" className="post-image" priority />
          )}
          <div className="rich-text">
            <RichText data={post.content} />
          </div>
        </article>
      </main>
    </>
  )
}
