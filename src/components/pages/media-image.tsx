import type { Media } from '@/payload-types'

/** One resized copy of an uploaded image, as Payload stores it. */
type Copy = { url?: string | null; width?: number | null; height?: number | null }

/**
 * An image of one of the upload libraries (a site's media, the make logos): its file, size, alt text and
 * the resized copies Payload made, by name.
 */
export type LibraryImage = {
  url?: string | null
  alt: string
  width?: number | null
  height?: number | null
  sizes?: Partial<Record<string, Copy>> | null
}

/** The media item when a relation was populated, else null (an id alone cannot be shown). */
export function populatedMedia(value: number | Media | null | undefined): Media | null {
  return value && typeof value === 'object' && value.url ? value : null
}

/**
 * The `srcset` of a library image: its copies by width, then the original only when it is wider than every
 * copy. Payload makes a copy as wide as an original of exactly that width (a 1400 px upload and the 1400 px
 * `large` copy), and two candidates of one width are the same picture twice.
 */
export function librarySrcSet(
  copies: ReadonlyArray<{ url: string; width: number }>,
  original: { url?: string | null; width?: number | null } | null,
): string {
  const widest = Math.max(0, ...copies.map((copy) => copy.width))
  const candidates =
    original?.url && original.width && original.width > widest
      ? [...copies, { url: original.url, width: original.width }]
      : copies
  return candidates.map((copy) => `${copy.url} ${copy.width}w`).join(', ')
}

/**
 * An image from an upload library, served sized: the browser picks from Payload's resized copies (`srcset`
 * by width, `sizes` from the caller) and knows the box before loading (width and height). `only` limits
 * the copies to some (the 1920×540 banner crop, a logo's small copies) and serves the largest of them
 * rather than the original, so the aspect ratio stays the copies'. `alt` replaces the image's own alt text
 * where the image stands for something else (a site's logo is the link home, named by the site).
 * A `priority` image (the first screen's largest) is fetched early and decoded with the frame that first
 * shows it, so it is in the page's first paint when it has arrived, rather than a frame or more later;
 * every other image decodes off the frame.
 */
export function MediaImage({
  media,
  sizes,
  only,
  className,
  priority = false,
  decorative = false,
  alt,
}: {
  media: LibraryImage
  sizes: string
  only?: readonly string[]
  className?: string
  priority?: boolean
  decorative?: boolean
  alt?: string
}) {
  const names = only ?? ['thumbnail', 'card', 'large']
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
  const srcSet = librarySrcSet(copies, cropped ? null : media)
  return (
    // eslint-disable-next-line @next/next/no-img-element -- Payload already serves resized copies; srcset picks one
    <img
      src={src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={width ?? undefined}
      height={height ?? undefined}
      alt={decorative ? '' : (alt ?? media.alt)}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={className}
    />
  )
}
