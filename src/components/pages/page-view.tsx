import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { RenderBlocks } from '../../../blocks/RenderBlocks'
import { labelsFor } from '@/domain/labels'

import { pagePath } from '@/domain/pages'
import type { PreviewClaims } from '@/lib/requests/preview-session'
import type { ResolvedSite } from '@/lib/data/sites'
import type { Page } from '@/payload-types'

import { LivePreviewListener, LivePreviewTitle } from './live-preview-listener'
import { populatedMedia } from './media-image'

/** Title, description, canonical path, share image and robots from the page's SEO fields. */
export function pageMetadata(
  page: Page,
  { home, preview = false }: { home?: { siteName: string }; preview?: boolean } = {},
): Metadata {
  // The home page is titled by its SEO title, else the site's name alone.
  const title = page.seo?.title || (home ? home.siteName : page.title)
  const image = populatedMedia(page.seo?.image)
  const share = image?.sizes?.large?.url ?? image?.url
  return {
    // The home page's title stands alone; others get the site name from the layout's template.
    title: home ? { absolute: title } : title,
    description: page.seo?.description || undefined,
    alternates: { canonical: pagePath(page.slug) },
    openGraph: {
      title,
      description: page.seo?.description || undefined,
      url: pagePath(page.slug),
      ...(share ? { images: [{ url: share, alt: image?.alt }] } : {}),
    },
    ...(page.seo?.noIndex || preview ? { robots: { index: false, follow: !preview } } : {}),
  }
}

/**
 * A page built from blocks, with the site's header; in a preview session, the draft with a notice. A route
 * built in code around an editable page (test drives, parts) puts its own part after the blocks (`children`).
 */
export function PageView({
  site,
  page,
  preview,
  children,
}: {
  site: ResolvedSite
  page: Page
  preview: PreviewClaims | null
  children?: ReactNode
}) {
  const blocks = page.layout ?? []
  // A leading hero carries the page's h1; otherwise the page title is the h1.
  const heroFirst = blocks[0]?.blockType === 'hero'
  const labels = labelsFor(site.settings.locale)
  return (
    <>
      {preview && (
        <p className="preview-bar" role="status">
          {labels.previewDraft}
          {page._status === 'draft' ? labels.notPublished : ''}. <a href={pagePath(page.slug)}>{labels.exitPreview}</a>
        </p>
      )}
      <main id="main" className="page" data-page={page.slug}>
        {!heroFirst &&
          (preview ? (
            <LivePreviewTitle
              key={page.title}
              className="page-title"
              title={page.title}
              pageId={page.id}
              adminOrigin={preview.admin}
            />
          ) : (
            <h1 className="page-title">{page.title}</h1>
          ))}
        <RenderBlocks blocks={blocks} context={{ site, draft: Boolean(preview) }} />
        {children}
      </main>
      {preview && <LivePreviewListener adminOrigin={preview.admin} />}
    </>
  )
}
