/**
 * The dashboard's figures, kept a minute per site selection in this process (issue 22: 'cache per site
 * for a minute'). A lead's change clears its site's entries here at once, so a sales manager's own change
 * shows on their next look; other instances catch up within the minute.
 */
export const DASHBOARD_CACHE_MS = 60_000

type Entry = { siteIds: ReadonlySet<string>; expires: number; value: Promise<unknown> }
// One map per process, on globalThis: Next bundles this module once for the admin's pages and again for the
// REST routes whose lead hooks clear it, and each copy would otherwise keep (and clear) a map of its own.
const shared = globalThis as typeof globalThis & { __dealerDashboardCache?: Map<string, Entry> }
const entries = (shared.__dealerDashboardCache ??= new Map<string, Entry>())

/** The cached value for this key, or `compute()`'s (a failure is not kept). */
export function cachedFor<T>(
  key: string,
  siteIds: ReadonlyArray<number | string>,
  compute: () => Promise<T>,
): Promise<T> {
  const now = Date.now()
  const hit = entries.get(key)
  if (hit && hit.expires > now) return hit.value as Promise<T>
  const value = compute()
  entries.set(key, { siteIds: new Set(siteIds.map(String)), expires: now + DASHBOARD_CACHE_MS, value })
  value.catch(() => entries.delete(key))
  return value
}

/** Drops every cached figure that counts this site. */
export function forgetDashboardSite(siteId: number | string | null | undefined): void {
  if (siteId === null || siteId === undefined) return
  for (const [key, entry] of entries) if (entry.siteIds.has(String(siteId))) entries.delete(key)
}
