import type { Media } from '@/payload-types'

type Size = 'thumbnail' | 'card' | 'large' | 'bannerSmall' | 'banner'

/** The media item when a relation was populated, else null (an id alone cannot be shown). */
export function populatedMedia(value: number | Media | null | undefined): Media | null {
  return value && typeof value === 'object' && value.url ? value : null
}

/**
 * An image from the media library, served sized: the browser picks from Payload's resized copies
 * (`srcset` by width, `sizes` from the caller) and knows the box before loading (width and height).
 * `only` limits the copies to a crop (the 1920×540 banner), so the aspect ratio stays the crop's.
 */
export function MediaImage({
  media,
  sizes,
  only,
  className,
  priority = false,
  decorative = false,
}: {
  media: Media
  sizes: string
  only?: Size[]
  className?: string
  priority?: boolean
  decorative?: boolean
}) {
  const names: Size[] = only ?? ['thumbnail', 'card', 'large']
  const copies = names
    .map((name) => media.sizes?.[name])
    .filter((copy): copy is { url: string; width: number; height: number } =>
      Boolean(copy?.url && copy.width && copy.height),
    )
  const fallback = copies.at(-1)
  const cropped = Boolean(only)
  const src = cropped && fallback ? fallback.url : (media.url ?? fallback?.url ?? '')
  const width = cropped && fallback ? fallback.width : (media.width ?? fallback?.width ?? undefined)
  const height = cropped && fallback ? fallback.height : (media.height ?? fallback?.height ?? undefined)
  const srcSet = [
    ...copies.map((copy) => `${copy.url} ${copy.width}w`),
    ...(!cropped && media.url && media.width ? [`${media.url} ${media.width}w`] : []),
  ].join(', ')
  return (
    // eslint-disable-next-line @next/next/no-img-element -- Payload already serves resized copies; srcset picks one
    <img
      src={src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={width ?? undefined}
      height={height ?? undefined}
      alt={decorative ? '' : media.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  )
}
