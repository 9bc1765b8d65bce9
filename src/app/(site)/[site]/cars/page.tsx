import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { SearchPage } from '@/components/search/search-page'
import { parseSearchParams, rangeFormRedirect, toUrlSearchParams, type PageSearchParams } from '@/domain/search-url'
import { siteForHost } from '@/lib/data/sites'

import { SiteHeader } from '@/components/chrome/site-header'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<PageSearchParams> }

export const metadata: Metadata = { title: 'Cars for sale', alternates: { canonical: '/cars' } }

/** `/cars`: the whole stock, searchable (malformed parameters were answered 400 by the proxy). */
export default async function CarsPage({ params, searchParams }: Props) {
  const site = await siteForHost((await params).site)
  if (!site) notFound()
  const query = toUrlSearchParams(await searchParams)
  const canonical = rangeFormRedirect(query, '/cars')
  if (canonical) redirect(canonical)
  const parsed = parseSearchParams(query)
  if (!parsed.ok) notFound()
  return (
    <>
      <SiteHeader site={site} />
      <SearchPage site={site} search={parsed.search} title="Cars for sale" basePath="/cars" />
    </>
  )
}
