'use client'

import { lazy, Suspense, useEffect, useState } from 'react'

// Loaded only in a live-preview session: every other visit to a page built from blocks ships none of it.
const LivePreviewRefresh = lazy(() => import('./live-preview-refresh'))

/** In the admin's live preview: re-renders the page on the server each time the editor saves. */
export function LivePreviewListener({ adminOrigin }: { adminOrigin: string }) {
  return (
    <Suspense fallback={null}>
      <LivePreviewRefresh adminOrigin={adminOrigin} />
    </Suspense>
  )
}

/**
 * The page title while the admin's live preview frames the page: it follows what the editor types, as the
 * admin posts the form to the frame (Payload's `payload-live-preview` message), taken only from the admin's
 * origin and for this very page. Read straight from the message: `useLivePreview` would fetch the document
 * from the admin's API across sites, which the page's policy (and Chromium's cookie rules) refuse. Keyed by
 * the saved title where it is used, so a save (which re-renders the page) starts it afresh.
 */
export function LivePreviewTitle({
  title,
  pageId,
  adminOrigin,
  className,
}: {
  title: string
  pageId: number
  adminOrigin: string
  className?: string
}) {
  const [typed, setTyped] = useState<string | null>(null)
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== adminOrigin) return
      const message = event.data as {
        type?: unknown
        collectionSlug?: unknown
        data?: { id?: unknown; title?: unknown }
      }
      if (message?.type !== 'payload-live-preview' || message.collectionSlug !== 'pages') return
      if (String(message.data?.id) !== String(pageId) || typeof message.data?.title !== 'string') return
      setTyped(message.data.title)
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [adminOrigin, pageId])
  return <h1 className={className}>{typed ?? title}</h1>
}
