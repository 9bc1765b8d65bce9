import type { SitePromoTile } from '@/lib/data/sites'

/** A promotional tile among the results (spec 2.6); background and link were checked when loaded. */
export function PromoTile({ tile }: { tile: SitePromoTile }) {
  return (
    <aside className="promo-tile" aria-label={tile.heading} style={{ background: tile.background ?? undefined }}>
      {tile.imageUrl && (
        // eslint-disable-next-line @next/next/no-img-element -- tile images are on the dealer's own hosts
        <img src={tile.imageUrl} alt={tile.alt ?? ''} width={480} height={320} loading="lazy" decoding="async" />
      )}
      <h3>{tile.heading}</h3>
      {tile.text && <p>{tile.text}</p>}
      {tile.link && (
        <a className="button" href={tile.link}>
          {tile.linkLabel || 'Find out more'}
        </a>
      )}
    </aside>
  )
}
