import { QuickSearch } from '@/components/home/quick-search'
import { MediaImage, populatedMedia } from '@/components/pages/media-image'
import { safeHref } from '@/domain/pages'
import type { HeroBlock } from '@/payload-types'

import type { BlockContext } from '../types'

export function Hero({ block, context, index }: { block: HeroBlock; context: BlockContext; index: number }) {
  const image = populatedMedia(block.image)
  const buttons = (block.buttons ?? []).flatMap((button) => {
    const href = safeHref(button.link)
    return href ? [{ id: button.id, label: button.label, href }] : []
  })
  const Heading = index === 0 ? 'h1' : 'h2'
  return (
    <section
      className={['block-hero', image && 'block-hero-image', block.quickSearch && 'block-hero-search']
        .filter(Boolean)
        .join(' ')}
    >
      {image && (
        <MediaImage
          media={image}
          sizes="100vw"
          only={['card', 'large', 'banner']}
          className="block-hero-background"
          decorative
          priority={index === 0}
        />
      )}
      <div className="block-hero-content">
        <Heading>{block.heading}</Heading>
        {block.text && <p>{block.text}</p>}
        {buttons.length > 0 && (
          <p className="block-buttons">
            {buttons.map((button, i) => (
              <a key={button.id ?? i} href={button.href} className={i === 0 ? 'button button-primary' : 'button'}>
                {button.label}
              </a>
            ))}
          </p>
        )}
        {block.quickSearch && <QuickSearch site={context.site} />}
      </div>
    </section>
  )
}
