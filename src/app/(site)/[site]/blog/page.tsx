import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { BlogList } from '@/components/content/blog-list'
import { fill, labelsFor } from '@/domain/labels'
import { BLOG_PAGE_SIZE } from '@/domain/blog'
import { parseId } from '@/domain/content-routes'
import { siteContent } from '@/lib/data/site-content'
import { siteForHost } from '@/lib/data/sites'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteForHost((await params).site)
  return site
    ? {
        title: labelsFor(site.settings.locale).blog,
        description: fill(labelsFor(site.settings.locale).blogDescription, { site: site.name }),
        alternates: { canonical: '/blog' },
      }
    : {}
}

/** The blog: published posts, newest first (a scheduled post shows from its date). */
export default async function BlogPage({ params, searchParams }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  const page = parseId(String((await searchParams).page ?? '1')) ?? 1
  const posts = await siteContent(site).posts(new Date())
  if (page > 1 && (page - 1) * BLOG_PAGE_SIZE >= posts.length) notFound()
  return (
    <>
      <BlogList site={site} posts={posts} category={null} page={page} heading="Blog" />
    </>
  )
}
