import type { Metadata } from 'next'
import { notFound, permanentRedirect, redirect } from 'next/navigation'

import { ModelPage, modelMetadata } from '@/components/content/model-page'
import { PageView, pageMetadata } from '@/components/pages/page-view'
import { slugFromPath } from '@/domain/pages'
import { makeServicePage, makeServiceTemplatePreview } from '@/lib/data/make-service-page'
import { modelForPath } from '@/lib/data/model-route'
import { siteRedirect } from '@/lib/data/redirects'
import { sitePage } from '@/lib/data/pages'
import { siteForHost } from '@/lib/data/sites'

type Props = { params: Promise<{ site: string; path: string[] }> }

function decodeSegment(value: string) {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * What a path no other route claims shows: a model's page (/{model slug} or its override URL) first, then a
 * page of the site (information and programme pages alike), then a manufacturer service page (/{make}-service);
 * the service template itself only in its site's preview session.
 */
async function load({ params }: Props) {
  const { site: hostKey, path } = await params
  const site = await siteForHost(hostKey)
  if (!site) return null
  const model = await modelForPath(site, `/${path.map(decodeSegment).join('/')}`)
  if (model) return { site, kind: 'model' as const, model }
  const slug = slugFromPath(path)
  const found =
    (slug ? await sitePage(site, slug) : null) ??
    (await makeServicePage(site, path)) ??
    (await makeServiceTemplatePreview(site, path))
  return found ? { site, kind: 'page' as const, ...found } : null
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await load(props)
  if (!found) return {}
  if (found.kind === 'model') return found.model.kind === 'page' ? modelMetadata(found.site, found.model.model) : {}
  return pageMetadata(found.page, { preview: Boolean(found.preview) })
}

/**
 * Any path no route claims: a model's page (an older model address redirects to the current one), else
 * the site's published page with that slug (the latest draft in a preview session), else the service page
 * of a make the site services from its template, else a redirect staff set for the old path, else the
 * site's 404.
 */
export default async function SitePage(props: Props) {
  const found = await load(props)
  if (!found) {
    // An old address staff redirected (Redirects in the admin): permanent 308 or temporary 307, on this site.
    const { site: hostKey, path } = await props.params
    const site = await siteForHost(hostKey)
    const moved = site ? await siteRedirect(site, `/${path.join('/')}`) : null
    if (moved) (moved.permanent ? permanentRedirect : redirect)(moved.to)
    notFound()
  }
  if (found.kind === 'model') {
    if (found.model.kind === 'redirect') permanentRedirect(found.model.to)
    return (
      <>
        <ModelPage site={found.site} model={found.model.model} />
      </>
    )
  }
  return <PageView site={found.site} page={found.page} preview={found.preview} />
}
