import type { Ref } from 'react'

import { PHOTO_HEIGHT, PHOTO_WIDTH, pictureFor } from '@/domain/feed-images'

/**
 * One feed photo as the server decided it: its address (the key), alt text, and the widest copy to make
 * (`resizeWidth`: null when the site may not resize it, so it is shown as the feed sent it).
 */
export type FeedPhoto = { key: string; alt: string; resize: number | null }

type Props = {
  photo: FeedPhoto
  sizes: string
  loading: 'eager' | 'lazy'
  fetchPriority?: 'high' | 'auto'
  onError?: () => void
  imgRef?: Ref<HTMLImageElement>
}

/**
 * A feed photo: AVIF and WebP sources and a JPEG srcset through the image route (src/domain/feed-images.ts),
 * or the feed's own URL for a host the site does not list. Width and height are always set (3:2), so the
 * page never moves when the photo arrives. The first screen's photo (`fetchPriority` high) decodes with the
 * frame that first shows it (as MediaImage's priority image); others decode off the frame.
 */
export function FeedPicture({ photo, sizes, loading, fetchPriority, onError, imgRef }: Props) {
  const { sources, src, srcSet } = pictureFor(photo.key, photo.resize)
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        ref={imgRef}
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt={photo.alt}
        width={PHOTO_WIDTH}
        height={PHOTO_HEIGHT}
        loading={loading}
        decoding={fetchPriority === 'high' ? 'sync' : 'async'}
        fetchPriority={fetchPriority}
        draggable={false}
        onError={onError}
      />
    </picture>
  )
}
