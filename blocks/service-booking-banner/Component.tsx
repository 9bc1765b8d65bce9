import { MediaImage, populatedMedia } from '@/components/pages/media-image'
import { labelsFor } from '@/domain/labels'
import type { ServiceBookingBannerBlock } from '@/payload-types'

import type { BlockContext } from '../types'

export function ServiceBookingBanner({
  block,
  context,
}: {
  block: ServiceBookingBannerBlock
  context: BlockContext
  index: number
}) {
  const labels = labelsFor(context.site.settings.locale)
  const image = populatedMedia(block.image)
  const booking = context.site.settings.features.serviceBookingUrl
  const external = booking && /^https:\/\//.test(booking) ? booking : null
  const label = block.buttonLabel || labels.bookAService
  return (
    <section className="block-service-banner">
      {image && (
        <MediaImage
          media={image}
          sizes="(min-width: 768px) 40vw, 100vw"
          className="block-service-banner-image"
          decorative
        />
      )}
      <div>
        <h2>{block.heading}</h2>
        {block.text && <p>{block.text}</p>}
        {external ? (
          <a href={external} className="button" target="_blank" rel="noopener noreferrer">
            {label}
            <span className="visually-hidden"> {labels.opensInNewTab}</span>
          </a>
        ) : (
          <a href="/service#service-booking" className="button">
            {label}
          </a>
        )}
      </div>
    </section>
  )
}
