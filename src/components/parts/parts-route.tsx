import { parsePartsQuery, type PartsQuery } from '@/domain/parts'
import type { PreviewClaims } from '@/lib/requests/preview-session'
import { siteParts } from '@/lib/data/parts'
import { siteLocations, type ResolvedSite } from '@/lib/data/sites'
import type { Page } from '@/payload-types'

import { PageView } from '@/components/pages/page-view'

import { PartsCatalogue } from './parts-catalogue'

export type SearchParamsRecord = Record<string, string | string[] | undefined>

/** A page's search parameters as the domain reads them; a malformed one (the proxy answers those 400) reads as none. */
export function partsQueryOf(record: SearchParamsRecord): PartsQuery {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(record)) {
    const first = [value].flat()[0]
    if (first !== undefined) params.set(key, first)
  }
  const parsed = parsePartsQuery(params)
  return parsed.ok ? parsed.value : { q: '', make: null, model: null, page: 1, part: null }
}

/**
 * A parts route: the site's editable page of that slug above (its text, staff's own), else a plain title,
 * then the catalogue (accessories only where asked).
 */
export async function PartsRoute({
  site,
  path,
  title,
  intro,
  page,
  query,
  accessoriesOnly = false,
}: {
  site: ResolvedSite
  path: string
  title: string
  intro: string
  page: { page: Page; preview: PreviewClaims | null } | null
  query: PartsQuery
  accessoriesOnly?: boolean
}) {
  const [parts, locations] = await Promise.all([siteParts(site), siteLocations(site)])
  const catalogue = (
    <PartsCatalogue
      site={site}
      path={path}
      parts={parts}
      locations={locations}
      query={query}
      accessoriesOnly={accessoriesOnly}
    />
  )
  if (page)
    return (
      <PageView site={site} page={page.page} preview={page.preview}>
        <div className="parts-page">{catalogue}</div>
      </PageView>
    )
  return (
    <>
      <main id="main" className="parts-page">
        <h1>{title}</h1>
        <p>{intro}</p>
        {catalogue}
      </main>
    </>
  )
}
