import Link from 'next/link'

import { facetTiles } from '@/domain/facet-tiles'
import { DEFAULT_SEARCH } from '@/domain/search-url'
import { payloadClient } from '@/lib/platform/payload'
import type { FacetTilesBlock } from '@/payload-types'
import { searchSite } from '@/search/site-search'

import type { BlockContext } from '../types'

import '@/components/content/content.css'

/** Make or body tiles from the site's own stock now (counts from its search), each to its search preset. */
export async function FacetTiles({ block, context }: { block: FacetTilesBlock; context: BlockContext; index: number }) {
  const facet = block.facet === 'body' ? 'body' : 'make'
  const result = await searchSite(
    await payloadClient(),
    context.site,
    { ...DEFAULT_SEARCH, hitsPerPage: 1, refinements: {}, ranges: {} },
    new Date().getTime(),
    undefined,
    { [facet]: 200 },
  )
  const tiles = facetTiles(result.facets[facet], { only: block.only ?? undefined, limit: block.limit || 8 })
  if (tiles.length === 0) return null
  const heading = block.heading || (facet === 'make' ? 'Shop by make' : 'Shop by body type')
  return (
    <section className="block-facet-tiles" aria-label={heading}>
      <h2>{heading}</h2>
      <ul className="facet-tiles" role="list">
        {tiles.map((tile) => (
          <li key={tile.href}>
            <Link href={tile.href} className="facet-tile">
              <span className="facet-tile-label">
                {facet === 'body'
                  ? tile.label.toUpperCase() === 'SUV'
                    ? 'SUV'
                    : tile.label.replace(/^\w/, (c) => c.toUpperCase())
                  : tile.label}
              </span>
              <span className="facet-tile-count">
                {tile.count} {tile.count === 1 ? 'car' : 'cars'}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
