import { Carousel } from '@/components/carousel/carousel'
import { MediaImage, populatedMedia } from '@/components/pages/media-image'
import { labelsFor } from '@/domain/labels'
import { safeHref } from '@/domain/pages'
import { promoTileLive } from '@/domain/promo-tiles'
import type { PromoSliderBlock } from '@/payload-types'

import type { BlockContext } from '../types'

const date = (value: string | null | undefined) => (value ? new Date(value) : null)

export function PromoSlider({
  block,
  context,
  index,
}: {
  block: PromoSliderBlock
  context: BlockContext
  index: number
}) {
  const now = context.site.settings.now
  const slides = (block.slides ?? []).flatMap((slide) => {
    const image = populatedMedia(slide.image)
    if (!image || !promoTileLive({ start: date(slide.start), expiry: date(slide.expiry) }, now)) return []
    return [
      {
        id: slide.id,
        image,
        heading: slide.heading,
        href: safeHref(slide.link),
        linkLabel: slide.linkLabel || labelsFor(context.site.settings.locale).findOutMore,
      },
    ]
  })
  if (slides.length === 0) return null
  const rendered = slides.map((slide, i) => (
    <figure key={slide.id ?? i} className="promo-slide">
      <MediaImage
        media={slide.image}
        sizes="100vw"
        only={['bannerSmall', 'banner']}
        className="promo-slide-image"
        priority={index === 0 && i === 0}
      />
      {(slide.heading || slide.href) && (
        <figcaption className="promo-slide-caption">
          {slide.heading && <span className="promo-slide-heading">{slide.heading}</span>}
          {slide.href && (
            <a href={slide.href} className="button">
              {slide.linkLabel}
            </a>
          )}
        </figcaption>
      )}
    </figure>
  ))
  return (
    <section
      className="block-promo-slider"
      aria-label={slides.length === 1 ? block.label || labelsFor(context.site.settings.locale).promotions : undefined}
    >
      {slides.length === 1 ? (
        rendered
      ) : (
        <Carousel label={block.label || labelsFor(context.site.settings.locale).promotions} startIndex={0}>
          {rendered}
        </Carousel>
      )}
    </section>
  )
}
