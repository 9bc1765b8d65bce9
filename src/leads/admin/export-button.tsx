'use client'

import { useSearchParams } from 'next/navigation'

/**
 * 'Export CSV' above the leads list: the list's own filters and sort (its URL's `where` and `sort`) go to
 * GET /api/leads/export.csv, which reads with the signed-in user's access (their sites' leads only).
 */
export function ExportLeadsButton() {
  const params = useSearchParams()
  const kept = new URLSearchParams()
  for (const [key, value] of params) if (key.startsWith('where') || key === 'sort') kept.append(key, value)
  const query = kept.toString()
  return (
    <p style={{ margin: '0 0 calc(var(--base) / 2)' }}>
      <a
        className="btn btn--style-secondary btn--size-small"
        href={`/api/leads/export.csv${query ? `?${query}` : ''}`}
        download
      >
        Export CSV (this list&rsquo;s filters)
      </a>
    </p>
  )
}
