import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageView, pageMetadata } from '@/components/pages/page-view'
import { slugFromPath } from '@/domain/pages'
import { sitePage } from '@/lib/pages'
import { siteForHost } from '@/lib/sites'

type Props = { params: Promise<{ site: string; path: string[] }> }

async function load({ params }: Props) {
  const { site: hostKey, path } = await params
  const site = await siteForHost(hostKey)
  const slug = slugFromPath(path)
  if (!site || !slug) return null
  const found = await sitePage(site, slug)
  return found ? { site, ...found } : null
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await load(props)
  return found ? pageMetadata(found.page, { preview: Boolean(found.preview) }) : {}
}

/**
 * Any path no route claims: the site's published page with that slug (the latest draft in a preview
 * session), else the site's 404.
 */
export default async function SitePage(props: Props) {
  const found = await load(props)
  if (!found) notFound()
  return <PageView site={found.site} page={found.page} preview={found.preview} />
}
