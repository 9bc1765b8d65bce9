import { notFound, redirect } from 'next/navigation'

import { SearchPage } from '@/components/search/search-page'
import { labelsFor } from '@/domain/labels'
import { parseSearchParams, rangeFormRedirect, toUrlSearchParams, type PageSearchParams } from '@/domain/search-url'
import { siteForHost } from '@/lib/data/sites'

import { catalogueMetadata } from '@/components/pages/catalogue-metadata'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<PageSearchParams> }

export const generateMetadata = catalogueMetadata('carsForSale', { alternates: { canonical: '/cars' } })

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
      <SearchPage
        site={site}
        search={parsed.search}
        title={labelsFor(site.settings.locale).carsForSale}
        basePath="/cars"
      />
    </>
  )
}
