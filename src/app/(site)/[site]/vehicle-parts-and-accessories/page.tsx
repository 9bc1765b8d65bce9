import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { pageMetadata } from '@/components/pages/page-view'
import { PartsRoute, partsQueryOf, type SearchParamsRecord } from '@/components/parts/parts-route'
import { labelsFor } from '@/domain/labels'
import { sitePage } from '@/lib/data/pages'
import { siteForHost } from '@/lib/data/sites'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<SearchParamsRecord> }

const SLUG = 'vehicle-parts-and-accessories'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteForHost((await params).site)
  if (!site) return {}
  const page = await sitePage(site, SLUG)
  if (page) return pageMetadata(page.page, { preview: Boolean(page.preview) })
  return { title: labelsFor(site.settings.locale).accessoriesTitle, alternates: { canonical: `/${SLUG}` } }
}

/**
 * `/vehicle-parts-and-accessories` (spec 2.1): the site's page of that slug (its text, which staff edit),
 * then the accessories of its parts catalogue, searchable by vehicle, each with 'Request this part'.
 */
export default async function AccessoriesRoute({ params, searchParams }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  const labels = labelsFor(site.settings.locale)
  return (
    <PartsRoute
      site={site}
      path={`/${SLUG}`}
      title={labels.accessoriesTitle}
      intro={labels.accessoriesForVehicle}
      page={await sitePage(site, SLUG)}
      query={partsQueryOf(await searchParams)}
      accessoriesOnly
    />
  )
}
