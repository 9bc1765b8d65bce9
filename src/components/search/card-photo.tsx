'use client'

import { useEffect, useRef, useState } from 'react'

/**
 * A card's photo. One that fails to load (a dead feed URL) becomes exactly the placeholder of a car
 * without photos (spec 2.4), also when it failed before the page's script ran (checked on mount).
 */
export function CardPhoto({
  src,
  alt,
  eager,
  placeholder,
}: {
  src: string | null
  alt: string
  eager: boolean
  placeholder: string
}) {
  const [failed, setFailed] = useState(false)
  const image = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const img = image.current
    // An image that errored before hydration fired its error event unheard: complete, with no pixels.
    if (img && img.complete && img.naturalWidth === 0) queueMicrotask(() => setFailed(true))
  }, [src])
  if (!src || failed) return <span className="car-card-no-photo">{placeholder}</span>
  return (
    // eslint-disable-next-line @next/next/no-img-element -- feed images are on the dealer's own hosts
    <img
      ref={image}
      src={src}
      alt={alt}
      sizes="(max-width: 767px) 100vw, 30vw"
      width={480}
      height={320}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  )
}
