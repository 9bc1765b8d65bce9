import { MediaImage } from '@/components/pages/media-image'
import { facetTiles } from '@/domain/facet-tiles'
import { fill, labelsFor } from '@/domain/labels'
import { makeNamed, sizesAtHeight } from '@/domain/logos'
import { DEFAULT_SEARCH } from '@/domain/search-url'
import { siteContent } from '@/lib/data/site-content'
import { payloadClient } from '@/lib/platform/payload'
import type { FacetTilesBlock } from '@/payload-types'
import { searchSite } from '@/search/site-search'

import type { BlockContext } from '../types'

import '@/components/content/content.css'

/** A make tile's logo height, in CSS pixels (`.facet-tile-logo` in content.css). */
const TILE_LOGO_HEIGHT = 40

/**
 * Make or body tiles from the site's own stock now (counts from its search), each to its search preset. A
 * make tile shows the make's logo when the make has one (Manufacturers), else its name alone as before.
 */
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
  const makes = facet === 'make' ? await siteContent(context.site).manufacturers() : []
  const labels = labelsFor(context.site.settings.locale)
  const heading = block.heading || (facet === 'make' ? labels.shopByMake : labels.shopByBody)
  return (
    <section className="block-facet-tiles" aria-label={heading}>
      <h2>{heading}</h2>
      <ul className="facet-tiles" role="list">
        {tiles.map((tile) => {
          const logo = facet === 'make' ? makeNamed(tile.label, makes)?.logo : null
          return (
            <li key={tile.href}>
              <a href={tile.href} className="facet-tile">
                {logo && (
                  // Beside the make's name, which names the link: the picture adds nothing to read aloud.
                  <MediaImage
                    media={logo}
                    only={['small', 'medium']}
                    sizes={sizesAtHeight(logo, TILE_LOGO_HEIGHT)}
                    className="facet-tile-logo"
                    decorative
                  />
                )}
                <span className="facet-tile-label">
                  {facet === 'body'
                    ? /^suv$/i.test(tile.label)
                      ? tile.label.toUpperCase()
                      : tile.label.replace(/^\w/, (c) => c.toUpperCase())
                    : tile.label}
                </span>
                <span className="facet-tile-count">
                  {fill(tile.count === 1 ? labels.carCountOne : labels.carCountMany, { count: tile.count })}
                </span>
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
