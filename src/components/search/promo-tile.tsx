import { MediaImage } from '@/components/pages/media-image'
import { CARD_IMAGE_SIZES } from '@/domain/feed-images'
import type { SitePromoTile } from '@/lib/data/sites'

/** A promotional tile among the results (spec 2.6); background and link were checked when loaded. */
export function PromoTile({ tile, moreLabel }: { tile: SitePromoTile; moreLabel: string }) {
  return (
    <aside className="promo-tile" aria-label={tile.heading} style={{ background: tile.background ?? undefined }}>
      {/* Among the results, past the first rows: loaded lazily, at a result card's width. */}
      {tile.image && <MediaImage media={tile.image} sizes={CARD_IMAGE_SIZES} />}
      <h3>{tile.heading}</h3>
      {tile.text && <p>{tile.text}</p>}
      {tile.link && (
        <a className="button" href={tile.link}>
          {tile.linkLabel || moreLabel}
        </a>
      )}
    </aside>
  )
}
