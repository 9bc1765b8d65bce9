'use client'

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'

import { FULLSCREEN_IMAGE_SIZES, GALLERY_IMAGE_SIZES, THUMBNAIL_IMAGE_SIZES } from '@/domain/feed-images'
import { fill } from '@/domain/label-fill'

import { useLabels } from '../locale-context'
import { FeedPicture, type FeedPhoto } from './feed-picture'
import { NoPhoto } from './no-photo'
import { PhotoCarousel } from './photo-carousel'

type Props = {
  photos: FeedPhoto[]
  /** The car's drawing (server-rendered), shown when it has no photo or none loads. */
  fallback: ReactNode
}

/**
 * The vehicle page's gallery: the main photo (swipe, arrows, keys; the page's first image, fetched first),
 * a row of thumbnails, and a full-screen view (a modal dialog: Escape or Close returns to the page, on the
 * same photo). One shown photo for all three; a photo that fails anywhere is dropped everywhere.
 */
export function VehicleGallery({ photos, fallback }: Props) {
  const labels = useLabels()
  const [index, setIndex] = useState(0)
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set())
  const [open, setOpen] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  const close = useRef<HTMLButtonElement>(null)
  const shown = photos.filter((photo) => !failed.has(photo.key))
  const fail = useCallback(
    (key: string) => setFailed((before) => (before.has(key) ? before : new Set(before).add(key))),
    [],
  )
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      element.showModal()
      close.current?.focus()
    }
    if (!open && element.open) element.close()
  }, [open])

  if (shown.length === 0)
    return (
      <div className="photo-gallery">
        <NoPhoto variant="stage">{fallback}</NoPhoto>
      </div>
    )
  return (
    <div className="photo-gallery">
      <PhotoCarousel
        variant="stage"
        photos={shown}
        label={labels.photos}
        sizes={GALLERY_IMAGE_SIZES}
        eager
        priority
        index={index}
        onIndexChange={setIndex}
        onFail={fail}
        fallback={fallback}
        focusable
      >
        <button type="button" className="photo-fullscreen-open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {labels.viewFullScreen}
        </button>
      </PhotoCarousel>
      {shown.length > 1 && (
        <ul className="photo-thumbs" aria-label={labels.choosePhoto}>
          {shown.map((photo, i) => (
            <li key={photo.key}>
              <button
                type="button"
                aria-label={fill(labels.showPhoto, { index: i + 1 })}
                aria-current={i === index}
                onClick={() => setIndex(i)}
              >
                <FeedPicture
                  photo={{ ...photo, alt: '' }}
                  sizes={THUMBNAIL_IMAGE_SIZES}
                  loading="lazy"
                  onError={() => fail(photo.key)}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <dialog ref={dialog} className="photo-fullscreen" aria-label={labels.photos} onClose={() => setOpen(false)}>
        {open && (
          <>
            <button ref={close} type="button" className="photo-fullscreen-close" onClick={() => setOpen(false)}>
              {labels.closeFullScreen}
            </button>
            <PhotoCarousel
              variant="fullscreen"
              photos={shown}
              label={labels.photos}
              sizes={FULLSCREEN_IMAGE_SIZES}
              eager
              index={index}
              onIndexChange={setIndex}
              onFail={fail}
              fallback={fallback}
              focusable
              startActive
            />
          </>
        )}
      </dialog>
    </div>
  )
}
