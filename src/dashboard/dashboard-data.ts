import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { dashboardPeriod } from '@/domain/dashboard'
import { resolveSiteSettings } from '@/domain/site-settings'
import { assignedSiteIds, isPlatformAdmin, isStaff } from '@/lib/access/access'

import { dashboardFigures, type DashboardFigures } from './aggregates'
import { cachedFor } from './cache'

export type DashboardSite = { id: number; name: string }

export type Dashboard = {
  /** Every site the user may look at, for the picker; `selected` is 'all' or one of their ids. */
  sites: DashboardSite[]
  selected: 'all' | number
  figures: DashboardFigures | null
  now: Date
}

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value)

/**
 * The dashboard a staff user asked for: their sites (every site for a platform admin), together or the one
 * picked (`?site=`), over `?days=` 30 or 90; a site that is not theirs falls back to all of theirs. The
 * figures are kept a minute per selection (./cache.ts).
 */
export async function loadDashboard(
  payload: Payload,
  user: PayloadRequest['user'],
  searchParams: Record<string, unknown>,
  now = new Date(),
): Promise<Dashboard> {
  if (!isStaff(user)) return { sites: [], selected: 'all', figures: null, now }
  const mine = isPlatformAdmin(user) ? null : assignedSiteIds(user).map(Number)
  if (mine && mine.length === 0) return { sites: [], selected: 'all', figures: null, now }
  const { docs } = await payload.find({
    collection: 'sites',
    where: mine ? { id: { in: mine } } : {},
    depth: 0,
    pagination: false,
    sort: 'name',
    overrideAccess: true,
  })
  const sites = docs.map(({ id, name }) => ({ id, name }))
  const asked = Number(first(searchParams.site))
  const selected = sites.some((site) => site.id === asked) ? asked : 'all'
  const chosen = docs.filter((site) => selected === 'all' || site.id === selected)
  if (chosen.length === 0) return { sites, selected, figures: null, now }
  const days = dashboardPeriod(first(searchParams.days))
  const siteIds = chosen.map((site) => site.id)
  const today = resolveSiteSettings(chosen[0]!, now).today
  const pool = (payload.db as unknown as PostgresAdapter).pool
  const figures = await cachedFor(`${siteIds.join(',')}:${days}`, siteIds, () =>
    dashboardFigures(pool, { siteIds, days, now, today }),
  )
  return { sites, selected, figures, now }
}
