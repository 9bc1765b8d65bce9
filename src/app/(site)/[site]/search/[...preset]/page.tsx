import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { cache } from 'react'

import { SearchPage } from '@/components/search/search-page'
import { parseSearchParams, rangeFormRedirect, toUrlSearchParams, type PageSearchParams } from '@/domain/search-url'
import { resolveSearchPreset } from '@/domain/search-presets'
import { payloadClient } from '@/lib/platform/payload'
import { siteForHost } from '@/lib/data/sites'
import { siteCatalogue } from '@/search/site-search'

type Props = { params: Promise<{ site: string; preset: string[] }>; searchParams: Promise<PageSearchParams> }

/** The site and the preset the path names (once per request: metadata and page share it). */
const resolve = cache(async (host: string, segments: string[]) => {
  const site = await siteForHost(host)
  if (!site) return null
  const decoded = segments.map((segment) => decodeURIComponent(segment))
  const catalogue = await siteCatalogue(await payloadClient(), site, decoded.length === 2 ? decoded[0] : undefined)
  const preset = resolveSearchPreset(decoded, catalogue)
  return preset && { site, preset }
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, preset } = await params
  const found = await resolve(site, preset)
  return found ? { title: found.preset.title, alternates: { canonical: found.preset.canonicalPath } } : {}
}

/** Search presets (spec 2.1): /search/used-cars, /search/{make}, /search/{make}/{model}, /search/{body}, … */
export default async function SearchPresetPage({ params, searchParams }: Props) {
  const { site: host, preset: segments } = await params
  const found = await resolve(host, segments)
  if (!found) notFound()
  const { site, preset } = found
  const query = toUrlSearchParams(await searchParams)
  const canonical = rangeFormRedirect(query, preset.canonicalPath)
  if (canonical) redirect(canonical)
  const parsed = parseSearchParams(query)
  if (!parsed.ok) notFound()
  // The preset's own refinements hold; the shopper's filters narrow within them.
  const search = { ...parsed.search, refinements: { ...parsed.search.refinements, ...preset.search.refinements } }
  return (
    <>
      <SearchPage site={site} search={search} title={preset.title} basePath={preset.canonicalPath} />
    </>
  )
}
