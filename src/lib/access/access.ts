import type { Access, PayloadRequest } from 'payload'

/** Staff roles. Shoppers and integrators live in their own auth collections and hold none of these. */
export const STAFF_ROLES = [
  { value: 'platform-admin', label: 'Platform admin (every site)' },
  { value: 'group-admin', label: 'Group admin (their sites, and their staff)' },
  { value: 'site-editor', label: 'Site editor (their sites\u2019 content)' },
] as const
export type StaffRole = (typeof STAFF_ROLES)[number]['value']

type MaybeStaff = PayloadRequest['user'] | null | undefined

type SiteRef = number | string | { id: number | string }
type WithSites = { role?: string | null; tenants?: Array<{ tenant?: SiteRef | null }> | null }

export function isStaff(user: MaybeStaff): boolean {
  return Boolean(user && user.collection === 'users')
}

export function staffRole(user: MaybeStaff): StaffRole | null {
  if (!user || user.collection !== 'users') return null
  return ((user as WithSites).role ?? null) as StaffRole | null
}

export function isPlatformAdmin(user: MaybeStaff): boolean {
  return staffRole(user) === 'platform-admin'
}

/** Platform admins and group admins may manage settings and staff (of their own sites, for group admins). */
export function isAdminRole(user: MaybeStaff): boolean {
  const role = staffRole(user)
  return role === 'platform-admin' || role === 'group-admin'
}

/** The ids of the sites a staff user is assigned to (platform admins are not limited by this list). */
export function assignedSiteIds(user: MaybeStaff): Array<number | string> {
  if (!user || user.collection !== 'users') return []
  return ((user as WithSites).tenants ?? [])
    .map((row) => row.tenant)
    .filter((tenant): tenant is SiteRef => tenant !== null && tenant !== undefined)
    .map((tenant) => (typeof tenant === 'object' ? tenant.id : tenant))
}

export const staffOnly: Access = ({ req }) => isStaff(req.user)
export const platformAdminOnly: Access = ({ req }) => isPlatformAdmin(req.user)
export const adminRolesOnly: Access = ({ req }) => isAdminRole(req.user)

/** Whether a staff user works on this site: platform admins on every site, others on their assigned ones. */
export function staffHasSite(user: MaybeStaff, siteId: number | string | null | undefined): boolean {
  return isPlatformAdmin(user) || assignedSiteIds(user).map(String).includes(String(siteId))
}

/**
 * Whether the user may feed, and read the import runs of, a site's stock: an integration key for the sites
 * listed on it; staff for their assigned sites (platform admins for every site); shoppers never.
 */
export function mayUseSiteStock(user: MaybeStaff, siteId: number | string): boolean {
  if (!user) return false
  if (user.collection === 'integrations')
    return (user.sites ?? []).some((site) => String(typeof site === 'object' ? site.id : site) === String(siteId))
  return staffHasSite(user, siteId)
}
