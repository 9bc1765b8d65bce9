import type { ServerProps } from 'payload'

import { SAVED_SEARCH_STATUSES, countSavedSearches, type SavedSearchStatus } from '../../../domain/saved-searches'

const STATUS_LABELS: Record<SavedSearchStatus, string> = {
  active: 'Active',
  pending: 'Awaiting confirmation',
  paused: 'Paused',
  unsubscribed: 'Unsubscribed',
}

const cell = {
  padding: 'calc(var(--base) / 4) calc(var(--base) / 2)',
  borderBottom: '1px solid var(--theme-elevation-150)',
  textAlign: 'left' as const,
}

/**
 * Above the saved searches list (admin): how many saved searches each of the staff user's sites holds, by
 * status. Read with the user's own access (the multi-tenant plugin's scoping), so staff count only their
 * sites' shoppers; a platform admin sees every site.
 */
export async function SavedSearchCounts({ payload, user }: ServerProps) {
  if (!user || user.collection !== 'users') return null
  // The full staff record (role and sites), as the access rules read it.
  const staff = {
    ...(await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true })),
    collection: 'users' as const,
  }
  const [sites, searches] = await Promise.all([
    payload.find({
      collection: 'sites',
      user: staff,
      overrideAccess: false,
      depth: 0,
      pagination: false,
      sort: 'name',
      select: { name: true },
    }),
    payload.find({
      collection: 'saved-searches',
      user: staff,
      overrideAccess: false,
      depth: 0,
      pagination: false,
      select: { site: true, status: true },
    }),
  ])
  const rows = countSavedSearches(
    searches.docs.flatMap((doc) =>
      typeof doc.site === 'number'
        ? [{ site: doc.site, status: doc.status }]
        : doc.site
          ? [{ site: doc.site.id, status: doc.status }]
          : [],
    ),
    sites.docs.map((site) => site.id),
  )
  const names = new Map(sites.docs.map((site) => [site.id, site.name]))
  return (
    <table style={{ borderCollapse: 'collapse', marginBottom: 'var(--base)' }} data-testid="saved-search-counts">
      <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 'calc(var(--base) / 4)' }}>
        Saved searches per site
      </caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            Site
          </th>
          {SAVED_SEARCH_STATUSES.map((status) => (
            <th key={status} scope="col" style={cell}>
              {STATUS_LABELS[status]}
            </th>
          ))}
          <th scope="col" style={cell}>
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.siteId}>
            <th scope="row" style={cell}>
              {names.get(row.siteId)}
            </th>
            {SAVED_SEARCH_STATUSES.map((status) => (
              <td key={status} style={cell}>
                {row.counts[status]}
              </td>
            ))}
            <td style={cell}>{row.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
