'use client'

import { useEffect } from 'react'

/**
 * Counts the search this page shows in the site's demand (src/app/api/search-demand), once per page view:
 * from the browser, so a page served from the page cache counts like a rendered one.
 */
export function SearchDemand({ search }: { search: string }) {
  useEffect(() => {
    fetch('/api/search-demand', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ search }),
      keepalive: true,
    }).catch(() => undefined)
  }, [search])
  return null
}
