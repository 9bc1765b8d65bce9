'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/** In the admin's live preview: re-renders the page on the server each time the editor saves. */
export default function LivePreviewRefresh({ adminOrigin }: { adminOrigin: string }) {
  const router = useRouter()
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={adminOrigin} />
}
