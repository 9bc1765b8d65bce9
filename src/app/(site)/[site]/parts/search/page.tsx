import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PartsRoute, partsQueryOf, type SearchParamsRecord } from '@/components/parts/parts-route'
import { labelsFor } from '@/domain/labels'
import { siteForHost } from '@/lib/data/sites'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<SearchParamsRecord> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteForHost((await params).site)
  if (!site) return {}
  const labels = labelsFor(site.settings.locale)
  return {
    title: labels.partsSearchTitle,
    description: labels.partsSearchIntro,
    alternates: { canonical: '/parts/search' },
  }
}

/**
 * `/parts/search` (spec 2.1): the site's parts and accessories catalogue, searched by text (name or part
 * number) and vehicle (make and model), each part with 'Request this part' to the site's parts location.
 */
export default async function PartsSearchRoute({ params, searchParams }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  const labels = labelsFor(site.settings.locale)
  return (
    <PartsRoute
      site={site}
      path="/parts/search"
      title={labels.partsSearchTitle}
      intro={labels.partsSearchIntro}
      page={null}
      query={partsQueryOf(await searchParams)}
    />
  )
}
